import Core
import Foundation
import TestSupport
import Testing

/// `DateText.endOfPeriod` by day arithmetic agrees with `Calendar` (which it replaced for speed)
/// on every precision, across month ends, leap days and centuries, before and after 1970: an hour
/// or a day after a timed or dated launch, the end of the calendar month, quarter, half or year a
/// coarser date is shown as, wherever in that period the date lies.
@Suite struct EndOfPeriodTests {
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  private static func expectedEnd(_ date: Date, _ precision: DatePrecision) -> Date? {
    let months: Int
    switch precision {
    case .hour: return calendar.date(byAdding: .hour, value: 1, to: date)
    case .day: return calendar.date(byAdding: .day, value: 1, to: date)
    case .month: months = 1
    case .quarter: months = 3
    case .half: months = 6
    case .year: months = 12
    }
    let fields = calendar.dateComponents([.year, .month], from: date)
    let start = calendar.date(
      from: DateComponents(year: fields.year, month: (fields.month! - 1) / months * months + 1, day: 1))
    return start.flatMap { calendar.date(byAdding: .month, value: months, to: $0) }
  }

  @Test func agreesWithTheGregorianCalendar_OnTenThousandDates() {
    var random = SeededRandomNumberGenerator(seed: 2026)
    // 1890 to 2110, with the milliseconds the API's timestamps carry.
    let dates =
      (0..<10_000).map { _ in
        Date(timeIntervalSince1970: Double(Int.random(in: -2_500_000_000...4_400_000_000, using: &random)) + 0.25)
      }
    for date in dates {
      for precision in [DatePrecision.hour, .day, .month, .quarter, .half, .year] {
        #expect(
          DateText.endOfPeriod(date, precision: precision) == Self.expectedEnd(date, precision), "\(date) \(precision)")
      }
    }
  }

  /// Launch Library 2 dates a launch "for 2025" December 31 and "for June" June 30; the SpaceX API
  /// dates them on the first. Both mean the whole period.
  @Test func coarseDates_EndWithTheirCalendarPeriod_WhereverInItTheyLie() {
    let cases: [(String, DatePrecision, String)] = [
      ("2025-12-31T00:00:00Z", .year, "2026-01-01T00:00:00Z"),
      ("2025-01-01T00:00:00Z", .year, "2026-01-01T00:00:00Z"),
      ("2024-06-30T00:00:00Z", .month, "2024-07-01T00:00:00Z"),
      ("2022-11-01T00:00:00Z", .month, "2022-12-01T00:00:00Z"),
      ("2024-02-29T00:00:00Z", .month, "2024-03-01T00:00:00Z"),
      ("2022-12-15T00:00:00Z", .month, "2023-01-01T00:00:00Z"),
      ("2022-11-30T23:59:59Z", .quarter, "2023-01-01T00:00:00Z"),
      ("2022-07-01T00:00:00Z", .quarter, "2022-10-01T00:00:00Z"),
      ("2022-08-31T00:00:00Z", .half, "2023-01-01T00:00:00Z"),
      ("2022-06-30T23:00:00Z", .half, "2022-07-01T00:00:00Z"),
      ("1899-12-31T12:00:00Z", .year, "1900-01-01T00:00:00Z"),
      ("2024-01-31T10:00:00Z", .day, "2024-02-01T10:00:00Z"),
    ]
    let format = ISO8601DateFormatter()
    for (date, precision, end) in cases {
      #expect(
        DateText.endOfPeriod(format.date(from: date)!, precision: precision) == format.date(from: end)!, "\(date)")
    }
  }
}
