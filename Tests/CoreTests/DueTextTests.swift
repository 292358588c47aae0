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
    #expect(due(-2 * 86_400, .day) == nil)
  }

  @Test func coarse_AreApproximate() {
    #expect(due(0, .month) == "this month")
    #expect(due(62 * 86_400, .month) == "in ~2 months")
    #expect(due(62 * 86_400, .month, .ru) == "через ~2 месяца")
    #expect(due(3 * 365 * 86_400, .year) == "in ~3 years")
    #expect(due(5 * 365 * 86_400, .quarter, .ru) == "через ~5 лет")
  }
}
