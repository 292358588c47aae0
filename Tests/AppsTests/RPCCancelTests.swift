import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `$/cancelRequest` while the request waits on a slow API: answered at once, the fetch's
/// connection closed, and no second answer for the id.
@Suite(.serialized) struct RPCCancelTests {
  @Test func cancel_IsAnsweredAtOnce_ClosesTheFetch_AndNothingLaterAnswersTheID() async throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // Every rockets request is slow (not just the first: in a full run another client may reach
    // this port first), so whichever fetch the request makes is the one cancelled.
    try await server.control("faults", body: #"{"path":"/v4/rockets","delay":2.5,"count":5}"#)
    let rpc = try RPCSession(
      arguments: ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL))
    try rpc.send(["jsonrpc": "2.0", "id": 7, "method": "rockets.list"])
    // Cancel once the fetch is under way, waiting on the server (a fixed pause was too short on a
    // loaded machine: the cancel then overtook the request itself).
    for _ in 0..<100 {
      let (body, _) = try await URLSession.shared.data(
        from: URL(string: "http://127.0.0.1:\(server.port)/_control/requests")!)
      if ((try JSONSerialization.jsonObject(with: body) as? [String: Int])?["/v4/rockets"] ?? 0) > 0 { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    try await Task.sleep(for: .milliseconds(100))
    let sent = Date()
    try rpc.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 7]])
    let answer = try rpc.receive()
    let elapsed = Date().timeIntervalSince(sent)
    #expect(answer["id"] as? Int == 7)
    #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32800, "\(answer)")
    #expect(elapsed < 0.1, "answered \(Int(elapsed * 1000)) ms after the cancel")

    // The server saw the fetch's connection go long before its 2.5 s answer was due.
    var disconnects: [String] = []
    for _ in 0..<20 where disconnects.isEmpty {
      try await Task.sleep(for: .milliseconds(100))
      let (body, _) = try await URLSession.shared.data(
        from: URL(string: "http://127.0.0.1:\(server.port)/_control/disconnects")!)
      disconnects = try JSONSerialization.jsonObject(with: body) as? [String] ?? []
    }
    #expect(disconnects.contains("/v4/rockets"), "\(disconnects)")

    // Past the slow answer's time, the next reply is the next request's: 7 is never answered again.
    try await Task.sleep(for: .milliseconds(2500))
    try rpc.send(["jsonrpc": "2.0", "id": 8, "method": "settings.get"])
    let next = try rpc.receive()
    #expect(next["id"] as? Int == 8, "\(next)")
    #expect(rpc.finish() == 0)
  }
}
