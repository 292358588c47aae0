import Foundation

/// Dates in each language's own words and order. Month names are written out here rather than
/// taken from the platform's locale data, which differs between Foundation builds.
package enum DateText {
  private static let englishMonths = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]
  /// Russian needs the genitive after a day ("4 июня") and the nominative alone ("июнь 2010").
  private static let russianMonthsGenitive = [
    "января", "февраля", "марта", "апреля", "мая", "июня",
    "июля", "августа", "сентября", "октября", "ноября", "декабря",
  ]
  private static let russianMonthsNominative = [
    "январь", "февраль", "март", "апрель", "май", "июнь",
    "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь",
  ]

  /// "June 4, 2010" / "4 июня 2010 г.", for the date's day in `timeZone`.
  package static func day(_ date: Date, language: Language, timeZone: TimeZone = utc) -> String {
    let parts = components(date, timeZone)
    switch language {
    case .en: return "\(englishMonths[parts.month - 1]) \(parts.day), \(parts.year)"
    case .ru: return "\(parts.day) \(russianMonthsGenitive[parts.month - 1]) \(parts.year) г."
    }
  }

  /// "June 2010" / "июнь 2010 г.", for dates known only to the month.
  package static func month(_ date: Date, language: Language, timeZone: TimeZone = utc) -> String {
    let parts = components(date, timeZone)
    switch language {
    case .en: return "\(englishMonths[parts.month - 1]) \(parts.year)"
    case .ru: return "\(russianMonthsNominative[parts.month - 1]) \(parts.year) г."
    }
  }

  /// "2010-06-04 18:45 UTC": a timestamp that shows its zone.
  package static func timestamp(_ date: Date, timeZone: TimeZone) -> String {
    let parts = components(date, timeZone)
    // Foundation on Linux names the UTC zone "GMT"; people expect to read UTC.
    let isUTC = ["UTC", "GMT", "ETC/UTC", "ETC/GMT", "UCT", "ZULU"].contains(timeZone.identifier.uppercased())
    let zone = isUTC ? "UTC" : (timeZone.abbreviation(for: date) ?? timeZone.identifier)
    let day = "\(parts.year)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
    return "\(day) \(twoDigits(parts.hour)):\(twoDigits(parts.minute)) \(zone)"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  package static let utc = TimeZone(identifier: "UTC")!

  private static func components(_ date: Date, _ timeZone: TimeZone) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return (c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0)
  }
}
