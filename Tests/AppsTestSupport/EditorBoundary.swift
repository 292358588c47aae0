import Foundation
import Testing

/// The boundary every editor client keeps: it learns every screen, column, row target and key
/// from the server, so its code names none of ours. The words come from the server itself (each
/// screen's name, each method's namespace), so a new feature's words are checked the day it lands.
package enum EditorBoundary {
  /// The protocol's own words: how any client opens, drives and closes views and starts a session
  /// (`home`: the screen `initialize` names to start on, and a top-level screen's entry on it).
  package static let generic: Set = ["view", "rpc", "initialize", "shutdown", "exit", "home", "$"]

  /// The words of ours the test host's `rpc.discover` names (the made-up `gadgets` among them).
  package static func words(_ sandbox: Sandbox) throws -> Set<String> {
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment(), executable: .rpcTestHost)
    defer { _ = rpc.finish() }
    let document = try #require(rpc.request("rpc.discover")["result"] as? [String: Any])
    let screens = try #require(document["x-screens"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    let namespaces = try #require(document["methods"] as? [[String: Any]]).compactMap {
      ($0["name"] as? String)?.split(separator: ".").first.map(String.init)
    }
    let words = Set(screens + namespaces).subtracting(generic)
    #expect(words.contains("gadgets") && words.contains("launches"), "the words come from the server: \(words)")
    return words
  }

  /// Records each of `words` a line of `file`'s code names, its comments (from `comment` on) left
  /// out: prose may say what an install ships however features are named.
  package static func check(_ file: URL, comment: String, against words: Set<String>) throws {
    let code = try String(contentsOf: file, encoding: .utf8).lowercased()
      .split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.range(of: comment).map { String(line[..<$0.lowerBound]) } ?? String(line)
      }
    for word in words.sorted() {
      let pattern = try Regex("[^a-z]\(word)[^a-z]")
      let hits = code.filter { ("\n" + $0 + "\n").contains(pattern) }
      #expect(hits.isEmpty, "\(file.lastPathComponent) names '\(word)': \(hits.first ?? "")")
    }
  }
}
