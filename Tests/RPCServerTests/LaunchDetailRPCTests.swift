import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `launches.get` and `spacex launch` against the captured API on a loopback server.
@Suite(.serialized) struct LaunchDetailRPCTests {
  private static func request(_ id: Int, _ launchID: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"launches.get","params":{"id":"\#(launchID)"}}"#
  }

  /// Every launch links exactly what the capture references: none missing, none invented.
  @Test(SharedData.needed("spacex-api-v4"))
  func capture_EveryLaunchLinksExactlyItsReferences() throws {
    let capture = try LoopbackServer.requireSharedCapture()
    let launches = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: capture.appendingPathComponent("launches.json")))
        as? [[String: Any]])
    let server = try LoopbackServer(dataDirectory: capture)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let input = launches.enumerated().map { Self.request($0.offset, $0.element["id"] as? String ?? "") }.joined(
      separator: "\n")
    let result = try Executable.spacexRPC.run(
      ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL), stdin: Data((input + "\n").utf8))
    let replies = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(replies.count == launches.count)
    for reply in replies {
      let index = try #require(reply["id"] as? Int)
      let expected = launches[index]
      let detail = try #require((reply["result"] as? [String: Any])?["launch"] as? [String: Any], "\(reply)")
      let name = expected["name"] as? String ?? "?"
      func ids(_ part: String, key: String = "id") -> [String] {
        ((detail[part] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0[key] as? String }
      }
      func status(_ part: String) -> String? { (detail[part] as? [String: Any])?["status"] as? String }
      #expect(ids("payloads") == expected["payloads"] as? [String], "\(name) payloads")
      #expect(ids("crew") == (expected["crew"] as? [String] ?? []), "\(name) crew")
      #expect(ids("capsules") == expected["capsules"] as? [String], "\(name) capsules")
      #expect(ids("ships") == expected["ships"] as? [String], "\(name) ships")
      let coreIDs = (expected["cores"] as? [[String: Any]] ?? []).compactMap { $0["core"] as? String }
      #expect(ids("cores") == coreIDs, "\(name) cores")
      // Rocket and launchpad as in every launch item: `{id, name}`, with `display` beside them.
      #expect((detail["launchpad"] as? [String: Any])?["id"] as? String == expected["launchpad"] as? String)
      #expect((detail["rocket"] as? [String: Any])?["id"] as? String == expected["rocket"] as? String)
      #expect((detail["display"] as? [String: Any])?["name"] as? String == name)
      for part in ["payloads", "crew", "capsules", "ships"] {
        #expect(status(part) == "complete", "\(name) \(part)")
      }
      #expect((reply["result"] as? [String: Any])?["partial"] as? [String] == [], "\(name)")
    }
  }

  @Test func payloadsEndpointFailing_DetailStillComes_SayingPayloadsAreUnavailable() async throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    try await server.control("faults", body: #"{"path":"/v4/payloads","status":503,"count":1000,"retry_after":"0"}"#)
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(apiURL: server.baseURL)

    let text = try Executable.spacex.run(["launch", "CRS-7", "--source", "live"], environment: environment)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Payloads\n  unavailable\n"))
    #expect(text.stdout.contains("Capsules (1)\n  C109"))
    #expect(text.stderr.contains("Partial: Payloads unavailable (live: "))
    #expect(text.stderr.contains("HTTP 503"))

    let rpc = try Executable.spacexRPC.run(
      ["--source", "live"], environment: environment,
      stdin: Data((Self.request(1, "5eb87ceeffd86e000604b341") + "\n").utf8))
    let reply = try #require(try JSONSerialization.jsonObject(with: Data(rpc.stdout.utf8)) as? [String: Any])
    let result = try #require(reply["result"] as? [String: Any], "\(reply)")
    #expect(result["partial"] as? [String] == ["payloads"])
    let payloads = (result["launch"] as? [String: Any])?["payloads"] as? [String: Any]
    #expect(payloads?["status"] as? String == "unavailable")
    #expect(try await server.requestCount("/v4/payloads") >= 2)
  }
}
