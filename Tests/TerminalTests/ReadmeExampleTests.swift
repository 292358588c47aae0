import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The front page's example is what the binary prints: each `$ spacex …` block of README.md is run
/// as it says (no network, nothing cached: a fresh `HOME`, both APIs unreachable) on a
/// pseudo-terminal, and what the terminal shows is compared with the example line by line.
@Suite struct ReadmeExampleTests {
  /// The blocks: the command after `$ `, then the lines shown under it.
  private static func examples() throws -> [(command: [String], lines: [String])] {
    let readme = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [(command: [String], lines: [String])] = []
    var current: (command: [String], lines: [String])?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("    $ spacex ") {
        if let current { examples.append(current) }
        current = (line.dropFirst("    $ spacex ".count).split(separator: " ").map(String.init), [])
      } else if line.hasPrefix("    ") || line.isEmpty, current != nil {
        // A blank line stays in the block (the terminal's blank line before the footer).
        current?.lines.append(String(line.dropFirst(4)))
      } else if let done = current {
        examples.append(done)
        current = nil
      }
    }
    if let current { examples.append(current) }
    return examples.map { example in
      var lines = example.lines
      while lines.last?.isEmpty == true { lines.removeLast() }
      return (example.command, lines)
    }
  }

  @Test func theFrontPagesExample_IsWhatTheBinaryPrints() throws {
    let examples = try Self.examples()
    #expect(!examples.isEmpty, "README.md shows a `$ spacex` example")
    for example in examples {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      // The day the example was last read against the binary: statuses and ages are as of now.
      let environment = sandbox.environment(
        ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": "2026-12-03T12:00:00Z", "COLUMNS": "100"])
      // On a terminal, as the example shows it: the streams interleaved as written, no colour.
      var onTerminal = environment
      onTerminal["NO_COLOR"] = "1"
      let (passed, transcript) = try PythonScript.run(
        Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/pty_type.py"),
        ["", "", "--", Executable.spacex.url.path] + example.command, environment: onTerminal)
      #expect(passed, "\(example.command): \(transcript)")
      var printed = transcript.replacingOccurrences(of: "\r\n", with: "\n")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while printed.last?.isEmpty == true { printed.removeLast() }
      #expect(printed == example.lines, "README.md's `spacex \(example.command.joined(separator: " "))`")
    }
  }
}
