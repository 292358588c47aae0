import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Every example of the JSON-RPC 2.0 specification (section 7), replayed against a spawned
/// `spacex-rpc` (with the spec's example methods switched on) in both framings.
@Suite struct RPCConformanceTests {
  enum Framing: String, CaseIterable {
    case lineDelimited, contentLength
  }

  /// Each example: what is sent, and the replies expected (`nil`: no reply at all). A reply is
  /// compared on `id` and `result`, or `id` and `error.code`.
  static let examples: [(name: String, send: String, expect: String?)] = [
    (
      "positional 1", #"{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}"#,
      #"{"jsonrpc": "2.0", "result": 19, "id": 1}"#
    ),
    (
      "positional 2", #"{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}"#,
      #"{"jsonrpc": "2.0", "result": -19, "id": 2}"#
    ),
    (
      "named 1", #"{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}"#,
      #"{"jsonrpc": "2.0", "result": 19, "id": 3}"#
    ),
    (
      "named 2", #"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}"#,
      #"{"jsonrpc": "2.0", "result": 19, "id": 4}"#
    ),
    ("notification", #"{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}"#, nil),
    ("notification, unknown method", #"{"jsonrpc": "2.0", "method": "foobar"}"#, nil),
    (
      "unknown method", #"{"jsonrpc": "2.0", "method": "foobar", "id": "1"}"#,
      #"{"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "1"}"#
    ),
    (
      "invalid JSON", #"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#,
      #"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null}"#
    ),
    (
      "invalid request", #"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#,
      #"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#
    ),
    (
      "batch, invalid JSON",
      #"[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}, {"jsonrpc": "2.0", "method"]"#,
      #"{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": null}"#
    ),
    ("empty batch", "[]", #"{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}"#),
    (
      "invalid batch of one", "[1]",
      #"[{"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null}]"#
    ),
    (
      "invalid batch", "[1,2,3]",
      #"[{"jsonrpc":"2.0","error":{"code":-32600},"id":null},{"jsonrpc":"2.0","error":{"code":-32600},"id":null},{"jsonrpc":"2.0","error":{"code":-32600},"id":null}]"#
    ),
    (
      "mixed batch",
      #"[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}, {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}, {"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"}, {"foo": "boo"}, {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"}, {"jsonrpc": "2.0", "method": "get_data", "id": "9"}]"#,
      #"[{"jsonrpc": "2.0", "result": 7, "id": "1"}, {"jsonrpc": "2.0", "result": 19, "id": "2"}, {"jsonrpc": "2.0", "error": {"code": -32600}, "id": null}, {"jsonrpc": "2.0", "error": {"code": -32601}, "id": "5"}, {"jsonrpc": "2.0", "result": ["hello", 5], "id": "9"}]"#
    ),
    (
      "batch of notifications",
      #"[{"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]}, {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}]"#,
      nil
    ),
  ]

  static func frame(_ message: String, _ framing: Framing) -> Data {
    switch framing {
    case .lineDelimited: Data((message + "\n").utf8)
    case .contentLength: Data("Content-Length: \(message.utf8.count)\r\n\r\n\(message)".utf8)
    }
  }

  /// The payloads in `output`, unframed.
  static func messages(_ output: String, _ framing: Framing) -> [String] {
    switch framing {
    case .lineDelimited:
      return output.split(separator: "\n").map(String.init)
    case .contentLength:
      var rest = Substring(output)
      var messages: [String] = []
      while let header = rest.range(of: "\r\n\r\n") {
        let length =
          Int(rest[..<header.lowerBound].split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        let body = rest[header.upperBound...].utf8.prefix(length)
        messages.append(String(decoding: body, as: UTF8.self))
        rest = rest[header.upperBound...].dropFirst(String(decoding: body, as: UTF8.self).count)
      }
      return messages
    }
  }

  /// A reply reduced to what the spec fixes: id, result, error code.
  static func essence(_ json: String) -> [String]? {
    guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
      return nil
    }
    let replies = (value as? [Any]) ?? [value]
    return replies.compactMap { $0 as? [String: Any] }.map { reply in
      let id = reply["id"].map { "\($0)" } ?? "absent"
      if let error = reply["error"] as? [String: Any] { return "id=\(id) error=\(error["code"] ?? "?")" }
      let result = reply["result"].flatMap {
        try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed, .sortedKeys])
      }
      return "id=\(id) result=\(result.map { String(decoding: $0, as: UTF8.self) } ?? "absent")"
    }.sorted()
  }

  @Test(arguments: Framing.allCases)
  func specExamples_AreAnsweredAsTheSpecSays(framing: Framing) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(extra: ["SPACEX_RPC_SPEC_METHODS": "1"])
    for example in Self.examples {
      let result = try Executable.spacexRPC.run(
        ["--offline"], environment: environment, stdin: Self.frame(example.send, framing))
      #expect(result.status == 0, "\(example.name)")
      let replies = Self.messages(result.stdout, framing)
      if let expected = example.expect {
        #expect(replies.count == 1, "\(example.name): \(replies)")
        #expect(replies.first.flatMap(Self.essence) == Self.essence(expected), "\(example.name): \(replies)")
        if let reply = replies.first { #expect(reply.contains(#""jsonrpc":"2.0""#), "\(example.name)") }
      } else {
        #expect(replies.isEmpty, "\(example.name) must not be answered: \(replies)")
      }
    }
  }
}

/// Garbage on stdin never kills or wedges the server: the next valid request is answered.
@Suite struct RPCRobustnessTests {
  private static let valid = #"{"jsonrpc":"2.0","id":"after","method":"settings.get"}"#

