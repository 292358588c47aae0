import Foundation
import TestSupport
import Testing

/// `spacex` with both providers unreachable, on loopback ports that drop every connection or
/// accept and never answer, and a warm (expired) cache: the first command answers from the cache
/// within the connect timeout (or the answer's timeout) plus a second, and every later command in
/// the verdict's window at once, without trying the network.
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
  /// network is tried; returns the result and its wall time.
  private static func launches(_ sandbox: Sandbox, port: Int, _ extra: [String]) throws -> (
    Executable.Result, Duration
  ) {
    let environment = sandbox.environment(
      apiURL: "http://127.0.0.1:\(port)/v4", ll2URL: "http://127.0.0.1:\(port)/2.3.0",
      extra: ["SPACEX_CACHE_TTL": "0"])
    let started = ContinuousClock.now
    let result = try Executable.spacex.run(["launches", "--limit", "3"] + extra, environment: environment)
    return (result, ContinuousClock.now - started)
  }

  private static func expectAnsweredFromTheCache(_ result: Executable.Result) {
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Name"), "\(result.stdout)")
    #expect(result.stderr.contains("showing cached data"), "\(result.stderr)")
  }

  /// "At once": well under the one-second timeouts a network attempt would cost, however slow
  /// the build; a sanitizer's build (`Tests/Sanitizers/run`) runs everything several times slower.
  private static let atOnce: Duration =
    ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? .milliseconds(300) : .milliseconds(700)

  /// The median of three later runs, each a separate process reading the shared verdict.
  private static func laterRuns(_ sandbox: Sandbox, port: Int, _ extra: [String]) throws -> Duration {
    var times: [Duration] = []
    for _ in 0..<3 {
      let (result, time) = try launches(sandbox, port: port, extra)
      expectAnsweredFromTheCache(result)
      times.append(time)
    }
    return times.sorted()[1]
  }

  @Test func noConnectionPossible_FirstWithinTheConnectTimeout_ThenAtOnce() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let hole = try UnresponsivePorts.BlackHole()
    let flags = ["--connect-timeout", "1", "--timeout", "10"]
    let (first, time) = try Self.launches(sandbox, port: hole.port, flags)
    Self.expectAnsweredFromTheCache(first)
    #expect(time < .seconds(2), "first command took \(time) with a 1 s connect timeout")
    let later = try Self.laterRuns(sandbox, port: hole.port, flags)
    #expect(later < Self.atOnce, "later commands took \(later)")
    let verdict = sandbox.cacheDirectory.appendingPathComponent("network-verdict.json")
    let shared = try JSONSerialization.jsonObject(with: Data(contentsOf: verdict)) as? [String: Double]
    #expect(Set(shared?.keys.map { $0 } ?? []) == ["spacex-api", "launch-library"])
  }

  @Test func acceptedButNeverAnswered_FirstWithinTheTimeout_ThenAtOnce() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let mute = try UnresponsivePorts.Mute()
    let flags = ["--timeout", "1"]
    let (first, time) = try Self.launches(sandbox, port: mute.port, flags)
    Self.expectAnsweredFromTheCache(first)
    #expect(time < .seconds(2), "first command took \(time) with a 1 s timeout (one attempt, no retry)")
    let later = try Self.laterRuns(sandbox, port: mute.port, flags)
    #expect(later < Self.atOnce, "later commands took \(later)")
  }

  @Test func sourceLive_IgnoresTheVerdict_AndSaysWhatFailed() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let hole = try UnresponsivePorts.BlackHole()
    _ = try Self.launches(sandbox, port: hole.port, ["--connect-timeout", "0.5"])
    let (live, _) = try Self.launches(sandbox, port: hole.port, ["--connect-timeout", "0.5", "--source", "live"])
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
