import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// "Webcast ● live now" only from a Launch Library 2 copy fresh enough to vouch for it (15
/// minutes): never from the offline sample, nor from a cached copy older than that.
@Suite struct LiveClaimTests {
  static let launch = ["launch", "Starlink Group 17-39"]
  static let starlink = "e1079d3a-c0a6-4b42-bc1d-92e48a5a78fc"

  @Test func theOfflineSample_NeverSaysLive() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // Launch Library 2 on (its part of the sample), at an address that answers nothing.
    let environment = sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0")
    let card = try Executable.spacex.run(["--offline"] + Self.launch, environment: environment)
    #expect(card.status == 0, "\(card.stderr)")
    #expect(!card.stdout.contains("live now"), "\(card.stdout)")
    #expect(card.stdout.contains("youtube.com"), "the webcast's link is still there")
    let list = try Executable.spacex.run(
      ["--offline", "launches", "--status", "upcoming", "--format", "json"], environment: environment)
    #expect(list.status == 0 && list.stdout.contains("Starlink Group 17-39"), "\(list.stderr)")
    #expect(!list.stdout.contains(#""webcastLive" : true"#) && !list.stdout.contains(#""webcastLive":true"#))
  }

  @Test func aFreshCopy_SaysLive_AnOldOneDoesNot() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    // The stand-in says the webcast is live (the sample it serves never does).
    try fixture.amendLaunchLibrary(Self.starlink) { $0["webcast_live"] = true }
    let fresh = try fixture.run(Self.launch)
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(fresh.stdout.contains("● live now"), "a copy fetched just now vouches for it: \(fresh.stdout)")

    try fixture.backdateCache(by: 20 * 60)
    let old = try fixture.run(["--offline"] + Self.launch)
    #expect(old.status == 0, "\(old.stderr)")
    #expect(!old.stdout.contains("live now"), "a copy 20 minutes old: \(old.stdout)")
  }
}
