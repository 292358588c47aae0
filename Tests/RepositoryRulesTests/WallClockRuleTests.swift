import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// No test asserts how fast the machine is: a wall-clock measurement or a literal timeout in the
/// tests (Swift, and the editors' Lua and Emacs Lisp test scripts) is flagged unless it is
/// `WallClockBounds`' or listed below with why it cannot make a loaded machine fail a test.
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
    "Tests/AppsTestSupport/Executable.swift": [
      "exited.wait(timeout: .now() + bound.timeInterval)": "a hang guard its callers pass (an event's bound)"
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
    let root = Executable.packageRoot
    var flagged: [String] = []
    for folder in ["Tests", "Apps/spacex.nvim/tests", "Apps/spacex.el/tests"] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        guard path != "Tests/RepositoryRulesTests/WallClockRuleTests.swift",
          let rule = Self.patterns.first(where: { path.hasSuffix($0.suffix) })
        else { continue }
        let regex = try Regex(rule.pattern)
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(regex) {
          let allowed = Self.kept[path, default: [:]].keys.contains { line.contains($0) }
          if !allowed { flagged.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
        }
      }
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
  }
}
