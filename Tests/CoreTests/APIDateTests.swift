import Core
import Foundation
import Testing

@Suite struct APIDateTests {
  @Test(arguments: [
    ("2010-06-04", 1_275_609_600.0),
    ("2006-03-24T22:30:00.000Z", 1_143_239_400.0),
    ("2006-03-25T10:30:00+12:00", 1_143_239_400.0),
    ("2017-12-23T01:27:23.000Z", 1_513_992_443.0),
    ("2006-03-24T22:30:00Z", 1_143_239_400.0),
    ("2006-03-24T22:30Z", 1_143_239_400.0),
  ])
  func parse_AcceptsEveryAPIForm(text: String, seconds: Double) throws {
    let date = try #require(APIDate.parse(text))
    #expect(date.timeIntervalSince1970 == seconds)
  }

  @Test(arguments: ["", "2010", "2010-13-01", "2010-06-04T", "June 4, 2010", "2010-06-04T18:45:00.000Zjunk"])
  func parse_RejectsOtherText(text: String) {
    #expect(APIDate.parse(text) == nil)
  }

  @Test func format_IsTheAPIsUTCForm() throws {
    #expect(APIDate.format(try #require(APIDate.parse("2006-03-25T10:30:00+12:00"))) == "2006-03-24T22:30:00.000Z")
    #expect(APIDate.formatDay(try #require(APIDate.parse("2006-03-25T10:30:00+12:00"))) == "2006-03-24", "the UTC day")
  }

  /// The arithmetic formatter against Foundation's ISO 8601 style, a day and a few hours apart
  /// across 1900–2100 (leap days, century years, before the epoch), milliseconds included.
  @Test func format_MatchesFoundationsISO8601Style() {
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!)
    var seconds = -2_208_988_800.0  // 1900-01-01
    var mismatches: [String] = []
    while seconds < 4_102_444_800 {  // 2100-01-01
      let date = Date(timeIntervalSince1970: seconds)
      if APIDate.format(date) != date.formatted(style) { mismatches.append(date.formatted(style)) }
      seconds += 97_201.125
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}

/// Dates no API sends, as a damaged cache might hold them: formatted, never a trap.
@Suite struct ExtremeDateTests {
  /// Past about three million years a date is clamped there; NaN reads as the epoch.
  @Test(arguments: [
    (Double.nan, 1970...1970), (.infinity, 3_000_000...3_200_000), (1e300, 3_000_000...3_200_000),
    (-.infinity, -3_200_000 ... -3_000_000), (-1e300, -3_200_000 ... -3_000_000), (3e11, 11476...11476),
  ])
  func extremeDates_FormatWithoutTrapping(seconds: Double, years: ClosedRange<Int>) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(years.contains(DateText.utcYear(date)))
    #expect(APIDate.format(date).hasSuffix(".000Z"))
  }

  /// Checked against a day count done year by year and month by month.
  @Test func yearsPastTheFourDigits_KeepAllTheirDigits() {
    #expect(APIDate.format(Date(timeIntervalSince1970: 3e11)) == "11476-08-15T05:20:00.000Z")
  }
}

@Suite struct UTCYearTests {
  @Test(arguments: [
    "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T12:00:00Z", "2006-03-24T22:30:00Z",
    "2022-12-31T23:59:59Z", "2023-01-01T00:00:00Z", "1900-03-01T00:00:00Z", "2100-12-31T23:00:00Z",
  ])
  func utcYear_MatchesTheCalendar(text: String) throws {
    let date = try #require(APIDate.parse(text))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    #expect(DateText.utcYear(date) == calendar.component(.year, from: date))
  }
}

/// Wall-clock fields come from arithmetic on the zone's offset; they must agree with a calendar
/// lookup in zones with daylight saving, on both sides of its changes, and in UTC.
@Suite struct ZonedDateTextTests {
  @Test(arguments: ["UTC", "America/New_York", "Europe/Moscow", "Asia/Kolkata", "Australia/Lord_Howe"])
  func timestamp_MatchesTheCalendar(zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var seconds = 1_104_537_600.0  // 2005-01-01
    while seconds < 1_704_067_200 {  // 2024-01-01
      let date = Date(timeIntervalSince1970: seconds)
      let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
      let expected = String(
        format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
      let shown = DateText.timestamp(date, timeZone: DisplayZone(timeZone))
      #expect(shown.hasPrefix(expected), "\(shown) in \(zone)")
      seconds += 3_601_337  // about six weeks, drifting through the hours of the day
    }
  }
}

/// The parser's day arithmetic against Foundation's Gregorian calendar, over four centuries and
/// the lenient overflow (31 February) the calendar allowed.
@Suite struct APIDateArithmeticTests {
  @Test func everyDay_MatchesTheCalendar() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for year in stride(from: 1799, through: 2201, by: 3) {
      for month in 1...12 {
        for day in [1, 15, 28, 29, 30, 31] {
          let expected = calendar.date(from: DateComponents(year: year, month: month, day: day))!
          let days = APIDate.daysSinceEpoch(year: year, month: month, day: day)
          #expect(Double(days) * 86_400 == expected.timeIntervalSince1970, "\(year)-\(month)-\(day)")
        }
      }
    }
    #expect(APIDate.parse("2026-07-20T14:49:32.250+02:00")?.timeIntervalSince1970 == 1_784_551_772.25)
  }
}

/// Dates that do not exist are refused, never rolled over into others.
@Suite struct APIDateValidityTests {
  @Test(arguments: [
    "2026-02-30T12:00:00.000Z", "2026-02-29", "2026-04-31", "2026-07-20T24:00:00Z", "2026-07-20T25:61:61Z",
    "2026-07-20T12:60:00Z", "2026-07-20T12:00:61Z", "2026-07-20T12:00:00+19:00", "2026-07-20T12:00:00+05:60",
  ])
  func impossibleDates_AreRefused(_ text: String) {
    #expect(APIDate.parse(text) == nil, "\(text)")
  }

  @Test(arguments: ["2024-02-29", "2000-02-29T00:00:00Z", "2016-12-31T23:59:60Z", "2026-07-20T12:00:00-12:00"])
  func realDates_AreRead(_ text: String) {
    #expect(APIDate.parse(text) != nil, "\(text)")
  }
}
