import Core
import Foundation
import TestSupport
import Testing

/// `DateText.endOfPeriod` by day arithmetic agrees with `Calendar` (which it replaced for speed)
/// on every precision, across month ends, leap days and centuries, before and after 1970.
@Suite struct EndOfPeriodTests {
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  private static let steps: [(DatePrecision, Calendar.Component, Int)] = [
    (.hour, .hour, 1), (.day, .day, 1), (.month, .month, 1), (.quarter, .month, 3), (.half, .month, 6),
    (.year, .year, 1),
  ]

  @Test func agreesWithTheGregorianCalendar_OnTenThousandDates() {
    var random = SeededRandomNumberGenerator(seed: 2026)
    // 1890 to 2110, with the milliseconds the API's timestamps carry.
    let dates =
      (0..<10_000).map { _ in
        Date(timeIntervalSince1970: Double(Int.random(in: -2_500_000_000...4_400_000_000, using: &random)) + 0.25)
      }
    for date in dates {
      for (precision, component, amount) in Self.steps {
        let expected = Self.calendar.date(byAdding: component, value: amount, to: date)
        #expect(DateText.endOfPeriod(date, precision: precision) == expected, "\(date) \(precision)")
      }
    }
  }

  @Test func monthEndsAndLeapDays_AreClampedAsTheCalendarDoes() {
    let cases: [(String, DatePrecision, String)] = [
      ("2024-01-31T10:00:00Z", .month, "2024-02-29T10:00:00Z"),
      ("2023-01-31T10:00:00Z", .month, "2023-02-28T10:00:00Z"),
      ("2024-02-29T00:00:00Z", .year, "2025-02-28T00:00:00Z"),
      ("2000-02-29T00:00:00Z", .year, "2001-02-28T00:00:00Z"),
      ("2022-11-30T23:59:59Z", .quarter, "2023-02-28T23:59:59Z"),
      ("2022-08-31T00:00:00Z", .half, "2023-02-28T00:00:00Z"),
      ("2022-12-15T00:00:00Z", .month, "2023-01-15T00:00:00Z"),
    ]
    let format = ISO8601DateFormatter()
    for (start, precision, end) in cases {
      #expect(
        DateText.endOfPeriod(format.date(from: start)!, precision: precision) == format.date(from: end)!, "\(start)")
    }
  }
}
