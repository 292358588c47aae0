import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The next launch in an editor's status line (spacex.nvim's `statusline()`, spacex.el's
/// `spacex-mode-line-mode`): nothing, and no server started, before a session; then exactly the
/// line `spacex next --line --width 40` prints from the same cache; nothing once the session
/// ended. Each editor runs its script in Apps/…/tests/statusline.*.
@Suite(.serialized) struct EditorStatusLineTests {
  /// A cache holding the fixture's launch A, twelve minutes before it (the clock pinned, so the
  /// editor's line and the command's are the same second's); the script's three files.
  private func statusLine(_ editor: URL, arguments: [String]) throws -> (
    before: String, line: String, after: String, expected: String
  ) {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let launchA = try fixture.launchLibraryDate(LaunchLibraryFixture.fixtureA)
    let pinned = ["SPACEX_NOW": ISO8601DateFormatter().string(from: launchA.addingTimeInterval(-12 * 60))]
    #expect(try fixture.run(["launches", "--limit", "1"], extra: pinned).status == 0, "the sync that fills the cache")
    let command = try fixture.run(["next", "--line", "--width", "40"], extra: pinned)
    #expect(command.status == 0, "\(command.stderr)")

    let out = try TemporaryDirectory("spacex-editor")
    defer { out.remove() }
    let status = try EditorScript.run(
      editor, arguments: arguments,
      environment: fixture.environment(
        extra: pinned.merging([
          "SPACEX_RPC": Executable.spacexRPC.url.path, "SPACEX_OUT": out.path, "SPACEX_SCREEN": "launches",
          "SPACEX_RPC_REFRESH": "0",
        ]) { $1 }), stderr: out.url.appendingPathComponent("stderr.txt"))
    let read = { (name: String) in
      ((try? String(contentsOf: out.url.appendingPathComponent(name), encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .newlines)
    }
    #expect(status == 0, "\(read("error.txt"))\n\(read("stderr.txt"))")
    return (read("before.txt"), read("line.txt"), read("after.txt"), command.stdout.trimmingCharacters(in: .newlines))
  }

  @Test func neovim_ShowsTheServersLine_OnlyWhileASessionIsOpen() throws {
    guard let nvim = NeovimTests.neovim() else {
      Issue.record("nvim is not installed: run the tests with Tests/run, which installs Debian's neovim")
      return
    }
    let plugin = Executable.packageRoot.appendingPathComponent("Apps/spacex.nvim")
    let shown = try statusLine(
      nvim,
      arguments: [
        "--headless", "-u", "NONE", "-i", "NONE", "--cmd", "set rtp^=\(plugin.path)",
        "-c", "luafile \(plugin.appendingPathComponent("tests/statusline.lua").path)",
      ])
    #expect(shown.before == "\"\" false", "empty, and no server started for it")
    #expect(shown.expected.hasPrefix("Fixture Mission A T−00:12:00"), "\(shown.expected)")
    #expect(shown.line == shown.expected)
    #expect(shown.after == "\"\"")
  }

  @Test func emacs_ShowsTheServersLine_OnlyWhileASessionIsOpen() throws {
    guard let emacs = EmacsTests.emacs() else {
      Issue.record("emacs is not installed: run the tests with Tests/run, which installs Debian's emacs-nox")
      return
    }
    let package = EmacsTests.package
    let shown = try statusLine(
      emacs,
      arguments: ["--batch", "-L", package.path, "-l", package.appendingPathComponent("tests/statusline.el").path])
    #expect(shown.before == "\"\" nil", "empty, and no server started for it")
    #expect(shown.line == shown.expected)
    #expect(shown.after == "\"\"")
  }
}
