import AppsTestSupport
import Core
import Foundation
import TestSupport
import Testing

/// Both executables against a real HTTP server on 127.0.0.1: live data, then the same data from
/// cache once the server is gone.
@Suite(.serialized) struct LiveDataTests {
  private func liveThenStale(dataDirectory: URL) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let server = try LoopbackServer(dataDirectory: dataDirectory)
    let environment = sandbox.environment(apiURL: server.baseURL)

    let live = try Executable.spacex.run(["rockets", "--source", "live"], environment: environment)
    #expect(live.status == 0, "\(live.stderr)")
    #expect(live.stdout.contains("Falcon Heavy"))
    #expect(live.stderr.contains("Source: SpaceX API, fetched"))

    server.stop()
    let stale = try Executable.spacex.run(["rockets", "--refresh"], environment: environment)
    #expect(stale.status == 0)
    #expect(stale.stdout.contains("Falcon Heavy"))
    #expect(stale.stderr.contains("Source: cache (stale, the API could not be reached), fetched"))
    #expect(
      stale.stdout.components(separatedBy: "\n").dropLast(2) == live.stdout.components(separatedBy: "\n").dropLast(2))

    // Kept off the network by choice, the source line says so instead of blaming the API.
    var expired = environment
    expired["SPACEX_CACHE_TTL"] = "0"
    let offline = try Executable.spacex.run(["rockets", "--offline"], environment: expired)
    #expect(offline.stderr.contains("Source: cache (stale; --offline), fetched"), "\(offline.stderr)")

    let liveOnly = try Executable.spacex.run(["rockets", "--source", "live"], environment: environment)
    #expect(liveOnly.status == 1)
    #expect(liveOnly.stderr.contains("could not connect"))

    let rpc = try Executable.spacexRPC.run(
      ["--refresh"], environment: environment,
      stdin: Data((#"{"jsonrpc":"2.0","id":1,"method":"rockets.list"}"# + "\n").utf8))
    let reply = try #require(try JSONSerialization.jsonObject(with: Data(rpc.stdout.utf8)) as? [String: Any])
    let envelope = try #require(reply["result"] as? [String: Any])
    #expect(envelope["source"] as? String == "cache")
    #expect(envelope["stale"] as? Bool == true)
    #expect(envelope["fetchedAt"] is String)
  }

  @Test func sampleServedLive_ThenServerDown_ServesStaleCache() throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    try liveThenStale(dataDirectory: data.url)
  }

  @Test(SharedData.needed("spacex-api-v4"))
  func capturedAPIServedLive_ThenServerDown_ServesStaleCache() throws {
    try liveThenStale(dataDirectory: try LoopbackServer.requireSharedCapture())
  }

  @Test func serverErrors_AreRetried_ThenTheAnswerArrives() async throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    try await server.control("faults", body: #"{"path":"/v4/rockets","status":503,"count":2,"retry_after":"0"}"#)
    let result = try Executable.spacex.run(
      ["rockets", "--source", "live"], environment: sandbox.environment(apiURL: server.baseURL))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try await server.requestCount("/v4/rockets") == 3)
  }
}
