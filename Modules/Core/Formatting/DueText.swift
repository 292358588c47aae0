import Foundation

/// When an upcoming launch is due, relative to now, as precisely as its date is known:
/// `T−02:14:05` within a day of a timed launch, `T−2d 14h` further out, `in 3 days` or
/// `tomorrow` for a day, `in ~2 months`; never a countdown for a date known to the month or worse,
/// nor for one two months or more away (`in ~4 years`, not `in 1581 days`).
package enum DueText {
  /// `nil` once the date's period has begun to pass (the caller says "no result" then).
  package static func relative(_ date: Date, precision: DatePrecision, now: Date, language: Language) -> String? {
    switch precision {
    case .hour:
      let seconds = Int(saturating: date.timeIntervalSince(now).rounded(.down))
      guard seconds >= 0 else { return nil }
      if seconds >= farOffDays * 86_400 { return approximately(days: seconds / 86_400, language) }
      let sign = language == .en ? "T−" : "Т−"
      return sign + (seconds < 86_400 ? clock(seconds) : TimeSpan.short(Double(seconds), language: language))
    case .day:
      let days = dayNumber(date) - dayNumber(now)
      guard days >= 0 else { return nil }
      switch days {
      case 0: return Phrase(en: "today", ru: "сегодня")(language)
      case 1: return Phrase(en: "tomorrow", ru: "завтра")(language)
      case farOffDays...: return approximately(days: days, language)
      default: return inDays(days, language)
      }
    case .month, .quarter, .half, .year:
      guard DateText.endOfPeriod(date, precision: precision) > now else { return nil }
      // Counted from the start of the calendar period the date is shown as, wherever in it the
      // source put the date (Launch Library 2: its last day; the SpaceX API: its first).
      let months = periodStartMonth(date, precision) - monthNumber(now)
      return months <= 0 ? currentPeriod(precision)(language) : approximately(months: months, language)
    }
  }

  /// From here on a date is said in months, then years: a count of days that large reads as noise.
  private static let farOffDays = 60

  private static func approximately(days: Int, _ language: Language) -> String {
    approximately(months: Int(saturating: (Double(days) / 30.4375).rounded()), language)
  }

  /// `in ~2 months`, and from two years on `in ~3 years`, to the nearest year.
  private static func approximately(months: Int, _ language: Language) -> String {
    if months >= 24 {
      let years = (months + 6) / 12
      return Phrase(en: "in ~\(years) years", ru: "через ~\(years) \(yearsWord.word(for: years, in: .ru))")(language)
    }
    let word = monthsWord.word(for: months, in: language)
    return Phrase(en: "in ~\(months) \(word)", ru: "через ~\(months) \(word)")(language)
  }

  /// A period that has begun and not ended.
  private static func currentPeriod(_ precision: DatePrecision) -> Phrase {
    switch precision {
    case .quarter: Phrase(en: "this quarter", ru: "в этом квартале")
    case .half: Phrase(en: "this half-year", ru: "в этом полугодии")
    case .year: Phrase(en: "this year", ru: "в этом году")
    case .hour, .day, .month: Phrase(en: "this month", ru: "в этом месяце")
    }
  }

  private static func periodStartMonth(_ date: Date, _ precision: DatePrecision) -> Int {
    let length = precision.periodMonths ?? 1
    let fields = UTCDateFields(date)
    return fields.year * 12 + (fields.month - 1) / length * length
  }

  private static func inDays(_ days: Int, _ language: Language) -> String {
    let word = PluralPhrase.days.word(for: days, in: language)
    return Phrase(en: "in \(days) \(word)", ru: "через \(days) \(word)")(language)
  }

  private static let monthsWord = PluralPhrase(
    en: PluralForms(one: "month", other: "months"), ru: PluralForms(one: "месяц", few: "месяца", many: "месяцев"))
  private static let yearsWord = PluralPhrase(
    en: PluralForms(one: "year", other: "years"), ru: PluralForms(one: "год", few: "года", many: "лет"))

  private static func dayNumber(_ date: Date) -> Int {
    Int(saturating: (date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  private static func monthNumber(_ date: Date) -> Int {
    let fields = UTCDateFields(date)
    return fields.year * 12 + fields.month - 1
  }

  /// A span of seconds as a launch clock counts it, `HH:MM:SS` (hours past a day stay hours):
  /// `02:14:05`, `45:53:00`. The sign (`T−`, `T+`) is the caller's.
  /// `T+00:03:12`: how long ago a timed launch's moment passed (`nil` before it).
  package static func elapsed(since date: Date, now: Date, language: Language) -> String? {
    let seconds = Int(saturating: now.timeIntervalSince(date).rounded(.down))
    guard seconds >= 0 else { return nil }
    return (language == .en ? "T+" : "Т+") + clock(seconds)
  }

  package static func clock(_ seconds: Int) -> String {
    let magnitude = seconds.magnitude  // abs(Int.min) traps
    return [magnitude / 3600, magnitude % 3600 / 60, magnitude % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
      .joined(separator: ":")
  }
}
