import AppsTestSupport
import Foundation
import Locking
import TestSupport
import Testing

/// The real HTTP path (libcurl) against a loopback API that misbehaves on purpose. Every row checks
/// what the user sees and what reached the server.
@Suite(.serialized) struct FaultMatrixTests {
  @Test func serverErrors_RetriedWithGrowingCappedGaps_ThenSucceed() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","status":503,"count":3}"#)
    let result = try fixture.run(["rockets", "--source", "live"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("4 rockets"))
    let times = try await fixture.arrivals("/v4/rockets")
    #expect(times.count == 4)
    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    // Backoff 0.5 s doubling, half of each gap random: [0.25, 0.5], [0.5, 1], [1, 2] seconds;
    // the upper bounds allow for a busy machine.
    for (gap, range) in zip(gaps, [0.2...1.2, 0.45...1.8, 0.95...2.9]) {
      #expect(range.contains(gap), "gaps \(gaps)")
    }
  }

  @Test func tooManyRequests_HonoursRetryAfter() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","status":429,"count":1,"retry_after":"2"}"#)
    let result = try fixture.run(["rockets", "--source", "live"])
    #expect(result.status == 0)
    let times = try await fixture.arrivals("/v4/rockets")
    #expect(times.count == 2)
    #expect(times[1] - times[0] >= 1.9, "Retry-After: 2 was not honoured: \(times[1] - times[0]) s")
  }

  /// With a stale cache, a 429 is not waited out: the cache answers and says why, and the API is
  /// asked once (a wait for its 20 s would have asked again).
  @Test func tooManyRequests_WithAStaleCache_AnswersAtOnce_NamingTheCause() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets", "--source", "live"]).status == 0)
    try await fixture.fault(#"{"path":"/v4/rockets","status":429,"count":10,"retry_after":"20"}"#)
    let result = try fixture.run(["rockets", "--refresh"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("Source: cache (stale, the API is limiting requests: HTTP 429, retry after 20 s)"),
      "\(result.stderr)")
    #expect(try await fixture.server.requestCount("/v4/rockets") == 2, "one good fetch, one 429")

    let rpc = try Executable.spacexRPC.run(
      ["--refresh"], environment: fixture.sandbox.environment(apiURL: fixture.server.baseURL),
      stdin: Data((#"{"jsonrpc":"2.0","id":1,"method":"rockets.list"}"# + "\n").utf8))
    #expect(rpc.stdout.contains(#""stale":true"#), "\(rpc.stdout)")
  }

  /// With nothing cached, one wait of the server's `Retry-After` at most, then the sample.
  @Test func tooManyRequests_WithNothingCached_WaitsOnce() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","status":429,"count":10,"retry_after":"1"}"#)
    let result = try fixture.run(["rockets"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("offline sample"), "\(result.stderr)")
    let times = try await fixture.arrivals("/v4/rockets")
    #expect(times.count == 2, "one wait, not four: \(times)")
    #expect(times.count < 2 || times[1] - times[0] >= 0.9)
  }

  @Test func notFound_IsNotRetried_AndSaysSo() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","status":404,"count":5}"#)
    let result = try fixture.run(["rockets", "--source", "live"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("HTTP 404"))
    #expect(try await fixture.server.requestCount("/v4/rockets") == 1)
  }

  @Test func malformedBody_IsNotRetried_AndFallsBackToTheSample() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","malformed":true,"count":5}"#)
    let live = try fixture.run(["rockets", "--source", "live"])
    #expect(live.status == 1)
    #expect(live.stderr.contains("malformed response"))
    #expect(try await fixture.server.requestCount("/v4/rockets") == 1)
    let auto = try fixture.run(["rockets"])
    #expect(auto.status == 0)
    #expect(auto.stderr.contains("offline sample"))
    // At most one more request, never a retry. (On a loaded machine the command's patience can end
    // before its request reaches the server, and the sample answers without it.)
    #expect((1...2).contains(try await fixture.server.requestCount("/v4/rockets")))
  }

  @Test(arguments: [#""drop":true"#, #""truncate":true"#])
  func brokenConnection_IsRetried_ThenSucceeds(fault: String) async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"/v4/rockets","count":1,"# + fault + "}")
    let result = try fixture.run(["rockets", "--source", "live"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Source: SpaceX API"))
    #expect(try await fixture.server.requestCount("/v4/rockets") == 2)
  }

  @Test func slowServer_TimesOutOnce_ThenServesTheStaleCache() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets", "--source", "live"]).status == 0)
    try await fixture.fault(#"{"path":"/v4/rockets","delay":3,"count":10}"#)
    let result = try fixture.run(["rockets", "--refresh", "--timeout", "0.5"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("Source: cache (stale, the API did not answer within 0.5 s)"), "\(result.stderr)")
    // One good fetch, then one timed-out attempt: the cache can answer, so a timeout is final.
    // (On a loaded machine the attempt can time out before its request reaches the server.)
    #expect((1...2).contains(try await fixture.server.requestCount("/v4/rockets")))
  }

  @Test func twoProcessesFetchingIntoOneCache_BothSucceed_LeavingValidFiles() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.fault(#"{"path":"*","delay":0.3,"count":6}"#)
    let environment = fixture.sandbox.environment(apiURL: fixture.server.baseURL)
    let results = Locked<[Executable.Result]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      if let result = try? Executable.spacex.run(["launches", "--refresh"], environment: environment) {
        results.withLock { $0.append(result) }
      }
    }
    #expect(results.withLock { $0.count } == 2)
    // One fetches; the other waits for it and shows what it stored (or, starting after it
    // ended, fetches again).
    for result in results.withLock({ $0 }) {
      #expect(result.status == 0)
      #expect(result.stderr.contains("Source: SpaceX API") || result.stderr.contains("Source: cache, fetched"))
    }
    #expect(results.withLock { $0 }.contains { $0.stderr.contains("Source: SpaceX API") })
    let cached = try FileManager.default.contentsOfDirectory(atPath: fixture.sandbox.cacheDirectory.path)
    #expect(cached.filter { $0.hasSuffix(".tmp") }.isEmpty, "temporary files left: \(cached)")
    let offline = try fixture.run(["launches", "--source", "cache"])
    #expect(offline.status == 0)
    #expect(!offline.stderr.contains("spacex:"), "cache files unreadable: \(offline.stderr)")
  }

  @Test func cacheOfRandomBytes_StillAnswers_AndIsRepaired() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    let cache = fixture.sandbox.cacheDirectory
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    for name in ["GET%20rockets.cache", "ALL%20launches.cache", "GET%20launchpads.cache", "junk.cache"] {
      try Data((0..<512).map { _ in UInt8.random(in: 0...255) }).write(to: cache.appendingPathComponent(name))
    }
    let text = try fixture.run(["rockets"])
    #expect(text.status == 0)
    #expect(text.stderr.contains("4 rockets"))
    let rpc = try Executable.spacexRPC.run(
      [], environment: fixture.sandbox.environment(apiURL: fixture.server.baseURL),
      stdin: Data((#"{"jsonrpc":"2.0","id":1,"method":"launches.list"}"# + "\n").utf8))
    #expect(rpc.stdout.contains(#""totalItems":205"#), "the sample's launches, served by the loopback API")
    let fromCache = try fixture.run(["rockets", "--source", "cache"])
    #expect(fromCache.status == 0)
    #expect(!fromCache.stderr.contains("spacex:"), "the cache was not repaired: \(fromCache.stderr)")
  }
}

extension LoopbackAPIFixture {
  /// Arrival times of the requests for `path`, in seconds.
  fileprivate func arrivals(_ path: String) async throws -> [Double] {
    let log = try JSONSerialization.jsonObject(with: try await server.control("log")) as? [[Any]] ?? []
    return log.filter { $0.first as? String == path }.compactMap { $0.last as? Double }
  }
}
