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
  /// A sandbox whose cache holds both providers' data, fetched live from the loopback servers.
  private static func warmSandbox() throws -> Sandbox {
    let fixture = try LaunchLibraryFixture()
    defer {
      fixture.server.stop()
      fixture.data.remove()
    }
    let warm = try fixture.run(["launches", "--limit", "3", "--source", "live"])
    #expect(warm.status == 0, "\(warm.stderr)")
    let cached = try FileManager.default.contentsOfDirectory(atPath: fixture.sandbox.cacheDirectory.path)
    #expect(
      cached.contains { $0.localizedCaseInsensitiveContains("ll2") || $0.contains("launch-library") }, "\(cached)")
    return fixture.sandbox
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

  /// Ten later commands, each a separate process reading the shared verdict, against a port that
  /// counts connections: they answer from the cache and open none (so wait for none). Then the
  /// verdicts are made old, as the clock would make them, and the next command tries again.
  private static func expectLaterRunsOpenNoConnectionUntilTheVerdictEnds(_ sandbox: Sandbox, _ extra: [String])
    throws
  {
    let counter = try UnresponsivePorts.Mute()
    for _ in 0..<10 { expectAnsweredFromTheCache(try launches(sandbox, port: counter.port, extra)) }
    #expect(counter.connectionCount == 0, "later commands tried the network within the verdict")

    let file = sandbox.cacheDirectory.appendingPathComponent("network-verdict.json")
    let verdicts = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Double] ?? [:]
    try JSONSerialization.data(withJSONObject: verdicts.mapValues { $0 - 120 }).write(to: file)
    expectAnsweredFromTheCache(try launches(sandbox, port: counter.port, extra))
    #expect(counter.connectionCount >= 1, "a command after the verdict did not try the network again")
  }

  /// Both providers have a verdict in the shared file, of the kind the attempt ended with.
  private static func expectVerdicts(_ sandbox: Sandbox, slow: Bool) throws {
    let file = sandbox.cacheDirectory.appendingPathComponent("network-verdict.json")
    let shared = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Double] ?? [:]
    let suffix = slow ? " slow" : ""
    #expect(shared["spacex-api" + suffix] != nil && shared["launch-library" + suffix] != nil, "\(shared)")
  }

  /// No connection can be made and the connect timeout is shorter than the command's patience:
  /// both providers are unreachable.
  @Test func noConnectionPossible_FirstAnswersFromTheCache_LaterOnesOpenNoConnection() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let hole = try UnresponsivePorts.BlackHole()
    let flags = ["--connect-timeout", "1", "--timeout", "10"]
    Self.expectAnsweredFromTheCache(try Self.launches(sandbox, port: hole.port, flags))
    try Self.expectVerdicts(sandbox, slow: false)
    try Self.expectLaterRunsOpenNoConnectionUntilTheVerdictEnds(sandbox, flags)
  }

  /// A server that accepts and never answers, within a timeout shorter than the patience.
  @Test func acceptedButNeverAnswered_FirstAnswersFromTheCache_LaterOnesOpenNoConnection() throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let mute = try UnresponsivePorts.Mute()
    let flags = ["--timeout", "1"]
    Self.expectAnsweredFromTheCache(try Self.launches(sandbox, port: mute.port, flags))
    try Self.expectVerdicts(sandbox, slow: false)
    try Self.expectLaterRunsOpenNoConnectionUntilTheVerdictEnds(sandbox, flags)
  }

  /// The network takes longer than the command's patience to fail (a long connect timeout, or a
  /// server that accepts and never answers within a long timeout): the cache answers at the
  /// patience, both providers are slow, and the next commands do not wait for them again.
  @Test(arguments: ["black hole", "mute"])
  func slowerThanThePatience_FirstWaitsOnce_LaterOnesOpenNoConnection(_ network: String) throws {
    let sandbox = try Self.warmSandbox()
    defer { sandbox.remove() }
    let flags = ["--connect-timeout", "30", "--timeout", "60"]
    let first: Executable.Result
    if network == "mute" {
      let mute = try UnresponsivePorts.Mute()
      first = try Self.launches(sandbox, port: mute.port, flags)
      #expect(mute.connectionCount >= 1)
    } else {
      let hole = try UnresponsivePorts.BlackHole()
      first = try Self.launches(sandbox, port: hole.port, flags)
    }
    Self.expectAnsweredFromTheCache(first)
    #expect(first.stderr.contains("had not answered after 1.5 s"), "\(first.stderr)")
    try Self.expectVerdicts(sandbox, slow: true)
    try Self.expectLaterRunsOpenNoConnectionUntilTheVerdictEnds(sandbox, flags)
  }

  /// Launch Library 2 accepts and never answers (the SpaceX API answers). With nothing cached to
  /// show instead, the command names it and its time limit on stderr, once, and when it will be
  /// asked again by itself; with a cached copy, the notice and the source line name it (and the
  /// warning does not say it a third time). `--refresh` right after asks it again, verdict or
  /// not; a plain command does not.
  @Test func aHungLaunchLibrary_IsNamedOnce_AndRefreshAsksItAgain() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let mute = try UnresponsivePorts.Mute()
    let hung = "http://127.0.0.1:\(mute.port)/2.3.0"
    let said = { (result: Executable.Result) in
      result.stderr.split(separator: "\n").filter { $0.contains("Launch Library 2 did not answer within 1 s") }
    }
    let empty = try fixture.run(["launches", "--limit", "1", "--timeout", "1"], ll2URL: hung)
    #expect(empty.status == 0, "\(empty.stderr)")
    #expect(said(empty).count == 1, "\(empty.stderr)")
    #expect(
      said(empty).first.map {
        $0.hasPrefix("spacex: warning: ") && $0.contains("; not asked again automatically before ")
          && $0.hasSuffix(" UTC (--refresh asks now)")
      } == true, "\(empty.stderr)")
    let tried = mute.connectionCount
    #expect(tried >= 1)
    let plain = try fixture.run(["launches", "--limit", "1", "--timeout", "1"], ll2URL: hung)
    #expect(plain.status == 0 && mute.connectionCount == tried, "within the verdict, not asked: \(plain.stderr)")

    fixture.forgetTheNetworkVerdict()
    #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0, "the cache is filled")
    let cached = try fixture.run(
      ["launches", "--limit", "1", "--refresh", "--timeout", "1"], ll2URL: hung, extra: ["SPACEX_CACHE_TTL": "0"])
    #expect(cached.status == 0 && mute.connectionCount > tried, "--refresh asked again: \(cached.stderr)")
    #expect(said(cached).count == 1 && said(cached)[0].hasPrefix("spacex: Launch Library 2"), "\(cached.stderr)")
    #expect(cached.stderr.contains("Launch Library 2: cache (stale, it did not answer within 1 s)"), "\(cached.stderr)")
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
