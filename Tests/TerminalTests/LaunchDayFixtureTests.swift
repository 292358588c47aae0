import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Launch day end to end, on a Launch Library 2 stand-in serving a launch in 2.3.0's detailed
/// shape: a timeline, three streams with start and end times, editors' notes in words made up for
/// the test, and LL2's counts. The card's timeline moves with a slip; "live" comes only from fresh
/// data; `changes --notes` interleaves the notes with the ledger's changes by time; the counts
/// are LL2's where our catalog is not complete, and LL2's stands beside ours where it differs.
@Suite(.serialized) struct LaunchDayFixtureTests {
  private static let a = LaunchLibraryFixture.fixtureA
  private static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

  /// Fixture Mission A due in 30 minutes, as LL2 2.3.0's detailed shape lists a launch day.
  private static func launchDay(_ fixture: LaunchLibraryFixture, now: Date) throws {
    func at(_ seconds: TimeInterval) -> String { iso(now.addingTimeInterval(seconds)) }
    try fixture.amendLaunchLibrary(a) { launch in
      launch["net"] = at(30 * 60)
      launch["webcast_live"] = true
      launch["timeline"] = [
        ["type": ["id": 1, "abbrev": "GO for Prop Load"], "relative_time": "-PT38M"],
        ["type": ["id": 10, "abbrev": "Liftoff"], "relative_time": "P0D"],
        ["type": ["id": 12, "abbrev": "MECO"], "relative_time": "PT2M26S"],
        ["type": ["id": 19, "abbrev": "Stage 1 Landing"], "relative_time": "PT8M19S"],
      ]
      launch["vid_urls"] = [
        [
          "url": "https://example.test/restream", "priority": 8, "publisher": "Re-streamer",
          "type": ["id": 4, "name": "Unofficial Re-stream"], "language": ["code": "en"],
          "start_time": at(3600), "end_time": NSNull(), "title": "Words of a title",
        ],
        [
          "url": "https://example.test/earlier", "priority": 9, "publisher": "Earlier Show",
          "type": ["id": 3, "name": "Unofficial Webcast"], "language": ["code": "en"],
          "start_time": at(-3600), "end_time": at(-300),
        ],
        [
          "url": "https://example.test/official", "priority": 10, "publisher": "SpaceX",
          "type": ["id": 1, "name": "Official Webcast"], "language": ["code": "en"],
          "start_time": at(-600), "end_time": at(3 * 3600),
        ],
      ]
      launch["updates"] = [
        ["id": 1, "comment": "Test note: booster assigned.", "created_by": "Editor A", "created_on": at(-2 * 86_400)],
        ["id": 2, "comment": "Test note: weather looks fine.", "created_by": "Editor B", "created_on": at(-1800)],
      ]
      launch["agency_launch_attempt_count_year"] = 95
      launch["pad_launch_attempt_count_year"] = 12
      launch["pad_turnaround"] = "P3DT18H"
    }
  }

