import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Launch day as a user reads it offline, on 19 July 2026 (the sample's Launch Library 2 launches
/// are then still to come): LL2's status words and countdowns in the list, a card with its window,
/// live webcast and recorded history, and `spacex changes`, from a ledger earlier syncs left.
/// Both languages, at the widths people use.
@Suite struct LaunchDayOutputTests {
  static let now = "2026-07-19T12:00:00Z"
  static let starlink1739 = "e1079d3a-c0a6-4b42-bc1d-92e48a5a78fc"
  static let flight13 = "ac897b9f-44d2-4ff4-8416-1a0a076e98a2"
  static let nrol95 = "24675e3d-2458-48a3-8c70-5196e44d4dc3"

  static let commands: [(name: String, arguments: [String])] = [
    // From July: the SpaceX API's plans frozen in 2022 would fill the first page otherwise.
    ("upcoming-list", ["launches", "--status", "upcoming", "--sort", "oldest", "--from", "2026-07-01"]),
    ("history-card", ["launch", "Starlink Group 17-39"]),
    ("changes", ["changes", "--since", "7d"]),
  ]

  /// What the syncs of the week before saw, as the ledger keeps it.
  static let ledger: [[String: String]] = [
    [
      "seenAt": "2026-07-14T09:00:00.000Z", "launchID": nrol95, "launchName": "NROL-95", "kind": "new",
      "to": "2026-07-30T06:37:00.000Z", "toPrecision": "MIN",
    ],
    [
      "seenAt": "2026-07-15T18:30:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "date", "from": "2026-07-18T15:10:00.000Z", "to": "2026-07-19T15:02:00.000Z", "fromPrecision": "MIN",
      "toPrecision": "MIN",
    ],
    [
      "seenAt": "2026-07-17T07:45:00.000Z", "launchID": flight13, "launchName": "Flight 13", "kind": "date",
      "from": "2026-07-22T22:45:00.000Z", "to": "2026-07-23T22:45:00.000Z", "fromPrecision": "MIN",
      "toPrecision": "MIN",
    ],
    [
      "seenAt": "2026-07-18T21:15:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "date", "from": "2026-07-19T15:02:00.000Z", "to": "2026-07-20T14:49:32.000Z", "fromPrecision": "MIN",
      "toPrecision": "SEC",
    ],
    [
      "seenAt": "2026-07-18T21:15:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "status", "from": "8", "to": "1",
    ],
    [
      "seenAt": "2026-07-19T11:40:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "webcast", "from": "false", "to": "true",
    ],
    // A hold and its end are no scrub; a launch called off to TBD is.
    [
      "seenAt": "2026-07-19T11:45:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "status", "from": "1", "to": "5",
    ],
    [
      "seenAt": "2026-07-19T11:50:00.000Z", "launchID": starlink1739, "launchName": "Starlink Group 17-39",
      "kind": "status", "from": "5", "to": "1",
    ],
    [
      "seenAt": "2026-07-19T11:55:00.000Z", "launchID": flight13, "launchName": "Flight 13",
      "kind": "status", "from": "1", "to": "2",
    ],
  ]

  @Test(arguments: [60, 80, 120])
  func launchDay(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let lines = try Self.ledger.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
    try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(
      to: sandbox.cacheDirectory.appendingPathComponent("launch-changes.jsonl"))
    for (name, arguments) in Self.commands {
      for language in ["en", "ru"] {
        let environment = sandbox.environment(
          ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["COLUMNS": "\(width)", "SPACEX_NOW": Self.now])
        let result = try Executable.spacex.run(
          arguments + ["--offline", "--lang", language, "--utc"], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tooWide = result.streams.split(separator: "\n").filter { $0.count > width && !$0.contains("://") }
        #expect(tooWide.isEmpty, "\(name) \(language) at \(width): \(tooWide)")
        Snapshot.assert(result.streams, named: "\(name)-\(language)-\(width)")
      }
    }
  }
}
