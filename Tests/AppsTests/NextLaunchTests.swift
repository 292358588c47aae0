import Foundation
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
    #expect(none.stderr == "Error: No upcoming launch of starship is known in this data.\n")
    let unknown = try fixture.run(["next", "--rocket", "saturn"])
    #expect(unknown.status == 1 && unknown.stderr.hasPrefix("Error: No rocket matches 'saturn'."))
  }

  @Test func offlineSample_KnowsNoFutureLaunch() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(["next", "--offline"], environment: sandbox.environment())
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix("Error: No upcoming launch is known in this data.\n"))
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = ([Executable.spacex.url.path, "next", "--no-color"]).map { "'\($0)'" }.joined(separator: " ")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = fixture.environment()
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    Thread.sleep(forTimeInterval: 2.5)
    input.fileHandleForWriting.write(Data("q".utf8))
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    // After the card and the source lines, the cursor is hidden and the line rewritten in place.
    let live = text.components(separatedBy: "\u{1B}[?25l").last ?? ""
    let frames = live.components(separatedBy: "\r\u{1B}[K").dropFirst().map {
      $0.replacingOccurrences(of: "\u{1B}[?25h\r\n", with: "")
    }
    if ticks {
      #expect(frames.count >= 2, "ticked: \(frames)")
      #expect(frames.allSatisfy { $0.wholeMatch(of: /Due: T−01:59:\d\d/) != nil }, "\(frames)")
    } else {
      #expect(frames.count == 1 && frames.first?.hasPrefix("Due: T−") == true, "said once: \(frames)")
    }
    #expect(Set(frames).count == frames.count, "nothing printed twice: \(frames)")
    #expect(live.hasSuffix("\u{1B}[?25h\r\n"), "the cursor is back, on a new line")
  }
}