  @Test func theTimeline_MovesWithASlip() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let now = Date()
    try Self.launchDay(fixture, now: now)
    let before = try fixture.run(["launch", "Fixture Mission A"], extra: ["TZ": "UTC"])
    #expect(before.status == 0, "\(before.stderr)")
    let liftoff = Self.clock(now.addingTimeInterval(30 * 60))
    #expect(before.stdout.contains("T+00:00:00  \(liftoff)  Liftoff"), "\(before.stdout)")
    try fixture.amendLaunchLibrary(Self.a) { $0["net"] = Self.iso(now.addingTimeInterval(40 * 60)) }
    let after = try fixture.run(["launch", "Fixture Mission A", "--refresh"], extra: ["TZ": "UTC"])
    #expect(after.status == 0, "\(after.stderr)")
    let moved = Self.clock(now.addingTimeInterval(40 * 60))
    #expect(after.stdout.contains("T+00:00:00  \(moved)  Liftoff"), "\(after.stdout)")
    #expect(after.stdout.contains("T+00:08:19  \(Self.clock(now.addingTimeInterval(40 * 60 + 499)))  Stage 1 landing"))
  }

  @Test func live_OnlyTheStreamsOnAir_OnlyFromAFreshCopy() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.launchDay(fixture, now: Date())
    let fresh = try fixture.run(["launch", "Fixture Mission A"])
    #expect(fresh.status == 0, "\(fresh.stderr)")
    let streams = fresh.stdout.split(separator: "\n").filter { $0.contains("example.test/") }.map(String.init)
    #expect(streams.contains { $0.contains("● live · SpaceX · official webcast") }, "\(fresh.stdout)")
    #expect(streams.contains { $0.contains("Earlier Show") && !$0.contains("live") }, "ended: \(streams)")
    #expect(streams.contains { $0.contains("Re-streamer") && !$0.contains("live") }, "not begun: \(streams)")
    #expect(!fresh.stdout.contains("Words of a title"), "a stream's title is LL2's prose, never kept")

    // The same copy twenty minutes on, by the clock: too old to vouch for anything live.
    try fixture.backdateCache(by: 20 * 60)
    let old = try fixture.run(["--offline", "launch", "Fixture Mission A"])
    #expect(old.status == 0, "\(old.stderr)")
    #expect(!old.stdout.contains("live"), "\(old.stdout)")
    #expect(old.stdout.contains("SpaceX · official webcast"), "the streams are still listed: \(old.stdout)")
  }

  @Test func notes_InterleaveWithTheLedgersChanges_ByTime() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let now = Date()
    try Self.launchDay(fixture, now: now)
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0, "the ledger's baseline")
    try fixture.amendLaunchLibrary(Self.a) { $0["net"] = Self.iso(now.addingTimeInterval(45 * 60)) }
    let changes = try fixture.run(["changes", "--notes", "--since", "3d", "--refresh"])
    #expect(changes.status == 0, "\(changes.stderr)")
    let rows = changes.stdout.split(separator: "\n").dropFirst().map(String.init)
    #expect(rows.count == 3, "\(changes.stdout)")
    // Newest first: the slip just seen, the note of 30 minutes ago, the note of two days ago.
    #expect(rows[0].contains("Slip +15m"), "\(rows)")
    #expect(rows[1].contains("Note:") && rows[1].contains("weather looks fine"), "\(rows)")
    #expect(rows[2].contains("Note:") && rows[2].contains("booster assigned"), "\(rows)")
  }

  @Test func counts_AreLaunchLibrary2s_WhereOurCatalogIsNotComplete_OrBesideOursWhereTheyDiffer() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.launchDay(fixture, now: Date())
    let card = try fixture.run(["launch", "Fixture Mission A"], extra: ["COLUMNS": "120"])
    #expect(card.status == 0, "\(card.stderr)")
    // The stand-in's copy is complete for our catalog (a synced copy lists every SpaceX launch),
    // but it holds the sample's few launches of this year, not the 95 LL2 counted: both said.
    let year = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date()).year!
    let line = card.stdout.split(separator: "\n").first { $0.contains("launch of \(year)") }.map(String.init) ?? ""
    #expect(line.hasSuffix("(Launch\u{00A0}Library\u{00A0}2: 95th)"), "\(card.stdout)")
    #expect(card.stdout.contains("Pad turnaround: "), "\(card.stdout)")

    // Offline with nothing cached, the sample alone is complete only to 2022: LL2's counts, as LL2's.
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let sample = try Executable.spacex.run(
      ["--offline", "launch", "Starlink Group 17-39"],
      environment: sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["COLUMNS": "120"]))
    #expect(
      sample.stdout.contains("SpaceX's 87th launch of 2026 (by Launch\u{00A0}Library\u{00A0}2)"), "\(sample.stdout)")
  }

  private static func clock(_ date: Date) -> String {
    let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
    return String(format: "%02d:%02d", parts.hour!, parts.minute!)
  }
}
