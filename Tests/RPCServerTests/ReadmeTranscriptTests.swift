import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The README's "Writing a client" session, replayed against the real server: every member a
/// reply shows there must be in the real reply, so the documentation cannot drift.
@Suite struct ReadmeTranscriptTests {
  /// The `-->` and `<--` lines of the README's `jsonrpc-transcript` block, in order.
  static func transcript() throws -> [(sent: String?, expected: String?)] {
    let readme = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("Apps/spacex-rpc/README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```jsonrpc-transcript\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    return readme[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      if line.hasPrefix("--> ") { return (String(line.dropFirst(4)), nil) }
      if line.hasPrefix("<-- ") { return (nil, String(line.dropFirst(4))) }
      return nil
    }
  }

  /// Whether `expected` is in `actual`: an object's members each in the actual's, an array's
  /// elements each in some element of the actual's, anything else equal.
  static func contained(_ expected: Any, in actual: Any) -> Bool {
    switch (expected, actual) {
    case (let expected as [String: Any], let actual as [String: Any]):
      return expected.allSatisfy { key, value in actual[key].map { contained(value, in: $0) } ?? false }
    case (let expected as [Any], let actual as [Any]):
      return expected.allSatisfy { element in actual.contains { contained(element, in: $0) } }
    case (is NSNull, is NSNull):
      return true
    case (let expected as NSNumber, let actual as NSNumber):
      return expected == actual
    case (let expected as String, let actual as String):
      return expected == actual
    default:
      return false
    }
  }

  @Test func writingAClient_SessionMatchesTheRealServer() throws {
    let lines = try Self.transcript()
    #expect(lines.count >= 10)
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(
      arguments: [], environment: sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["LANG": "C"]))
    var replies: [Int: [String: Any]] = [:]
    var exited = false
    for line in lines {
      if let sent = line.sent {
        let message = try #require(JSONSerialization.jsonObject(with: Data(sent.utf8)) as? [String: Any])
        try rpc.send(message)
        if let id = message["id"] as? Int {
          while replies[id] == nil {
            let reply = try rpc.receive()
            if let replyID = reply["id"] as? Int { replies[replyID] = reply }
          }
        } else if message["method"] as? String == "exit" {
          exited = true
        }
      } else if let expected = line.expected {
        let object = try #require(JSONSerialization.jsonObject(with: Data(expected.utf8)) as? [String: Any])
        let id = try #require(object["id"] as? Int)
        let actual = try #require(replies[id], "no reply to \(id)")
        #expect(Self.contained(object, in: actual), "README shows \(expected)\nserver said \(actual)")
      }
    }
    #expect(exited)
    #expect(rpc.finish() == 0)
  }

  /// The reference's method table names every method and notification `rpc.discover` lists, and
  /// nothing else: a method added or renamed cannot go undocumented.
  @Test func methodTable_NamesWhatRPCDiscoverLists() throws {
    let readme = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("Apps/spacex-rpc/README.md"), encoding: .utf8)
    let table = try #require(readme.range(of: "| method | params | result |"))
    let rows = readme[table.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    // A row's first cell: `name`, `a` / `b`, or `name` (notification).
    let documented = Set(
      rows.flatMap { row in
        row.dropFirst().prefix { $0 != "|" }.split(separator: "/").compactMap { cell -> String? in
          let name = cell.drop { $0 != "`" }.dropFirst().prefix { $0 != "`" }
          return name.isEmpty ? nil : String(name)
        }
      })
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let discovered = try #require(try rpc.request("rpc.discover")["result"] as? [String: Any])
    #expect(rpc.finish() == 0)
    let methods = try #require(discovered["methods"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    let notifications = (discovered["x-notifications"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    let served = Set(methods + notifications)
    #expect(served.count > 20)
    #expect(served.subtracting(documented).sorted() == [], "served, not in the table")
    #expect(documented.subtracting(served).sorted() == [], "in the table, not served")
  }
}
