import Core
import Foundation
import LaunchesPresentation
import Testing

@testable import LaunchesDomain

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

  /// Days out, the wait for the first event is the due clock's span again: where it stands on the
  /// count says something the clock does not.
  @Test func hoursBeforeTheFirstEvent_SaysWhereItStandsOnTheCount() {
    let at = Self.net.addingTimeInterval(-(2 * 86_400 + 22 * 3600))
    #expect(TimelineText.progress(of: Self.launch(), at: at, language: .en) == "▸ GO for propellant load at T−00:38:00")
    #expect(TimelineText.progress(of: Self.launch(), at: at, language: .ru) == "▸ Разрешение на заправку в Т−00:38:00")
  }

  @Test func betweenEvents_SaysTheOneReached_AndTheNextWithHowSoon() {
    let at = Self.net.addingTimeInterval(-400)
    #expect(TimelineText.progress(of: Self.launch(), at: at, language: .en) == "Engine chill ▸ GO for launch in 5m 40s")
    #expect(
      TimelineText.progress(of: Self.launch(), at: at, language: .ru)
        == "Захолаживание двигателей ▸ Разрешение на пуск через 5 мин 40 с")
  }

  @Test func afterLiftoff_CountsOnAgainstThePlan_ThenTheLastEventStays() {
    let flying = Self.launch(status: .inFlight)
    #expect(
      TimelineText.progress(of: flying, at: Self.net.addingTimeInterval(100), language: .en)
        == "Liftoff ▸ Main engine cutoff (MECO) in 46s")
    #expect(
      TimelineText.progress(of: flying, at: Self.net.addingTimeInterval(900), language: .en)
        == "Main engine cutoff (MECO)")
  }

  /// Past T−0 still Go, no word of liftoff: the plan is not walked as if the rocket flew.
  @Test func pastTZero_WithoutALiftoff_NothingIsDoneOrCounting() {
    for seconds in [0.0, 50, 300] {
      #expect(TimelineText.progress(of: Self.launch(), at: Self.net.addingTimeInterval(seconds), language: .en) == nil)
    }
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

/// The timeline events `spacex watch --on timeline` tells: those whose planned time, from the
/// current NET, came since its last look; none on a hold.
@Suite struct WatchTimelineEventsTests {
  private static let net = Date(timeIntervalSince1970: 1_800_000_000)

  private static func launch(status: LaunchStatusWord) -> Launch {
    let events = [(5, -420), (10, 0), (12, 146)].map { TimelineEvent(typeID: $0.0, abbrev: nil, offset: $0.1) }
    return Launch(
      id: "x", flightNumber: nil, name: "Fixture", date: net, datePrecision: .hour, isUpcoming: true,
      launchDay: LaunchDay(status: status, timeline: events))
  }

  @Test func theEventsWhoseTimesCame_SinceTheLastLook() {
    let launch = Self.launch(status: .go)
    let told = LaunchDayWatch.timelineEvents(
      of: launch, after: Self.net.addingTimeInterval(-1), upTo: Self.net.addingTimeInterval(150))
    #expect(told.map(\.typeID) == [10, 12])
    #expect(LaunchDayWatch.timelineEvents(of: launch, after: Self.net, upTo: Self.net.addingTimeInterval(100)).isEmpty)
    let held = LaunchDayWatch.timelineEvents(
      of: Self.launch(status: .hold), after: Self.net.addingTimeInterval(-1000), upTo: Self.net)
    #expect(held.isEmpty, "on a hold the count has stopped")
  }
}
