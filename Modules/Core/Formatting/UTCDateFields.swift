import Foundation

/// A moment's calendar fields in UTC, by arithmetic on days (Howard Hinnant's civil-from-days).
/// Rows and answers ask this for every launch, and a `Calendar` lookup costs a hundred times more.
package struct UTCDateFields: Sendable, Hashable {
  package var year: Int
  package var month: Int
  package var day: Int
  package var hour: Int
  package var minute: Int
  package var second: Int
  /// Milliseconds, rounded down, as the API's timestamps carry them.
  package var millisecond: Int

  package init(_ date: Date) {
    // Clamped to about three million years either way (and NaN to the epoch), so a corrupt date
    // read from a damaged cache cannot trap the conversion to `Int`.
    let seconds = date.timeIntervalSince1970
    let bounded = seconds.isNaN ? 0 : min(max(seconds, -1e14), 1e14)
    let totalMilliseconds = Int((bounded * 1_000).rounded(.down))
    let (days, millisecondOfDay) = Self.floorDivision(totalMilliseconds, 86_400_000)
    hour = millisecondOfDay / 3_600_000
    minute = millisecondOfDay / 60_000 % 60
    second = millisecondOfDay / 1_000 % 60
    millisecond = millisecondOfDay % 1_000

    let shifted = days + 719_468  // days since 0000-03-01
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153  // 0 = March
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// The first moment (UTC) of the calendar period after the one `date` falls in, for periods of
  /// `months` months counted from January: 1 (months), 3 (quarters), 6 (halves), 12 (years).
  package static func startOfPeriod(after date: Date, months: Int) -> Date {
    let fields = UTCDateFields(date)
    let (yearShift, monthIndex) = floorDivision((fields.month - 1) / months * months + months, 12)
    let days = daysFromCivil(year: fields.year + yearShift, month: monthIndex + 1, day: 1)
    return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
  }

  private static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's days-from-civil).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }
}
