import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// What an editor shows when a refreshing server finds a change: each editor client with a
/// launch's card open, the change said as a message and the open card following.
@Suite(.serialized) struct EditorRefreshNotificationsTests {
  private static let day: TimeInterval = 86_400

  /// An editor with a launch's card open, against a server that refreshes every half second
  /// after the fixture's launch A slipped two days: the change shows as a message, and the
  /// card's history follows. `editor` runs with the environment it is given and writes
  /// `messages.txt` and `view.txt` to SPACEX_OUT.
  private func editorFollowsARefresh(_ editor: URL, arguments: [String]) throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0, "the first sync, before the editor")
    let moved = try fixture.launchLibraryDate(a).addingTimeInterval(2 * Self.day)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moved) }

    let out = try TemporaryDirectory("spacex-editor")
    defer { out.remove() }
    let status = try EditorScript.run(
      editor, arguments: arguments,
      environment: fixture.environment(extra: [
        "SPACEX_RPC": Executable.spacexRPC.url.path, "SPACEX_OUT": out.path, "SPACEX_EXPECT": "Launch changes",
        "SPACEX_SCREEN": "launch id=\(a)", "SPACEX_RPC_REFRESH": "0.5",
      ]))
    let messages = (try? String(contentsOf: out.url.appendingPathComponent("messages.txt"), encoding: .utf8)) ?? ""
    let view = (try? String(contentsOf: out.url.appendingPathComponent("view.txt"), encoding: .utf8)) ?? ""
    #expect(status == 0, "\(messages)")
    #expect(messages.contains("spacex: Launch changes: Fixture Mission A: Slip +2d → "), "\(messages)")
    #expect(view.contains("Date moved 1 time: "), "the open card's history: \(view)")
  }

  @Test func neovim_ShowsWhatARefreshFound_AndTheOpenCardFollows() async throws {
    guard let nvim = NeovimTests.neovim() else {
      Issue.record("nvim is not installed: run the tests with Tests/run, which installs Debian's neovim")
      return
    }
    let plugin = Executable.packageRoot.appendingPathComponent("Apps/spacex.nvim")
    try editorFollowsARefresh(
      nvim,
      arguments: [
        "--headless", "-u", "NONE", "-i", "NONE", "--cmd", "set rtp^=\(plugin.path)",
        "-c", "luafile \(plugin.appendingPathComponent("tests/notifications.lua").path)",
      ])
  }

  @Test func emacs_ShowsWhatARefreshFound_AndTheOpenCardFollows() async throws {
    guard let emacs = EmacsTests.emacs() else {
      Issue.record("emacs is not installed: run the tests with Tests/run, which installs Debian's emacs-nox")
      return
    }
    let package = EmacsTests.package
    try editorFollowsARefresh(
      emacs,
      arguments: ["--batch", "-L", package.path, "-l", package.appendingPathComponent("tests/notifications.el").path])
  }
}
