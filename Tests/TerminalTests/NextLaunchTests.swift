import AppsTestSupport
import Foundation
import Locking
import TestSupport
import Testing

/// `spacex next`: the next launch due, from the data that knows the future (the Launch Library 2
/// fixture dates two launches after the test runs), said once in a pipe, ticking on a terminal.
@Suite struct NextLaunchTests {
  @Test func pipe_ShowsTheNextLaunchOnce_WithWhenItIsDue() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let next = try fixture.run(["next"])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.hasPrefix("Fixture Mission A — go\n"), "LL2's word: \(next.stdout.prefix(60))")
    let due = next.stdout.split(separator: "\n").first { $0.hasPrefix("Due: ") }.map(String.init) ?? "none"
    #expect(due.wholeMatch(of: /Due: T−[23]d( \d{1,2}h)?/) != nil, "three days out, to the hour: \(due)")
    #expect(!next.stdout.contains("\u{1B}"), "no escapes in a pipe")

    let json = try fixture.run(["next", "--json"])
    let launch = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["launch"]
    #expect((launch as? [String: Any])?["name"] as? String == "Fixture Mission A")

    let none = try fixture.run(["next", "--rocket", "starship"])
    #expect(none.status == 1)
    #expect(none.stderr.hasPrefix("Error: No launch of starship still to come is known in this data: "))
    let unknown = try fixture.run(["next", "--rocket", "saturn"])
    #expect(unknown.status == 1 && unknown.stderr.hasPrefix("Error: No rocket matches 'saturn'."))
  }

  @Test func offlineSample_KnowsNoFutureLaunch() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(["next", "--offline"], environment: sandbox.environment())
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix(Self.nothingToCome), "\(result.stderr)")
  }

  /// What a user offline is told when nothing is to come: that, and how to get fresh data.
  private static let nothingToCome =
    "Error: No launch still to come is known in this data: it may be old or the offline sample."
    + " For fresh data, connect to the network and run `spacex next --refresh`.\n"

  /// A fresh install with no network in December 2026: every launch of the sample is past its
  /// date. `next --wait` and `watch --next` have nothing to wait for: they say so, how to get
  /// fresh data, and exit 1 (before, `--wait` said "No launch matches 'next'" and `watch` waited
  /// silently for ever).
  @Test(arguments: [["next", "--wait"], ["watch", "--next"], ["next", "--wait", "--lang", "ru"]])
  func offline_NothingToWaitFor_IsSaid(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(
      ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": "2026-12-03T12:00:00Z"])
    let result = try Executable.spacex.run(arguments, environment: environment, hangGuard: .seconds(60))
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
    if arguments.contains("ru") {
      #expect(result.stderr.contains("В этих данных нет предстоящих запусков: "), "\(result.stderr)")
    } else {
      #expect(result.stderr.hasSuffix(Self.nothingToCome), "\(arguments): \(result.stderr)")
    }
  }

  /// Under a pseudo-terminal (`script`), the countdown line is rewritten in place until `q`, and
  /// only when its text changes: once a second within a day, once for a launch days away.
  @Test(arguments: [(2 * 3600.0, true), (3 * 86_400.0, false)])
  func terminal_TicksWhenTheTextChanges_UntilQ(dueIn seconds: Double, ticks: Bool) throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) {
      $0["net"] = ISO8601DateFormatter().string(from: Date().addingTimeInterval(seconds))
    }
    // Two frames when it ticks, one when it does not; then 2.5 s more, in which one that does
    // not tick must draw nothing (a loaded machine can only draw less in them).
    let (text, status) = try Self.onATerminal(fixture, thenFor: 2.5) {
      Self.frames(Self.live($0)).count >= (ticks ? 2 : 1)
    }
    #expect(status == 0, "\(text)")
    #expect(text.components(separatedBy: "Due: T−").count == 1 + (ticks ? 0 : 1) || ticks, "\(text)")
    // After the card and the source lines, the cursor is hidden and the line rewritten in place.
    let live = text.components(separatedBy: "\u{1B}[?25l").last ?? ""
    let before = text.components(separatedBy: "\u{1B}[?25l").first ?? ""
    #expect(!before.contains("Due: "), "the live line says it, not the text before it as well: \(before)")
    let frames = Self.frames(live)
    if ticks {
      #expect(frames.count >= 2, "ticked: \(frames)")
      #expect(frames.allSatisfy { $0.wholeMatch(of: /Due: T−01:59:\d\d/) != nil }, "\(frames)")
    } else {
      #expect(frames.count == 1 && frames.first?.hasPrefix("Due: T−") == true, "said once: \(frames)")
    }
    #expect(Set(frames).count == frames.count, "nothing printed twice: \(frames)")
    #expect(live.hasSuffix("\u{1B}[?25h\r\n"), "the cursor is back, on a new line")
  }

  /// At T−0 the line syncs once and goes on as T+: awaiting confirmation while Launch Library 2
  /// still says Go, a hold said as a hold (its change in a line of its own) with the clock stopped
  /// at T−0, in flight once it is.
  @Test(
    arguments: [
      ("Go", 1, "T+00:00:0", " · awaiting confirmation", nil),
      ("Hold", 5, "Hold · T−00:00:00 (count stopped at ", ")", "Fixture Mission A: Hold: Go → Hold"),
      ("In Flight", 6, "In flight · T+00:00:0", "", "Fixture Mission A: Status Go → In Flight"),
    ] as [(String, Int, String, String, String?)])
  func terminal_AtTMinusZero_GoesOnAsTPlus_FollowingLaunchLibrary(
    status: String, id: Int, lead: String, tail: String, said: String?
  ) throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    // Far enough ahead that the sync and the start, slow on a loaded machine, end before it.
    let moment = Date().addingTimeInterval(8)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moment) }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    try fixture.amendLaunchLibrary(a) { $0["status"] = ["id": id, "abbrev": status] }
    let (text, exit) = try Self.onATerminal(fixture, thenFor: 0.5) { text in
      Self.frames(Self.live(text)).contains { $0.hasPrefix(lead) && $0.hasSuffix(tail) }
    }
    #expect(exit == 0, "\(text)")
    let frames = Self.frames(text.components(separatedBy: "\u{1B}[?25l").last ?? "")
    #expect(frames.contains { $0.hasPrefix("Due: T−00:00:0") }, "counted down first: \(frames)")
    let after = frames.filter { $0.hasPrefix(lead) && $0.hasSuffix(tail) }
    #expect(!after.isEmpty, "then \(lead)…\(tail): \(frames)")
    if let said {
      let saying = frames.filter { $0 == said + "\r\n" || $0 == said }
      #expect(saying.count == 1, "said once, in a line of its own: \(frames)")
    }
  }

  /// What the live line wrote: all after the cursor was hidden.
  private static func live(_ text: String) -> String {
    text.components(separatedBy: "\u{1B}[?25l").dropFirst().last ?? ""
  }

  /// `spacex next` under a pseudo-terminal (`script`) until what it wrote satisfies `done` (or the
  /// bound of a wait for an event), `seconds` more, then `q`: what it wrote, and its exit status.
  private static func onATerminal(
    _ fixture: LaunchLibraryFixture, thenFor seconds: TimeInterval, until done: (String) -> Bool
  ) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    let command = ([Executable.spacex.url.path, "next", "--no-color"]).map { "'\($0)'" }.joined(separator: " ")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = fixture.environment()
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.runBounded()
    // Read as it comes, on a thread of its own, so the wait below can look at it.
    let written = Locked(Data())
    let reader = Thread {
      while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
        written.withLock { $0.append(chunk) }
      }
    }
    reader.start()
    WallClockBounds.waitFor { done(String(decoding: written.withLock { $0 }, as: UTF8.self)) }
    Thread.sleep(forTimeInterval: seconds)
    input.fileHandleForWriting.write(Data("q".utf8))
    process.waitUntilExit()
    WallClockBounds.waitFor { reader.isFinished }
    let text = String(decoding: written.withLock { $0 }, as: UTF8.self)
    return (text, process.terminationStatus)
  }

  /// Each state of the live line as it was drawn (a said line keeps its line end).
  private static func frames(_ live: String) -> [String] {
    live.components(separatedBy: "\r\u{1B}[K").dropFirst().map {
      $0.replacingOccurrences(of: "\u{1B}[?25h\r\n", with: "").replacingOccurrences(of: "\u{1B}[?25h", with: "")
    }
  }
}
