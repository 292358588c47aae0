import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex-rpc` as an editor runs it: a subprocess fed frames on stdin.
@Suite struct SpacexRPCTests {
  private func run(_ input: String, arguments: [String] = ["--offline"]) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    return try Executable.spacexRPC.run(arguments, environment: sandbox.environment(), stdin: Data(input.utf8))
  }

  private func object(_ line: Substring) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func rocketsList_OverNDJSON_AnswersFourItemsWithEnvelope() throws {
    let result = try run(#"{"jsonrpc":"2.0","id":1,"method":"rockets.list"}"# + "\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let reply = try object(lines[0])
    let envelope = try #require(reply["result"] as? [String: Any])
    #expect((envelope["items"] as? [Any])?.count == 4)
    #expect(envelope["totalItems"] as? Int == 4)
    #expect(envelope["source"] as? String == "bundled")
    #expect(envelope["stale"] as? Bool == false)
    let snapshot = try #require(envelope["snapshot"] as? [String: Any])
    #expect((snapshot["sections"] as? [[String: Any]])?.map { $0["id"] as? String } == ["active", "inactive"])
  }

  @Test func rocketsGet_OverContentLength_AnswersInContentLength() throws {
    let body = #"{"jsonrpc":"2.0","id":"a","method":"rockets.get","params":{"id":"falcon9"}}"#
    let result = try run("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    #expect(result.status == 0)
    let header = try #require(result.stdout.range(of: "\r\n\r\n"))
    let length = Int(result.stdout[..<header.lowerBound].replacingOccurrences(of: "Content-Length: ", with: ""))
    let payload = result.stdout[header.upperBound...]
    #expect(length == payload.utf8.count)
    let reply = try object(payload)
    let item = try #require((reply["result"] as? [String: Any])?["item"] as? [String: Any])
    #expect(item["name"] as? String == "Falcon 9")
  }

  @Test func stdoutCarriesFramesOnly_ErrorsAreAnswered_AndTheServerKeepsServing() throws {
    let input =
      [
        "{not json", #"{"jsonrpc":"2.0","id":2,"method":"rockets.get","params":{"id":"nope"}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"rockets.get","params":null}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"initialize"}"#,
      ].joined(separator: "\n") + "\n"
    let result = try run(input)
    let replies = try result.stdout.split(separator: "\n").map(object)
    #expect(replies.count == 4)
    let byID = Dictionary(uniqueKeysWithValues: replies.map { ("\($0["id"].map { "\($0)" } ?? "null")", $0) })
    #expect((byID["<null>"]?["error"] as? [String: Any])?["code"] as? Int == -32700)
    let notFound = try #require(byID["2"]?["error"] as? [String: Any])
    #expect(notFound["code"] as? Int == 1001)
    #expect((notFound["data"] as? [String: Any])?["suggestions"] as? [String] == [])
    #expect(((byID["3"]?["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "id")
    #expect(
      ((byID["4"]?["result"] as? [String: Any])?["serverInfo"] as? [String: Any])?["name"] as? String == "spacex-rpc")
  }

  @Test func exit_AfterShutdown_IsZero_WithoutIt_One() throws {
    let clean = try run(
      #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"# + "\n" + #"{"jsonrpc":"2.0","method":"exit"}"# + "\n")
    #expect(clean.status == 0)
    let abrupt = try run(#"{"jsonrpc":"2.0","method":"exit"}"# + "\n")
    #expect(abrupt.status == 1)
  }
}

@Suite struct DiscoverTests {
  @Test func discover_DescribesEveryMethodWithItsParams() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let input =
      #"{"jsonrpc":"2.0","id":1,"method":"rpc.discover"}"# + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#
      + "\n"
    let result = try Executable.spacexRPC.run(
      ["--offline"], environment: sandbox.environment(), stdin: Data(input.utf8))
    let replies = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let byID = Dictionary(uniqueKeysWithValues: replies.map { ($0["id"] as? Int ?? 0, $0) })
    let document = try #require(byID[1]?["result"] as? [String: Any])
    #expect(document["openrpc"] as? String == "1.3.2")
    let methods = try #require(document["methods"] as? [[String: Any]])
    let names = Set(methods.compactMap { $0["name"] as? String })
    let capabilities =
      ((byID[2]?["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["methods"] as? [String]
    #expect(names.union(["shutdown", "exit"]) == Set(capabilities ?? []))
    for required in ["rockets.list", "launches.list", "launches.get", "view.open", "settings.update"] {
      #expect(names.contains(required), "\(required)")
    }
    let list = try #require(methods.first { $0["name"] as? String == "launches.list" })
    let params = (list["params"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(params == ["from", "limit", "page", "program", "rocket", "search", "sort", "status", "to", "year"])
    let errors = (document["components"] as? [String: Any])?["errors"] as? [String: [String: Any]]
    #expect(errors?["NotFound"]?["code"] as? Int == 1001)
    // The server's README documents every code rpc.discover lists: the application codes as
    // rows of its table, the protocol's in its text.
    let readme = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("Apps/spacex-rpc/README.md"), encoding: .utf8)
    let codes = (errors ?? [:]).compactMap { $0.value["code"] as? Int }
    #expect(codes.count == 11, "\(errors ?? [:])")
    for code in codes {
      let documented = code > 0 ? readme.contains("| \(code) |") : readme.contains("\(code)")
      #expect(documented, "code \(code) is not in Apps/spacex-rpc/README.md")
    }
  }
}

@Suite struct ServerHelpTests {
  @Test func helpAndVersion_AnswerOnStdout_AndExitZero() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let help = try Executable.spacexRPC.run(["--help"], environment: sandbox.environment())
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("spacex-rpc: SpaceX data over JSON-RPC 2.0"))
    #expect(help.stdout.contains("--source auto|live|cache|bundled"))
    let version = try Executable.spacexRPC.run(["--version"], environment: sandbox.environment())
    #expect(version.status == 0 && version.stdout.hasPrefix("spacex-rpc "))
    let bad = try Executable.spacexRPC.run(["--frobnicate"], environment: sandbox.environment())
    #expect(bad.status == 2)
    #expect(bad.stderr == "spacex-rpc: unknown option '--frobnicate'. See 'spacex-rpc --help'.\n")
  }
}
