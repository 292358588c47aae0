import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// One drawing of every screen: a view's drawn lines are, byte for byte, what the one-shot
/// command prints (its stdout, then a blank line and the footer its stderr ends with: where the
/// data came from) at 60, 80 and 120 columns in both languages. (The editors' buffers are those
/// lines below their own header: `NeovimTests` and `EmacsTests` hold them to it.)
@Suite struct OneDrawingTests {
  /// Screens and the commands that show them, a list and a card of each kind among them.
  static let screens: [(command: [String], screen: String, params: [String: String]?)] = [
    (["rockets"], "rockets", nil), (["launches"], "launches", nil),
    (["launches", "--status", "failed"], "launches", ["status": "failed"]),
    (["launch", "CRS-7"], "launch", ["ref": "CRS-7"]), (["booster", "B1058"], "booster", ["ref": "B1058"]),
    (["launchpad", "KSC LC 39A"], "launchpad", ["ref": "KSC LC 39A"]), (["stats"], "stats", nil),
    (["payloads"], "payloads", nil), (["settings"], "settings", nil),
  ]

  /// What the one-shot command prints at `width`: its stdout and its stderr (which ends with the
  /// footer, after any notice about the run itself).
  private func printed(_ command: [String], width: Int, language: String, _ sandbox: Sandbox) throws -> (
    stdout: String, stderr: String
  ) {
    let environment = sandbox.environment(extra: ["NO_COLOR": "1", "COLUMNS": "\(width)", "SPACEX_NOW": Self.now])
    let run = try Executable.spacex.run(command + ["--offline", "--lang", language], environment: environment)
    #expect(run.status == 0, "\(command): \(run.stderr)")
    return (run.stdout, run.stderr)
  }

  private static let now = "2026-01-01T00:00:00Z"

  private func drawn(_ rpc: RPCSession, screen: String, params: [String: String]?, width: Int) throws -> String {
    var request: [String: Any] = ["screen": screen, "width": width]
    if let params { request["params"] = params }
    let answer = try #require(try rpc.request("view.open", request)["result"] as? [String: Any])
    let lines = try #require(answer["lines"] as? [[String: Any]])
    return lines.compactMap { $0["text"] as? String }.map { $0 + "\n" }.joined()
  }

  @Test(arguments: ["en", "ru"])
  func drawnLines_AreTheOneShotCommandsOutput(language: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(
      arguments: ["--offline"], environment: sandbox.environment(extra: ["SPACEX_NOW": Self.now]))
    _ = try rpc.request("initialize", ["locale": language, "capabilities": ["drawnLines": [:] as [String: Any]]])
    for (command, screen, params) in Self.screens {
      for width in [60, 80, 120] {
        let lines = try drawn(rpc, screen: screen, params: params, width: width)
        let (stdout, stderr) = try printed(command, width: width, language: language, sandbox)
        #expect(lines.split(separator: "\n").count > 3, "\(command) at \(width): \(lines)")
        // The lines are stdout, then (under a blank line) the footer stderr ends with.
        // (The settings are the user's own: no source, no footer.)
        let footer =
          lines == stdout ? "" : lines.hasPrefix(stdout + "\n") ? String(lines.dropFirst(stdout.count + 1)) : nil
        #expect(footer != nil, "\(command) at \(width):\n\(lines)\n---\n\(stdout)")
        #expect(
          footer.map { stderr.hasSuffix($0) && ($0.isEmpty == (screen == "settings")) } == true,
          "\(command) at \(width): \(stderr)")
      }
    }
    #expect(rpc.finish() == 0)
  }
}
