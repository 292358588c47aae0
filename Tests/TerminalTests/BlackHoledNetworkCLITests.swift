import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex` with both providers unreachable, on loopback ports that drop every connection or
/// accept and never answer, and a warm (expired) cache: the first command answers from the cache
/// after one attempt per provider, and every later command in the verdict's window answers from
/// it without opening a connection. How long each takes is measured in `Benchmarks/` (a test
/// counts what happened; it never times the machine).
@Suite(.serialized) struct BlackHoledNetworkCLITests {
  /// A sandbox whose cache holds the sample API's data, fetched live from the loopback server.
  private static func warmSandbox() throws -> Sandbox {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    let warm = try Executable.spacex.run(
      ["launches", "--limit", "3", "--source", "live"], environment: sandbox.environment(apiURL: server.baseURL))
    #expect(warm.status == 0, "\(warm.stderr)")
    return sandbox
  }

  /// Runs `spacex launches` against `port` for both providers, with the cache expired so the
  /// network would be tried.
  private static func launches(_ sandbox: Sandbox, port: Int, _ extra: [String]) throws -> Executable.Result {
    let environment = sandbox.environment(
      apiURL: "http://127.0.0.1:\(port)/v4", ll2URL: "http://127.0.0.1:\(port)/2.3.0",
      extra: ["SPACEX_CACHE_TTL": "0"])
    return try Executable.spacex.run(["launches", "--limit", "3"] + extra, environment: environment)
  }

  private static func expectAnsweredFromTheCache(_ result: Executable.Result) {
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Name"), "\(result.stdout)")
    #expect(result.stderr.contains("showing cached data"), "\(result.stderr)")
  }

  /// Three later commands, each a separate process reading the shared verdict, against a port
  /// that counts connections: they answer from the cache and open none.
  private static func expectLaterRunsOpenNoConnection(_ sandbox: Sandbox, _ extra: [String]) throws {
    let counter = try UnresponsivePorts.Mute()
    for _ in 0..<3 { expectAnsweredFromTheCache(try launches(sandbox, port: counter.port, extra)) }
    #expect(counter.connectionCount == 0, "later commands tried the network within the verdict")
  }

  @Test func noConnectionPossible_FirstAnswersFromTheCache_LaterOnesOpenNoConnection() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let hole = try UnresponsivePorts.BlackHole()
    let flags = ["--connect-timeout", "1", "--timeout", "10"]
    Self.expectAnsweredFromTheCache(try Self.launches(sandbox, port: hole.port, flags))
    let verdict = sandbox.cacheDirectory.appendingPathComponent("network-verdict.json")
    let shared = try JSONSerialization.jsonObject(with: Data(contentsOf: verdict)) as? [String: Double]
    #expect(shared?["spacex-api"] != nil, "\(shared ?? [:])")
    withKnownIssue(Self.issue55, isIntermittent: true) {
      #expect(shared?["launch-library"] != nil, "\(shared ?? [:])")
      try Self.expectLaterRunsOpenNoConnection(sandbox, flags)
    }
  }

  /// Counting connections showed what timing them hid: a provider given up on at the command's
  /// patience (before its own timeout) gets no verdict, so later commands open connections to it
  /// again (two over three commands; the first opened seven), answering from the cache only
  /// because each gives up quickly. Issue 55 ("a patience that expires records no verdict")
  /// fixes it; then these known issues go.
  private static let issue55: Comment =
    "a provider given up on at the patience records no verdict, so later commands try it again (issue 55)"

  @Test func acceptedButNeverAnswered_FirstAnswersFromTheCache_LaterOnesOpenNoConnection() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let mute = try UnresponsivePorts.Mute()
    let flags = ["--timeout", "1"]
    Self.expectAnsweredFromTheCache(try Self.launches(sandbox, port: mute.port, flags))
    withKnownIssue(Self.issue55, isIntermittent: true) {
      try Self.expectLaterRunsOpenNoConnection(sandbox, flags)
    }
  }

  @Test func sourceLive_IgnoresTheVerdict_AndSaysWhatFailed() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let hole = try UnresponsivePorts.BlackHole()
    _ = try Self.launches(sandbox, port: hole.port, ["--connect-timeout", "0.5"])
    let live = try Self.launches(sandbox, port: hole.port, ["--connect-timeout", "0.5", "--source", "live"])
    #expect(live.status == 1)
    #expect(live.stderr.contains("could not connect"), "\(live.stderr)")
  }

  @Test func connectTimeout_BadValue_IsAUsageError() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(["rockets", "--connect-timeout", "0"], environment: sandbox.environment())
    #expect(result.status == 2)
    #expect(result.stderr.contains("--connect-timeout"), "\(result.stderr)")
  }
}
