import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The completion files as installed, in each real shell on a terminal, as a shell power user
/// types: zsh completes from `$fpath` (a `#compdef` file, not a script that runs compinit); a
/// free value (`--before 10m`, `--since 7d`, `--at 24h,1h`) gets nothing typed for it, never the
/// options' common prefix `--`; `settings set` goes word by word through the values it takes; and
/// names are read from the cache `--cache-dir` names on the line.
@Suite struct InstalledCompletionTests {
  /// Lines typed, TAB at the end, and the line each must leave.
  static let lines: [(typed: String, left: String)] = [
    ("spacex launches --status up\t", "spacex launches --status upcoming "),
    ("spacex next --wait --before \t", "spacex next --wait --before "),
    ("spacex changes --since \t", "spacex changes --since "),
    ("spacex watch --at \t", "spacex watch --at "),
    ("spacex settings se\t", "spacex settings set "),
    ("spacex settings set len\t", "spacex settings set length "),
    ("spacex settings set length f\t", "spacex settings set length ft "),
    ("spacex settings set units i\t", "spacex settings set units imperial "),
    ("spacex settings set language r\t", "spacex settings set language ru "),
    ("spacex favourite re\t", "spacex favourite remove "),
  ]

  @Test(arguments: ShellOnTerminal.Shell.allCases)
  func installedFile_CompletesAsTyped(_ shell: ShellOnTerminal.Shell) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let terminal = try ShellOnTerminal(shell, sandbox: sandbox)
    defer { terminal.remove() }
    let typed = try terminal.type(Self.lines.map(\.typed))
    for (line, result) in zip(Self.lines, typed) {
      #expect(result.line == line.left, "\(shell): \(line.typed.debugDescription)")
    }
  }

  /// zsh's offers, recorded as compadd adds them: after `set length` only the lengths, after a
  /// free value's flag nothing, after `set` only the keys.
  @Test func zsh_OffersOnlyWhatTheCommandTakes() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let terminal = try ShellOnTerminal(.zsh, sandbox: sandbox)
    defer { terminal.remove() }
    let typed = try terminal.type([
      "spacex settings set length \t", "spacex settings set \t", "spacex next --wait --before \t",
      "spacex launches --status \t", "spacex rocket fal\t",
    ])
    #expect(Set(typed[0].offered) == ["m", "ft"], "\(typed[0].offered)")
    #expect(Set(typed[1].offered) == ["length", "mass", "units", "language", "home"], "\(typed[1].offered)")
    #expect(typed[2].offered.isEmpty, "\(typed[2].offered)")
    #expect(typed[3].offered == ["all", "success", "failed", "upcoming"], "\(typed[3].offered)")
    #expect(Set(typed[4].offered) == ["falcon-1", "falcon-9", "falcon-heavy"], "\(typed[4].offered)")
  }

  /// A booster only another cache knows is completed when the line names that cache, in every
  /// shell (before, names came from the default cache whatever the line said).
  @Test(arguments: ShellOnTerminal.Shell.allCases)
  func namesComeFromTheCacheTheLineNames(_ shell: ShellOnTerminal.Shell) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let other = try TemporaryDirectory("spacex-other-cache")
    defer { other.remove() }
    try BoosterOnlyACacheKnows.fetch(sandbox, into: other.path)

    let terminal = try ShellOnTerminal(shell, sandbox: sandbox)
    defer { terminal.remove() }
    let typed = try terminal.type([
      "spacex --cache-dir \(other.path) booster B99\t", "spacex booster B99\t",
    ])
    #expect(typed[0].line == "spacex --cache-dir \(other.path) booster B9901 ", "\(shell)")
    #expect(typed[1].line == "spacex booster B99", "\(shell): the default cache does not know it")
  }
}
