import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A launch card in the user's zone names the zone one way: the window beside the date says
/// `GMT-7` as the date does (it said `America/Los_Angeles` beside `GMT-7`).
@Suite struct LaunchCardZoneTests {
  @Test func theWindow_NamesTheZoneAsTheDateDoes() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(
      ll2URL: "http://127.0.0.1:9/2.3.0",
      extra: ["TZ": "America/Los_Angeles", "SPACEX_NOW": "2026-07-19T12:00:00Z"])
    let card = try Executable.spacex.run(["launch", "Starlink Group 17-39"], environment: environment)
    #expect(card.status == 0, "\(card.stderr)")
    let lines = card.stdout.split(separator: "\n").map(String.init)
    let date = try #require(lines.first { $0.hasPrefix("Date") }, "\(card.stdout)")
    let window = try #require(lines.first { $0.hasPrefix("Window") }, "\(card.stdout)")
    let zone = try #require(date.split(separator: " ").last.map(String.init))
    #expect(!zone.contains("/") && window.hasSuffix(" " + zone), "\(date) / \(window)")
  }
}
