import Core
import Foundation
import TestSupport
import Testing

/// A network that lets nothing through: one attempt per provider, a short connect timeout, and a
/// verdict every process shares for a minute. Only loopback addresses are used.
@Suite struct BlackHoledNetworkTests {
  private static let body = Data(#"[{"id":"a"}]"#.utf8)

  private struct Doc: Decodable, Hashable, Sendable { var id: String }

  private func loader(_ policy: SourcePolicy, http: any HTTPClient, verdict: NetworkVerdict) throws -> ResourceLoader {
    var loader = ResourceLoader(
      policy: policy,
      api: APIClient(
        baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http,
        retry: RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(1), random: { 0 }), sleep: { _ in }),
      cache: FileCacheStore(directory: try TemporaryDirectory("none").url),
      bundled: { _ in (Self.body, Fixtures.now) })
    loader.session = LoaderSession(verdict: verdict)
    return loader
  }

  /// The probe gives up at its connect timeout and says so ("no answer within"), which only the
  /// timeout's path says; how long that takes is the benchmark's to measure.
  @Test func connectProbe_APortThatNeverCompletesAConnection_FailsAtTheConnectTimeout() async throws {
    let hole = try UnresponsivePorts.BlackHole()
    let failure = ConnectProbe.connect(host: "127.0.0.1", port: hole.port, timeout: .milliseconds(300))
    #expect(failure?.contains("no answer within") == true, "\(failure ?? "connected")")
    await #expect(throws: HTTPTransportError.self) {
      try await ConnectProbe(environment: [:]).check(
        URL(string: "http://127.0.0.1:\(hole.port)/v4")!, within: .milliseconds(300))
    }
  }

  @Test func connectProbe_AServerThatAccepts_Passes() async throws {
    let mute = try UnresponsivePorts.Mute()
    try await ConnectProbe(environment: [:]).check(
      URL(string: "http://127.0.0.1:\(mute.port)/")!, within: WallClockBounds.event)
  }

  @Test func connectProbe_BehindAProxy_ProbesNothing() async throws {
    let hole = try UnresponsivePorts.BlackHole()
    try await ConnectProbe(environment: ["https_proxy": "http://127.0.0.1:3128"]).check(
      URL(string: "http://127.0.0.1:\(hole.port)/")!, within: .milliseconds(100))
  }

  @Test func curl_AServerThatNeverAnswers_TimesOut_ARefusedConnectionCannotConnect() async throws {
    let mute = try UnresponsivePorts.Mute()
    let client = CurlHTTPClient(probe: ConnectProbe(environment: [:]))
    await #expect(throws: HTTPTransportError.timedOut) {
      _ = try await client.send(
        HTTPRequest(
          method: "GET", url: URL(string: "http://127.0.0.1:\(mute.port)/v4/rockets")!, timeout: .milliseconds(300)))
    }
    // Nothing listens on port 9 of the loopback: refused at once.
    await #expect {
      _ = try await client.send(
        HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:9/v4/rockets")!, timeout: WallClockBounds.event))
    } throws: { error in
      if case HTTPTransportError.cannotConnect = error { true } else { false }
    }
  }

  @Test func timeout_WhenTheSampleCanAnswer_IsNotRetried() async throws {
    let http = StubHTTPClient([.failure(.timedOut)])
    let answer = try await loader(SourcePolicy(), http: http, verdict: NetworkVerdict()).load(
      .all("rockets"), as: [Doc].self)
    #expect(answer.provenance.source == .bundled)
    #expect(http.requests.count == 1, "one attempt, not four")
  }

  @Test func timeout_UnderSourceLive_IsRetried_AndQuickFailuresAlways() async throws {
    let live = StubHTTPClient([.failure(.timedOut), .ok(Self.body)])
    _ = try await loader(SourcePolicy(mode: .live), http: live, verdict: NetworkVerdict()).load(
      .all("rockets"), as: [Doc].self)
    #expect(live.requests.count == 2)
    let auto = StubHTTPClient([.status(503), .failure(.connectionLost), .ok(Self.body)])
    let answer = try await loader(SourcePolicy(), http: auto, verdict: NetworkVerdict()).load(
      .all("rockets"), as: [Doc].self)
    #expect(answer.provenance.source == .live)
    #expect(auto.requests.count == 3)
  }

  @Test func verdict_IsSharedThroughTheFile_AndExpiresAfterTheWindow() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent(NetworkVerdict.fileName)
    let clock = Locked(Fixtures.now)
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    // Two instances over one file, as two processes are.
    let first = NetworkVerdict(window: 60, file: file, now: now)
    let second = NetworkVerdict(window: 60, file: file, now: now)
    await first.record(.spaceXAPI, error: APIError.transport(.timedOut, url: URL(string: "http://127.0.0.1:9")!))
    #expect(second.unreachableSince(.spaceXAPI) == Fixtures.now)
    #expect(second.unreachableSince(.launchLibrary) == nil, "per provider")
    clock.withLock { $0 = Fixtures.now.addingTimeInterval(59) }
    #expect(second.unreachableSince(.spaceXAPI) != nil)
    clock.withLock { $0 = Fixtures.now.addingTimeInterval(61) }
    #expect(second.unreachableSince(.spaceXAPI) == nil, "past the window the network is tried again")
    // An answer ends it for everyone.
    await first.record(
      .launchLibrary, error: APIError.transport(.cannotConnect("x"), url: URL(string: "http://127.0.0.1:9")!))
    await second.record(.launchLibrary, error: nil)
    #expect(first.unreachableSince(.launchLibrary) == nil)
  }

  /// A provider slower than a command's patience is slow for the shorter window; an answer ends it.
  @Test func slowVerdict_LastsItsShorterWindow_AndAnAnswerEndsIt() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent(NetworkVerdict.fileName)
    let clock = Locked(Fixtures.now)
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    let first = NetworkVerdict(file: file, now: now)
    let second = NetworkVerdict(file: file, now: now)
    #expect(first.slowWindow < first.window && first.slowWindow <= 60)
    await first.recordSlow(.spaceXAPI)
    #expect(second.slowSince(.spaceXAPI) == Fixtures.now)
    #expect(second.unreachableSince(.spaceXAPI) == nil, "slow is not unreachable")
    clock.withLock { $0 = Fixtures.now.addingTimeInterval(first.slowWindow + 1) }
    #expect(second.slowSince(.spaceXAPI) == nil, "past its window the source is waited for again")
    await first.recordSlow(.launchLibrary)
    await second.record(.launchLibrary, error: nil)
    #expect(first.slowSince(.launchLibrary) == nil)
  }

  /// Both providers' patience ends at once: neither verdict is lost to the other's write. On a
  /// clock that stands still: on a loaded machine the two writes may take longer than a verdict's
  /// window, and a verdict that has expired is not one that was lost.
  @Test func verdictsRecordedAtOnce_AreAllKept() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent(NetworkVerdict.fileName)
    let now: @Sendable () -> Date = { Fixtures.now }
    for _ in 0..<20 {
      try? FileManager.default.removeItem(at: file)
      let (first, second) = (NetworkVerdict(file: file, now: now), NetworkVerdict(file: file, now: now))
      async let one: Void = first.recordSlow(.spaceXAPI)
      async let other: Void = second.recordSlow(.launchLibrary)
      _ = await (one, other)
      #expect(first.slowSince(.spaceXAPI) != nil && first.slowSince(.launchLibrary) != nil)
    }
  }

  /// A verdict stamped in the future (a clock set back, a file edited) is no verdict: it would
  /// otherwise hold until the clock reached it.
  @Test func verdictStampedInTheFuture_IsIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent(NetworkVerdict.fileName)
    let future = Fixtures.now.addingTimeInterval(86_400 * 365).timeIntervalSince1970
    try Data(#"{"spacex-api": \#(future), "spacex-api slow": \#(future)}"#.utf8).write(to: file)
    let verdict = NetworkVerdict(file: file, now: { Fixtures.now })
    #expect(verdict.unreachableSince(.spaceXAPI) == nil && verdict.slowSince(.spaceXAPI) == nil)
  }
}