  private static func randomBytes(_ count: Int, seed: UInt64) -> Data {
    var state = seed
    return Data(
      (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      })
  }

  private func answersAfter(_ garbage: Data, framing: RPCConformanceTests.Framing) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let input = garbage + RPCConformanceTests.frame(Self.valid, framing)
    let result = try Executable.spacexRPC.run(["--offline"], environment: sandbox.environment(), stdin: input)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""id":"after","result":{"#), "the valid request after the garbage was not answered")
    return result
  }

  @Test func randomBytes_ThenAValidFrame() throws {
    var noise = Self.randomBytes(4096, seed: 42)
    noise[0] = UInt8(ascii: "x")  // not `{` or `[`: the Content-Length framing
    _ = try answersAfter(noise, framing: .contentLength)
  }

  @Test func headerWithNoBody_ThenAValidFrame() throws {
    _ = try answersAfter(Data("Content-Length: 50\r\n\r\n".utf8), framing: .contentLength)
  }

  @Test func absurdContentLength_ThenAValidFrame() throws {
    let result = try answersAfter(Data("Content-Length: 1000000000000\r\n\r\n".utf8), framing: .contentLength)
    #expect(result.stdout.contains("-32600"))
  }

  @Test func invalidUTF8Body_IsAParseError_ThenAValidFrame() throws {
    let body = Data([0x7B, 0xFF, 0xFE, 0x22, 0x7D])
    let result = try answersAfter(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body, framing: .contentLength)
    #expect(result.stdout.contains("-32700"))
  }

  /// A frame nested 100,000 levels deep is refused at the parser's depth limit (a parse error
  /// naming it), not followed down until the stack runs out.
  @Test func deeplyNestedFrame_IsAParseError_ThenAValidFrame() throws {
    let depth = 100_000
    let body = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    let result = try answersAfter(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body, framing: .contentLength)
    #expect(result.stdout.contains("-32700") && result.stdout.contains("nested deeper than 512 levels"))
  }

  @Test func garbageLines_ThenAValidLine() throws {
    var noise = Data("{".utf8) + Self.randomBytes(2048, seed: 7)
    noise.append(UInt8(ascii: "\n"))
    _ = try answersAfter(noise + Data("[nonsense\n\u{7F}\n".utf8), framing: .lineDelimited)
  }
}
