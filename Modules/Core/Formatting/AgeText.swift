import Foundation

/// "as of 21:16, 47m ago": how old what is shown is, said where a launch's time is shown once the
/// data is older than its freshness rule.
package enum AgeText {
  /// The moment (its time alone on the same day as `now` in the reader's zone, else its date and
  /// time) and the age, in the reader's language.
  package static func asOf(_ fetchedAt: Date, now: Date, formatter: DisplayFormatter) -> String {
    asOf(fetchedAt, now: now, timeZone: formatter.timeZone)(formatter.language)
  }

  /// The same in both languages.
  package static func asOf(_ fetchedAt: Date, now: Date, timeZone: DisplayZone) -> Phrase {
    let moment = DateText.sortable(fetchedAt, precision: .hour, timeZone: timeZone)
    // The day part of "2026-12-03 21:16" in the same zone (a day's precision is UTC's calendar).
    let today = String(DateText.sortable(now, precision: .hour, timeZone: timeZone).prefix(10))
    let shown = moment.hasPrefix(today + " ") ? String(moment.dropFirst(today.count + 1)) : moment
    let ago = ago(fetchedAt, now: now)
    return Phrase(en: "as of \(shown), \(ago.en)", ru: "по данным на \(shown), \(ago.ru)")
  }

  /// The age alone, "47m ago" (a title bar's, where the moment does not fit).
  package static func ago(_ fetchedAt: Date, now: Date) -> Phrase {
    // To the minute once it is one: seconds past the minute are noise beside a time to the minute.
    let seconds = max(0, now.timeIntervalSince(fetchedAt))
    let age = seconds >= 60 ? (seconds / 60).rounded(.down) * 60 : seconds
    return Phrase(
      en: "\(TimeSpan.short(age, language: .en)) ago", ru: "\(TimeSpan.short(age, language: .ru)) назад")
  }
}
