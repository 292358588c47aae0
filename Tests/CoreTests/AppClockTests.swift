import Core
import Foundation
import Testing

/// The app's clock from `SPACEX_NOW`, `SPACEX_CLOCK_RATE` and `SPACEX_CLOCK_SINCE`: standing
/// still by default, faster when asked (its waits shorter by the same rate), the same for every
/// process given the same anchor, and every value from outside checked.
@Suite struct AppClockTests {
  private static let start = Date(timeIntervalSince1970: 1_800_000_000)
  private static let startText = "2027-01-15T08:00:00Z"

  @Test func withoutSpacexNow_IsTheSystemsClock() throws {
    let clock = try AppClock.from(environment: [:])
    let before = Date()
    let read = clock.now()
    let after = Date()
    #expect(before <= read && read <= after, "the system's time, not a fixed one")
  }

  @Test func spacexNowAlone_StandsStill() throws {
    let clock = try AppClock.from(environment: ["SPACEX_NOW": Self.startText])
    #expect(clock.now() == Self.start)
    #expect(clock.now() == Self.start)
  }

  /// What processes share through files stays on the system's clock while this one stands
  /// still: a window there would otherwise never end.
  @Test func aStillClock_LeavesSharedStateOnTheSystemsClock_AMovingOneDoesNot() throws {
    let still = try AppClock.from(environment: ["SPACEX_NOW": Self.startText])
    #expect(!still.moves && still.forSharedState.now() != Self.start)
    let moving = try AppClock.from(environment: ["SPACEX_NOW": Self.startText, "SPACEX_CLOCK_RATE": "1"])
    #expect(moving.moves && moving.forSharedState.now().timeIntervalSince(Self.start) < 3600)
  }

  @Test func aRate_MovesThatManyTimesRealTime_AndShortensItsWaitsAsMuch() async throws {
    let real = Locked(Duration.seconds(3))
    let slept = Locked<[Duration]>([])
    let clock = AppClock.simulated(
      from: Self.start, rate: 60, elapsed: { real.withLock { $0 } },
      realSleep: { span in slept.withLock { $0.append(span) } })
    #expect(clock.now() == Self.start.addingTimeInterval(180))
    real.withLock { $0 = .seconds(60) }
    #expect(clock.now() == Self.start.addingTimeInterval(3600), "an hour in a minute")
    try await clock.sleep(.seconds(600))
    #expect(slept.withLock { $0 } == [.seconds(10)], "ten minutes of it in ten seconds")
  }

  /// Two processes started at different real times agree, given the same anchor.
  @Test func theSameAnchor_GivesProcessesStartedApartTheSameTime() throws {
    let environment = [
      "SPACEX_NOW": Self.startText, "SPACEX_CLOCK_RATE": "2", "SPACEX_CLOCK_SINCE": "2026-12-01T00:00:00Z",
    ]
    let anchor = try #require(APIDate.parse("2026-12-01T00:00:00Z"))
    let early = try AppClock.from(environment: environment) { anchor.addingTimeInterval(100) }
    let late = try AppClock.from(environment: environment) { anchor.addingTimeInterval(100) }
    for clock in [early, late] {
      let ahead = clock.now().timeIntervalSince(Self.start)
      // 100 real seconds since the anchor at twice real time, plus the instants this test takes.
      #expect(ahead >= 200 && ahead < 200 + 2 * 600, "\(ahead)")
    }
  }

  @Test(arguments: [
    ["SPACEX_CLOCK_RATE": "10"],
    ["SPACEX_NOW": "tomorrow"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "-1"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "nan"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "inf"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "1e308"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "1001"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_RATE": "fast"],
    ["SPACEX_NOW": startText, "SPACEX_CLOCK_SINCE": "then"],
  ])
  func aValueOutOfRange_IsAUsageError_NamingIt(environment: [String: String]) {
    #expect(throws: UsageError.self, "\(environment)") { try AppClock.from(environment: environment) }
  }

  /// An anchor in the future or ages ago is held to sane bounds, never overflowing the clock.
  @Test func aHostileAnchor_IsClamped() throws {
    let environment = [
      "SPACEX_NOW": Self.startText, "SPACEX_CLOCK_RATE": "1000", "SPACEX_CLOCK_SINCE": "0001-01-01T00:00:00Z",
    ]
    let clock = try AppClock.from(environment: environment)
    #expect(clock.now().timeIntervalSince(Self.start) <= 1000 * (366 * 86_400 + 600))
  }
}
