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
  package static func day(_ date: Date, language: Language, timeZone: DisplayZone = .utc) -> String {
    let parts = components(date, timeZone)
    switch language {
    case .en: return "\(englishMonths[parts.month - 1]) \(parts.day), \(parts.year)"
    case .ru: return "\(parts.day) \(russianMonthsGenitive[parts.month - 1]) \(parts.year) г."
    }
  }

  /// "June 2010" / "июнь 2010 г.", for dates known only to the month.
  package static func month(_ date: Date, language: Language, timeZone: DisplayZone = .utc) -> String {
    let parts = components(date, timeZone)
    switch language {
    case .en: return "\(englishMonths[parts.month - 1]) \(parts.year)"
    case .ru: return "\(russianMonthsNominative[parts.month - 1]) \(parts.year) г."
    }
  }

  /// A date shown only as precisely as it is known: "2010-06-04 18:45 UTC", "June 4, 2010",
  /// "June 2010", "Q2 2010", "H1 2010" or "2010". Times are shown in `timeZone`; coarser dates are
  /// calendar periods of the API, which are UTC.
  package static func approximate(_ date: Date, precision: DatePrecision, language: Language, timeZone: DisplayZone)
    -> String
  {
    let parts = components(date, utc)
    switch (precision, language) {
    case (.hour, _): return timestamp(date, timeZone: timeZone)
    case (.day, _): return day(date, language: language)
    case (.month, _): return month(date, language: language)
    case (.quarter, .en): return "Q\((parts.month - 1) / 3 + 1) \(parts.year)"
    case (.quarter, .ru): return "\((parts.month - 1) / 3 + 1)-й квартал \(parts.year) г."
    case (.half, .en): return "H\((parts.month - 1) / 6 + 1) \(parts.year)"
    case (.half, .ru): return "\((parts.month - 1) / 6 + 1)-е полугодие \(parts.year) г."
    case (.year, .en): return "\(parts.year)"
    case (.year, .ru): return "\(parts.year) г."
    }
  }

  /// A date for a table column, as precisely as it is known, in one style that sorts as text:
  /// "2022-12-05 14:00" (in `timeZone`, which the column's header names), "2022-12-05",
  /// "2022-12", "2022 Q4", "2022 H2" or "2022".
  package static func sortable(_ date: Date, precision: DatePrecision, timeZone: DisplayZone) -> String {
    // Times in the column's zone; coarser dates are the API's calendar periods, in UTC. Written
    // as bytes, like ``timestamp(_:timeZone:)``: every launch item on `launches.list` has one.
    let parts = components(date, precision == .hour ? timeZone : utc)
    var text = NumericDate()
    switch precision {
    case .hour: text.dayAndTime(parts)
    case .day: text.day(parts)
    case .month: text.month(parts)
    case .quarter: return "\(parts.year) Q\((parts.month - 1) / 3 + 1)"
    case .half: return "\(parts.year) H\((parts.month - 1) / 6 + 1)"
    case .year: return "\(parts.year)"
    }
    return text.string
  }

  /// The zone a table's times are in, for its header: "UTC", or the zone's name ("Europe/Berlin",
  /// which stays right across daylight saving time, unlike an abbreviation).
  package static func zoneLabel(_ timeZone: DisplayZone) -> String {
    timeZone.isUTC ? "UTC" : timeZone.identifier
  }

  /// Whether `identifier` is a name of UTC (`UTC`, `Etc/UTC`, `GMT`, `Zulu`…).
  package static func isUTCName(_ identifier: String) -> Bool {
    // The usual spellings match as they are; only other short identifiers are uppercased.
    utcNames.contains(identifier) || (identifier.utf8.count <= 7 && utcNames.contains(identifier.uppercased()))
  }

  /// When the period a date stands for is over: an hour after a timed launch, a day after a dated
  /// one, and for coarser dates the end of the calendar period they are shown as ("June 2010",
  /// "Q2 2010", "2010"), wherever in it the date lies: Launch Library 2 dates a launch "for 2025"
  /// December 31, the SpaceX API January 1. By arithmetic on UTC days: every query asks it of
  /// every launch not flown, and `Calendar` took a third of a `launches.list` request's own time.
  package static func endOfPeriod(_ date: Date, precision: DatePrecision) -> Date {
    if let months = precision.periodMonths { return UTCDateFields.startOfPeriod(after: date, months: months) }
    return date.addingTimeInterval(precision == .hour ? 3_600 : 86_400)
  }

  /// The UTC calendar year of `date`: list snapshots ask this for every row.
  package static func utcYear(_ date: Date) -> Int {
    UTCDateFields(date).year
  }

  /// "2010-06-04 18:45 UTC": a timestamp that shows its zone. Every timed row of a list has
  /// one, so it is written as bytes rather than joined from interpolated pieces.
  package static func timestamp(_ date: Date, timeZone: DisplayZone) -> String {
    var text = NumericDate()
    text.dayAndTime(components(date, timeZone))
    text.bytes.append(UInt8(ascii: " "))
    text.bytes.append(contentsOf: zoneName(timeZone, at: date).utf8)
    return text.string
  }

  /// "18:45": the time of day in `timeZone`, for a line that says its zone elsewhere.
  package static func timeOfDay(_ date: Date, timeZone: DisplayZone) -> String {
    let fields = components(date, timeZone)
    return [fields.hour, fields.minute].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }

  /// "UTC" for any name of UTC (Foundation on Linux calls it "GMT"; people expect to read UTC),
  /// else the zone's abbreviation at that moment ("GMT+9", "EST").
  /// The zone as a timestamp at `date` names it (`UTC`, `CET`, `GMT-7`): what a line beside a
  /// timestamp says of its own times, so the two name the zone alike.
  package static func zoneName(_ timeZone: DisplayZone, at date: Date) -> String {
    timeZone.abbreviation(for: date) ?? "UTC"
  }

  private static let utcNames: Set = ["UTC", "GMT", "ETC/UTC", "ETC/GMT", "UCT", "ZULU", "Etc/UTC", "Etc/GMT", "Zulu"]

  /// UTC (``zoneLabel(_:)`` says "UTC"), made without a Foundation `TimeZone` (see ``DisplayZone``).
  package static let utc = DisplayZone.utc

  /// Wall-clock fields in `timeZone`: UTC shifted by the zone's offset at that moment, which is
  /// what a calendar lookup does, at a fraction of its cost (every row of a list asks).
  private static func components(_ date: Date, _ timeZone: DisplayZone) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int
  ) {
    let offset = timeZone.secondsFromGMT(for: date)
    let fields = UTCDateFields(date.addingTimeInterval(TimeInterval(offset)))
    return (fields.year, fields.month, fields.day, fields.hour, fields.minute)
  }
}

/// `2010-06-04 18:45`, `2010-06-04`, `2010-06`, written digit by digit into bytes: list rows
/// carry one or two of these each, and joining interpolated pieces cost several allocations.
private struct NumericDate {
  var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(24) }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func month(_ parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int)) {
    append(parts.year, digits: 4)
    bytes.append(UInt8(ascii: "-"))
    append(parts.month, digits: 2)
  }

  mutating func day(_ parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int)) {
    month(parts)
    bytes.append(UInt8(ascii: "-"))
    append(parts.day, digits: 2)
  }

  mutating func dayAndTime(_ parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int)) {
    day(parts)
    bytes.append(UInt8(ascii: " "))
    append(parts.hour, digits: 2)
    bytes.append(UInt8(ascii: ":"))
    append(parts.minute, digits: 2)
  }

  /// `value` with leading zeros to `digits` digits; one that needs more (or is negative) as is.
  private mutating func append(_ value: Int, digits: Int) {
    var divisor = 1
    for _ in 1..<digits { divisor *= 10 }
    guard value >= 0, value < divisor * 10 else { return bytes.append(contentsOf: String(value).utf8) }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
