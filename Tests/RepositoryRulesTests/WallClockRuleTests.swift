import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// No test asserts how fast the machine is: a wall-clock measurement or a literal timeout in the
/// tests (Swift, and the editors' Lua and Emacs Lisp test scripts) is flagged unless it is
/// `WallClockBounds`' or listed below with why it cannot make a loaded machine fail a test. And no
/// test can hold the run for ever: every process it starts, and every wait, ends.
@Suite struct WallClockRuleTests {
  /// What counts as a wall-clock bound, per language.
  private static let patterns: [(suffix: String, pattern: String)] = [
    (
      ".swift",
      #"ContinuousClock\.now|Date\(\)\.timeIntervalSince\(|timeIntervalSinceNow|\.timeLimit\(\.|timeout: \.now\(\)"#
    ),
    (".lua", #"vim\.wait\(\s*[0-9]"#),
    (".el", #"\(<\s+waited\s+[0-9]|with-timeout\s+\(\s*[0-9]"#),
  ]

  /// Bounds kept, each with why it cannot fail on a loaded machine: `file: [text on the line]`.
  private static let kept: [String: [String: String]] = [
    "Tests/TestSupport/WallClockBounds.swift": [
      "ContinuousClock.now": "the bounds themselves"
    ],
    "Tests/TerminalTests/WatchTests.swift": [
      "timeIntervalSinceNow": "waits until the launch's own moment plus an event's bound"
    ],
    "Tests/TerminalTests/LaunchChangesTests.swift": [
      "Date().timeIntervalSince(": "a lower bound: `next --wait` must not end before its moment"
    ],
    "Apps/spacex.nvim/tests/run.lua": [
      "vim.wait(20)": "a pause for the redraw after an answer, not a bound"
    ],
    "Apps/spacex.nvim/tests/notifications.lua": [
      "vim.wait(2000, function() return false end": "a pause after the news, for the view's change to follow"
    ],
  ]

  @Test func everyWallClockBound_IsAnEventsBound_OrListed() throws {
    let flagged = try Self.lines(in: ["Tests", "Apps/spacex.nvim/tests", "Apps/spacex.el/tests"]) { path in
      Self.patterns.first(where: { path.hasSuffix($0.suffix) }).map { ($0.pattern, Self.kept[path, default: [:]]) }
    }
    #expect(
      flagged.isEmpty,
      """
      wall-clock bounds outside WallClockBounds: wait for an event with WallClockBounds.waitFor or \
      .eventually (or the editors' SPACEX_TEST_EVENT_SECONDS), or list the line in \
      WallClockRuleTests.kept with why a loaded machine cannot fail it:
      \(flagged.joined(separator: "\n"))
      """)
  }

  /// What would let one test hold the whole run for ever: a process started with `run()` (no
  /// bound: `runBounded()`), waited for with `waitpid` (``ProcessBound/wait(for:command:within:)``),
  /// or a sleep that swallows its cancellation (`try? await Task.sleep`: once a time limit has
  /// cancelled the test, sleeping throws at once, and a loop around it spins until what it waits
  /// for comes, perhaps never, while Swift Testing waits for the test to return).
  private static let unending = #"\.run\(\)|\bwaitpid\(|try\? await Task\.sleep"#

  /// Where the unending forms are the bound itself.
  private static let bounds: [String: [String: String]] = [
    "Tests/TestSupport/BoundedProcess.swift": ["waitpid(pid": "the bounded wait"],
    "Tests/TestSupport/WallClockBounds.swift": [
      "try? await Task.sleep(for: poll)": "`eventually`: its loop ends on cancellation and at its deadline"
    ],
  ]

  @Test func everyProcessIsBounded_AndEveryWaitEndsWithItsTest() throws {
    let flagged = try Self.lines(in: ["Tests"]) { path in
      path.hasSuffix(".swift") ? (Self.unending, Self.bounds[path, default: [:]]) : nil
    }
    #expect(
      flagged.isEmpty,
      """
      a wait that may never end: start processes with runBounded(), wait for a spawned one with \
      ProcessBound.wait, and let a sleep's cancellation end the loop (try await Task.sleep):
      \(flagged.joined(separator: "\n"))
      """)
  }

  /// Every line under `folders` that matches the pattern `rule` gives for its file (none: the file
  /// is not looked at), unless it contains one of the texts kept for it; as `path:line: text`.
  private static func lines(
    in folders: [String], rule: (String) -> (pattern: String, kept: [String: String])?
  ) throws -> [String] {
    let root = Executable.packageRoot
    var flagged: [String] = []
    for folder in folders {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        guard path != "Tests/RepositoryRulesTests/WallClockRuleTests.swift", let (pattern, kept) = rule(path)
        else { continue }
        let regex = try Regex(pattern)
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(regex) && !kept.keys.contains(where: { line.contains($0) }) {
          flagged.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return flagged
  }

  /// The rule sees what it is for: each language's pattern flags a bound written the old way.
  @Test func theRule_FlagsALiteralTimeout() throws {
    let samples = [
      (".swift", "#expect(Date().timeIntervalSince(started) < 2)"),
      (".swift", "@Test(.timeLimit(.minutes(1))) func x() {}"),
      (".lua", "vim.wait(5000, function() return done end, 20)"),
      (".el", "(while (and (not done) (< waited 300))"),
    ]
    for (suffix, line) in samples {
      let pattern = try #require(Self.patterns.first { $0.suffix == suffix }?.pattern)
      #expect(line.contains(try Regex(pattern)), "\(suffix): \(line)")
    }
    for line in [
      "try process.run()", "while waitpid(pid, &status, 0) < 0 {}", "try? await Task.sleep(for: .milliseconds(1))",
    ] {
      #expect(line.contains(try Regex(Self.unending)), "\(line)")
    }
    #expect(!"try process.runBounded()".contains(try Regex(Self.unending)))
  }
}
