import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import Testing

/// Where the flight plan stands on the ticking `next` line: the event reached and the next one
/// with how soon, from the current NET; nothing on a hold (the count has stopped).
@Suite struct TimelineProgressTests {
  private static let net = Date(timeIntervalSince1970: 1_800_000_000)

  private static func launch(status: LaunchStatusWord? = .go, precision: DatePrecision = .hour) -> Launch {
    let events = [(1, -2_280), (5, -420), (8, -60), (10, 0), (12, 146)].map {
      TimelineEvent(typeID: $0.0, abbrev: nil, offset: $0.1)
    }
    return Launch(
      id: "x", flightNumber: nil, name: "Fixture", date: net, datePrecision: precision, isUpcoming: true,
      launchDay: LaunchDay(status: status, timeline: events))
  }

  @Test func beforeTheFirstEvent_SaysOnlyTheNext() {
    let line = TimelineText.progress(of: Self.launch(), at: Self.net.addingTimeInterval(-3_000), language: .en)
    #expect(line == "▸ GO for propellant load in 12m")
  }

  @Test func betweenEvents_SaysTheOneReached_AndTheNextWithHowSoon() {
    let at = Self.net.addingTimeInterval(-400)
    #expect(TimelineText.progress(of: Self.launch(), at: at, language: .en) == "Engine chill ▸ GO for launch in 5m 40s")
    #expect(
      TimelineText.progress(of: Self.launch(), at: at, language: .ru)
        == "Захолаживание двигателей ▸ Разрешение на пуск через 5 мин 40 с")
  }

  @Test func afterLiftoff_CountsOnAgainstThePlan_ThenTheLastEventStays() {
    #expect(
      TimelineText.progress(of: Self.launch(), at: Self.net.addingTimeInterval(100), language: .en)
        == "Liftoff ▸ Main engine cutoff (MECO) in 46s")
    #expect(
      TimelineText.progress(of: Self.launch(), at: Self.net.addingTimeInterval(900), language: .en)
        == "Main engine cutoff (MECO)")
  }

  @Test func aSlip_MovesThePlan() {
    var launch = Self.launch()
    launch.date += 600
    #expect(
      TimelineText.progress(of: launch, at: Self.net.addingTimeInterval(-400), language: .en)
        == "GO for propellant load ▸ Engine chill in 9m 40s", "ten minutes later: chill at T−7m is 9m 40s off")
  }

  @Test func onAHold_OrWithoutAFirmTime_NothingIsSaid() {
    let at = Self.net.addingTimeInterval(-400)
    #expect(TimelineText.progress(of: Self.launch(status: .hold), at: at, language: .en) == nil)
    #expect(TimelineText.progress(of: Self.launch(status: .toBeDetermined), at: at, language: .en) == nil)
    #expect(TimelineText.progress(of: Self.launch(precision: .day), at: at, language: .en) == nil)
  }
}
