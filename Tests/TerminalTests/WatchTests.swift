import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex watch` as a script runs it: against a Launch Library 2 stand-in whose launch is due in
/// seconds, while another process's sync records a hold.
@Suite(.serialized) struct WatchTests {
  /// The hold another process's sync records is told as a hold (never a scrub), the milestone at
  /// its moment, each a JSON object on its own line; `--exec` runs once per event with it.
  ///
  /// Synchronous on purpose: the hold must be synced before the milestone, and an async test's
  /// `await` can resume minutes late on a loaded two-core machine (its two cooperative threads
  /// held by tests blocked on their processes), which once put the hold after the milestone.
  @Test func jsonLines_TellAHoldAsAHold_AndTheMilestone() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    // A minute ahead: on a loaded machine (CI runs the sanitizers beside it; two CPU hogs beside
    // the suite) the other process's sync took longer than the 15 s, then 30 s, this once
    // allowed, and the hold came too late. (A clock the test moves would end this wait.)
    let due = Date().addingTimeInterval(60)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: due) }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.url.appendingPathComponent("events.txt")
    let watch = try RunningSpacex(
      [
        "watch", "--next", "--at", "4s", "--format", "json", "--exec",
        "echo \"$SPACEX_EVENT $SPACEX_LAUNCH_NAME\" >> \(log.path)",
      ],
      environment: fixture.environment())
    Thread.sleep(forTimeInterval: 1)
    try fixture.amendLaunchLibrary(a) { $0["status"] = ["id": 5, "abbrev": "Hold"] }
    #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0)
    // Both events have run `--exec` (the milestone at T−4s, some 26 s from now): then stop it.
    WallClockBounds.waitFor(upTo: .seconds(due.timeIntervalSinceNow) + WallClockBounds.event) {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count >= 2
    }
    let (stdout, stderr) = watch.stop()
    let events = stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(events.count == stdout.split(separator: "\n").count, "every line is JSON: \(stdout)")
    // Each in the order it reached the watch: on a loaded machine the other process's sync may
    // land after the milestone.
    let names = events.compactMap { $0["event"] as? String }
    #expect(names.sorted() == ["T-4s", "hold"], "\(stdout)\(stderr)")
    let hold = try #require(events.first { $0["event"] as? String == "hold" })
    #expect(hold["launchId"] as? String == a)
    #expect(hold["name"] as? String == "Fixture Mission A")
    #expect(hold["text"] as? String == "Hold: Go → Hold")
    let milestone = events.first { $0["event"] as? String == "T-4s" }
    #expect((milestone?["text"] as? String)?.hasPrefix("T−4s: liftoff ") == true, "\(events)")
    let ran = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let expected = names.map { "\($0) Fixture Mission A\n" }.joined()
    #expect(ran == expected, "--exec ran once per event, in their order: \(ran)")
  }

  /// `--on` tells only the kinds asked: of a plan's two events due in seconds, the one named,
  /// as its planned time comes, and no milestone.
  @Test func on_TellsOnlyTheKindsAsked_ATimelineEventByName() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let due = Date().addingTimeInterval(15)
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) {
      $0["net"] = ISO8601DateFormatter().string(from: due)
      $0["timeline"] = [
        ["type": ["id": 8, "abbrev": "GO for Launch"], "relative_time": "-PT5S"],
        ["type": ["id": 10, "abbrev": "Liftoff"], "relative_time": "P0D"],
      ]
    }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.url.appendingPathComponent("events.txt")
    let watch = try RunningSpacex(
      [
        "watch", "--next", "--on", "timeline:Liftoff", "--format", "json", "--exec",
        "echo \"$SPACEX_EVENT\" >> \(log.path)",
      ], environment: fixture.environment())
    // Told after the other event of the plan, had it been told: once it is, the output is whole.
    WallClockBounds.waitFor(upTo: .seconds(due.timeIntervalSinceNow) + WallClockBounds.event) {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("timeline:Liftoff")
    }
    let (stdout, stderr) = watch.stop()
    let events = stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(events.compactMap { $0["event"] as? String } == ["timeline:Liftoff"], "\(stdout)\(stderr)")
    #expect((events.first?["text"] as? String)?.hasPrefix("T+00:00:00 Liftoff (planned for ") == true, "\(events)")
  }

  /// `--on plumeLikely` (the Sky feature's): a slip of a favourite from midday to half an hour
  /// after sunset, seen from Orlando, is told once as a twilight plume now likely; nothing else
  /// (the slip itself) is told.
  @Test func on_PlumeLikely_TellsASlipIntoTwilight() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    try fixture.amendLaunchLibrary(a) { $0["net"] = "2030-12-10T17:00:00Z" }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    #expect(try fixture.run(["settings", "set", "home", "28.54,-81.38"]).status == 0)
    #expect(try fixture.run(["favourite", "add", "Fixture Mission A"]).status == 0)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.url.appendingPathComponent("events.txt")
    let watch = try RunningSpacex(
      ["watch", "--on", "plumeLikely", "--format", "json", "--exec", "echo \"$SPACEX_EVENT\" >> \(log.path)"],
      environment: fixture.environment())
    Thread.sleep(forTimeInterval: 1)
    // Sunset in Orlando on 10 December is near 22:31 UTC.
    try fixture.amendLaunchLibrary(a) { $0["net"] = "2030-12-10T23:00:00Z" }
    #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0)
    // The watch looks at the cache every 30 s while nothing it follows is near.
    WallClockBounds.waitFor(upTo: .seconds(30) + WallClockBounds.event) {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("plumeLikely")
    }
    let (stdout, stderr) = watch.stop()
    let events = stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(events.compactMap { $0["event"] as? String } == ["plumeLikely"], "\(stdout)\(stderr)")
    #expect((events.first?["text"] as? String)?.contains("twilight plume is now likely") == true, "\(events)")
    #expect(events.first?["launchId"] as? String == a)
  }

  /// On stderr, what it follows as it starts and again after a slip, with the launch's new time;
  /// the slip's JSON event carries the time after it.
  @Test func saysWhatItFollows_AtTheStart_AndAfterASlip() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    // Two days ahead, on the minute: the next launch (before the fixture's other, a month out).
    let net = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 2 * 86_400)
    let iso = ISO8601DateFormatter()
    let shown = { (date: Date) in
      String(iso.string(from: date).prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC"
    }
    try fixture.amendLaunchLibrary(a) { $0["net"] = iso.string(from: net) }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.url.appendingPathComponent("events.txt")
    let watch = try RunningSpacex(
      ["watch", "--next", "--format", "json", "--exec", "echo \"$SPACEX_EVENT\" >> \(log.path)"],
      environment: fixture.environment())
    let head = watch.stderr(until: "following")
    let expected = "spacex: following Fixture Mission A (\(shown(net))); next: T−24h at \(shown(net - 86_400))"
    #expect(head.contains(expected), "\(head)")
    let slipped = net + 3600
    try fixture.amendLaunchLibrary(a) { $0["net"] = iso.string(from: slipped) }
    #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0)
    // The watch looks at the cache every 30 s while nothing it follows is near.
    WallClockBounds.waitFor(upTo: .seconds(30) + WallClockBounds.event) {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("slip")
    }
    let (stdout, stderr) = watch.stop()
    #expect(stderr.contains("following Fixture Mission A (\(shown(slipped)))"), "\(head)\(stderr)")
    let slip = stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }.first { $0["event"] as? String == "slip" }
    let carried = (slip?["net"] as? String).flatMap { APIDateProbe.parse($0) }
    #expect(carried == slipped, "the time after the change: \(stdout)")
  }

  /// Nobody reads it (stdout a full disk, or a pipe whose reader left): it stops at the first
  /// event it cannot write, with status 1 and one line saying why.
  @Test func anOutputThatTakesNothing_EndsItWithStatusOne_AndOneLine() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // The sample's NROL-95 at 06:37; its T−10m five seconds of this clock (half a second) away.
    let environment = sandbox.environment(
      ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": "2026-07-30T06:26:55Z", "SPACEX_CLOCK_RATE": "10"])
    let result = try Executable.spacex.run(
      ["watch", "--next", "--at", "10m", "--offline"], environment: environment,
      stdoutTo: URL(fileURLWithPath: "/dev/full"))
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("spacex: following") }
    #expect(lines == ["spacex: could not write the output: No space left on device"], "\(result.stderr)")
  }

  @Test func misuse_IsAUsageError_AndNothingToFollowSaysHow() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let span = try Executable.spacex.run(["watch", "--next", "--at", "1h,soon"], environment: sandbox.environment())
    #expect(span.status == 2 && span.stderr.contains("--at"), "\(span.stderr)")
    let huge = try Executable.spacex.run(["watch", "--next", "--at", "200000d"], environment: sandbox.environment())
    #expect(huge.status == 2, "\(huge.stderr)")
    let on = try Executable.spacex.run(["watch", "--next", "--on", "hold,slpi"], environment: sandbox.environment())
    #expect(on.status == 2 && on.stderr.contains("--on") && on.stderr.contains("webcastEnded"), "\(on.stderr)")
    let tsv = try Executable.spacex.run(["watch", "--next", "--format", "tsv"], environment: sandbox.environment())
    #expect(tsv.status == 2, "\(tsv.stderr)")
    let nothing = try Executable.spacex.run(["watch", "--offline"], environment: sandbox.environment())
    #expect(nothing.status == 1, "\(nothing.stderr)")
    #expect(nothing.stderr.contains("no launch to watch"), "\(nothing.stderr)")
  }
}

/// An ISO 8601 time as the JSON lines write it, with or without milliseconds.
private enum APIDateProbe {
  static func parse(_ text: String) -> Date? {
    let withFraction = ISO8601DateFormatter()
    withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return withFraction.date(from: text) ?? ISO8601DateFormatter().date(from: text)
  }
}
