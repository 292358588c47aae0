import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// How old what is shown of a launch may be, by how near it is.
@Suite struct LaunchFreshnessTests {
  private static let net = Date(timeIntervalSince1970: 1_800_000_000)

  private static func launch(_ status: LaunchStatusWord?, precision: DatePrecision = .hour) -> Launch {
    var launch = Launch.mock(
      "a", 1, "Fixture", "2027-01-15T08:00:00.000Z", rocket: "f9", pad: "slc40", success: nil, upcoming: true)
    launch.date = net
    launch.datePrecision = precision
    launch.launchDay = LaunchDay(status: status)
    return launch
  }

  /// (seconds from the NET, status, rule)
  private static let cases: [(TimeInterval, LaunchStatusWord?, TimeInterval)] = [
    (-86_401, .go, 3600), (-3 * 3600, .go, 1800), (-1800, .go, 300), (-1, .go, 300),
    // The two minutes after T−0 of a launch still Go: the look that tells the liftoff.
    (0, .go, 90), (119, .go, 90), (120, .go, 300),
    // Not for one flying, on hold (the count has stopped) or of unknown status.
    (30, .inFlight, 300), (30, .hold, 300), (30, nil, 300), (3599, .go, 300), (3600, .go, 3600),
  ]

  @Test(arguments: cases)
  func rule_ByNearness(after: TimeInterval, status: LaunchStatusWord?, rule: TimeInterval) {
    let now = Self.net.addingTimeInterval(after)
    #expect(LaunchFreshness.maximumAge(of: Self.launch(status), now: now, window: 3600) == rule)
  }

  @Test func aTimeKnownOnlyToTheDay_KeepsTheCacheWindow() {
    #expect(LaunchFreshness.maximumAge(of: Self.launch(.go, precision: .day), now: Self.net, window: 3600) == 3600)
  }
}
