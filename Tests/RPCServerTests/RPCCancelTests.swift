import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `$/cancelRequest` while the request waits on a slow API: answered without waiting for the
/// fetch (the fetch's answer is due a minute later, so an answer before it is one that did not
/// wait), the fetch's connection closed, and no second answer for the id.
@Suite(.serialized) struct RPCCancelTests {
  /// The loopback API with one slow answer on `path`, and a `spacex-rpc --source live` against it.
  private struct SlowAPI {
    let data: TemporaryDirectory
    let server: LoopbackServer
    let sandbox: Sandbox
    let rpc: RPCSession

    init(path: String, delay: Double) async throws {
      data = try LoopbackServer.sampleDirectory()
      server = try LoopbackServer(dataDirectory: data.url)
      sandbox = try Sandbox()
      try await server.control("faults", body: #"{"path":"\#(path)","delay":\#(delay),"count":1}"#)
      rpc = try RPCSession(arguments: ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL))
    }

    func close() {
      server.stop()
      sandbox.remove()
      data.remove()
    }
  }

  @Test func cancel_IsAnsweredAtOnce_ClosesTheFetch_AndNothingLaterAnswersTheID() async throws {
    let api = try await SlowAPI(path: "/v4/rockets", delay: 60)
    defer { api.close() }
    let (rpc, server) = (api.rpc, api.server)
    try rpc.send(["jsonrpc": "2.0", "id": 7, "method": "rockets.list"])
    // Cancel once the fetch is under way, waiting on the server. Polled with blocking calls on
    // this thread: in a full run the test's own async steps waited seconds for a turn on the
    // (two-thread) cooperative pool, and the cancel came after the slow answer.
    Self.waitForArrival(of: "/v4/rockets", port: server.port)
    try rpc.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 7]])
    let answer = try rpc.receive()
    #expect(answer["id"] as? Int == 7)
    #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32800, "\(answer)")

    // The server saw the fetch's connection go, long before its answer was due.
    var disconnects: [String] = []
    WallClockBounds.waitFor {
      disconnects = Self.disconnects(port: server.port)
      return !disconnects.isEmpty
    }
    #expect(disconnects == ["/v4/rockets"])

    // The fetch is gone, so nothing can answer 7 again: the next reply is the next request's.
    try rpc.send(["jsonrpc": "2.0", "id": 8, "method": "settings.get"])
    let next = try rpc.receive()
    #expect(next["id"] as? Int == 8, "\(next)")
    #expect(rpc.finish() == 0)
  }

  /// A request queued behind a change it must see (a favourites.list behind a favourites.add that
  /// waits on a slow fetch of the launches) is answered by its cancel before the change ends,
  /// and never runs.
  @Test func cancel_OfARequestWaitingItsTurn_IsAnsweredAtOnce() async throws {
    let api = try await SlowAPI(path: "/v4/launches/query", delay: 5)
    defer { api.close() }
    let (rpc, server) = (api.rpc, api.server)
    try rpc.send(["jsonrpc": "2.0", "id": 1, "method": "favourites.add", "params": ["ids": ["CRS-7"]]])
    try rpc.send(["jsonrpc": "2.0", "id": 2, "method": "favourites.list"])
    Self.waitForArrival(of: "/v4/launches/query", port: server.port)
    try rpc.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 2]])
    // The cancel's answer comes first: it did not wait for the change's fetch.
    let answer = try rpc.receive()
    #expect(answer["id"] as? Int == 2, "\(answer)")
    #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32800, "\(answer)")
    // Then the change completes: its notification, then its answer; 2 is never answered again.
    let rest = [try rpc.receive(), try rpc.receive()]
    #expect(rest.map { ($0["method"] as? String) ?? "\($0["id"] ?? "")" } == ["favourites.didChange", "1"])
    try rpc.send(["jsonrpc": "2.0", "id": 3, "method": "settings.get"])
    #expect(try rpc.receive()["id"] as? Int == 3)
    #expect(rpc.finish() == 0)
  }

  /// Blocks until the server has seen a request for `path` (then 100 ms more, for the client to
  /// be waiting on it).
  private static func waitForArrival(of path: String, port: Int) {
    WallClockBounds.waitFor {
      let counts = LoopbackGet.body(port: port, path: "/_control/requests").flatMap {
        try? JSONSerialization.jsonObject(with: $0)
      }
      return ((counts as? [String: Int])?[path] ?? 0) > 0
    }
    Thread.sleep(forTimeInterval: 0.1)
  }

  /// After 100 ms, the delayed answers whose client hung up.
  private static func disconnects(port: Int) -> [String] {
    Thread.sleep(forTimeInterval: 0.1)
    let body = LoopbackGet.body(port: port, path: "/_control/disconnects")
    return body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String] } ?? []
  }
}
