import Core
import Foundation
import Testing

/// When an upcoming launch is due, said as precisely as its date is known, in both languages.
@Suite struct DueTextTests {
  private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 09:46:40 UTC

  private func due(_ offset: TimeInterval, _ precision: DatePrecision, _ language: Language = .en) -> String? {
    DueText.relative(now.addingTimeInterval(offset), precision: precision, now: now, language: language)
  }

  @Test func timed_CountsDownWithinADay_ThenInDaysAndHours() {
    #expect(due(2 * 3600 + 14 * 60 + 5, .hour) == "T−02:14:05")
    #expect(due(2 * 3600 + 14 * 60 + 5, .hour, .ru) == "Т−02:14:05")
    #expect(due(2 * 86_400 + 14 * 3600 + 59, .hour) == "T−2d 14h")
    #expect(due(3 * 86_400 + 60, .hour) == "T−3d", "minutes are not said past a day")
    #expect(due(86_400, .hour, .ru) == "Т−1 д")
    #expect(due(5 * 86_400 + 14 * 3600, .hour, .ru) == "Т−5 д 14 ч")
    #expect(due(-1, .hour) == nil, "never a negative countdown")
  }

  @Test func days_TodayTomorrowOrInDays() {
    #expect(due(0, .day) == "today")
    #expect(due(86_400, .day) == "tomorrow")
    #expect(due(2 * 86_400, .day, .ru) == "через 2 дня")
    #expect(due(59 * 86_400, .day) == "in 59 days")
    #expect(due(-2 * 86_400, .day) == nil)
  }

  /// Two months out, a count of days or a countdown says less than months and years do.
  @Test func farOff_InMonthsThenYears_WhateverThePrecision() {
    #expect(due(60 * 86_400, .day) == "in ~2 months")
    #expect(due(59 * 86_400 + 3600, .hour) == "T−59d 1h")
    #expect(due(60 * 86_400 + 3600, .hour, .ru) == "через ~2 месяца")
    #expect(due(1_581 * 86_400, .day) == "in ~4 years")
    #expect(due(700 * 86_400, .day, .ru) == "через ~23 месяца")
    #expect(due(1_581 * 86_400, .hour, .ru) == "через ~4 года")
  }

  @Test func coarse_AreApproximate() {
    #expect(due(0, .month) == "this month")
    #expect(due(62 * 86_400, .month) == "in ~2 months")
    #expect(due(62 * 86_400, .month, .ru) == "через ~2 месяца")
    // Counted to the start of the period shown, in whole years to the nearest: 2029 begins 26
    // months after November 2026, the fourth quarter of 2031 59 months after.
    #expect(due(3 * 365 * 86_400, .year) == "in ~2 years")
    #expect(due(5 * 365 * 86_400, .quarter, .ru) == "через ~5 лет")
  }

  /// Launch Library 2 dates "2026" December 31 and "Q4 2026" December 31; the SpaceX API dates
  /// them January 1 and October 1. The period is what counts.
  @Test func coarse_AreTheirCalendarPeriod_WhereverTheSourceDatesThem() {
    let format = ISO8601DateFormatter()
    func due(_ date: String, _ precision: DatePrecision, _ language: Language = .en) -> String? {
      DueText.relative(format.date(from: date)!, precision: precision, now: now, language: language)
    }
    #expect(due("2026-12-31T00:00:00Z", .year) == "this year")
    #expect(due("2026-01-01T00:00:00Z", .year, .ru) == "в этом году")
    #expect(due("2026-12-31T00:00:00Z", .quarter) == "this quarter")
    #expect(due("2026-10-01T00:00:00Z", .quarter, .ru) == "в этом квартале")
    #expect(due("2026-12-31T00:00:00Z", .half) == "this half-year")
    #expect(due("2026-11-30T00:00:00Z", .month) == "this month")
    #expect(due("2025-12-31T00:00:00Z", .year) == nil, "2025 is over")
    #expect(due("2026-10-31T00:00:00Z", .month) == nil, "October is over")
    #expect(due("2027-12-31T00:00:00Z", .year) == "in ~2 months", "2027 begins in January")
  }
}
