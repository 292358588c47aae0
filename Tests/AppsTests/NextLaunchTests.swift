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
    #expect(next.stdout.hasPrefix("Fixture Mission A — upcoming\n"), "\(next.stdout.prefix(60))")
    let due = next.stdout.split(separator: "\n").first { $0.hasPrefix("Due: ") }
    #expect(due == "Due: in 2 days" || due == "Due: in 3 days", "\(due ?? "none")")
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

  /// Under a pseudo-terminal (`script`), the countdown line is rewritten in place until `q`.
  @Test func terminal_TicksUntilQ() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
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
    let frames = live.components(separatedBy: "\r\u{1B}[K").dropFirst()
    #expect(frames.count >= 2, "ticked: \(frames.count) frames")
    #expect(frames.allSatisfy { $0.hasPrefix("Due: in 2 days") || $0.hasPrefix("Due: in 3 days") }, "\(frames)")
    #expect(live.hasSuffix("\u{1B}[?25h\r\n"), "the cursor is back, on a new line")
  }
}
