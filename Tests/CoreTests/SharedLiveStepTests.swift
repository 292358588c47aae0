import Core
import Foundation
import TestSupport
import Testing

/// Processes on one cache share each live step: one in flight is waited for, and its stored copy
/// answers the waiter, so the same request is never sent twice. Two loaders with sessions of their
/// own on one cache directory stand for two processes (the lock is per open file, so they exclude
/// each other as two processes would).
@Suite struct SharedLiveStepTests {
  private struct Doc: Decodable, Sendable, Equatable {
    var id: String
  }

  private let endpoint = APIEndpoint.all("rockets")

  /// Answers every request with `[{"id":"live"}]` once the test opens the gate, counting them.
  private final class GatedHTTPClient: HTTPClient {
    let requests = Locked(0)
    private let gate = AsyncGate()
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      requests.withLock { $0 += 1 }
      await gate.wait()
      return HTTPResponse(status: 200, body: Data(#"[{"id":"live"}]"#.utf8))
    }
    func open() async { await gate.open() }
  }

  /// A gate that tasks wait at until it opens.
  private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    func wait() async {
      if isOpen { return }
      await withCheckedContinuation { waiters.append($0) }
    }
    func open() {
      isOpen = true
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
  }

  /// The file cache, telling the test when a live step starts waiting for (or running) its turn.
  private struct WatchedCache: CacheStore {
    let files: FileCacheStore
    let stepsAsked = Locked(0)
    func entry(for key: String) -> CacheEntry? { files.entry(for: key) }
    func fetchedAt(for key: String) -> Date? { files.fetchedAt(for: key) }
    func store(_ entry: CacheEntry, for key: String) throws { try files.store(entry, for: key) }
    func exclusiveLiveStep<T: Sendable>(for key: String, patience: Duration, _ body: () async throws -> T)
      async throws -> T
    {
      stepsAsked.withLock { $0 += 1 }
      return try await files.exclusiveLiveStep(for: key, patience: patience, body)
    }
  }

  private func process(on directory: TemporaryDirectory, http: any HTTPClient) -> (ResourceLoader, WatchedCache) {
    let cache = WatchedCache(files: FileCacheStore(directory: directory.url))
    let loader = ResourceLoader(
      policy: SourcePolicy(),
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http, retry: .none, now: { Fixtures.now }),
      cache: cache, bundled: { _ in nil }, now: { Fixtures.now })
    return (loader, cache)
  }

  @Test(.timeLimit(WallClockBounds.hangGuard)) func aStepInFlightElsewhere_IsAwaited_AndItsCopyAnswersWithoutARequest()
    async throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stale = CacheEntry(data: Data(#"[{"id":"old"}]"#.utf8), fetchedAt: Fixtures.now - 7200)
    try FileCacheStore(directory: directory.url).store(stale, for: endpoint.cacheKey)
    let http = GatedHTTPClient()
    let (first, _) = process(on: directory, http: http)
    let (second, secondCache) = process(on: directory, http: http)

    let endpoint = self.endpoint
    let firstAnswer = Task { try await first.load(endpoint, as: [Doc].self) }
    try await WallClockBounds.untilDone { http.requests.withLock { $0 } == 1 }
    // The second starts while the first's request is in flight: it finds the step taken.
    let secondAnswer = Task { try await second.load(endpoint, as: [Doc].self) }
    try await WallClockBounds.untilDone { secondCache.stepsAsked.withLock { $0 } == 1 }
    await http.open()

    let (answered, waited) = (try await firstAnswer.value, try await secondAnswer.value)
    #expect(http.requests.withLock { $0 } == 1, "the same request went twice")
    #expect(answered.value == [Doc(id: "live")])
    #expect(answered.provenance == Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    #expect(waited.value == [Doc(id: "live")], "the waiter answers with the copy the first stored")
    #expect(waited.provenance == Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now))
  }

  /// Two callers in one process decode the same answer to different types (the rockets list and
  /// the launch catalog both read `rockets`): one request, and each gets its own type.
  @Test(.timeLimit(WallClockBounds.hangGuard)) func callersOfOneCopy_InOneProcess_ShareOneRequest_WhateverTheyDecodeTo()
    async throws
  {
    struct Named: Decodable, Sendable, Equatable {
      var id: String
      var name: String?
    }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let http = GatedHTTPClient()
    let (loader, _) = process(on: directory, http: http)
    let endpoint = self.endpoint
    let docs = Task { try await loader.load(endpoint, as: [Doc].self) }
    try await WallClockBounds.untilDone { http.requests.withLock { $0 } == 1 }
    let named = Task { try await loader.load(endpoint, as: [Named].self) }
    for _ in 0..<100 { await Task.yield() }
    await http.open()
    #expect(try await docs.value.value == [Doc(id: "live")])
    #expect(try await named.value.value == [Named(id: "live", name: nil)])
    #expect(http.requests.withLock { $0 } == 1)
  }

  @Test func aStepAfterAnotherFinished_StillAsks_WhenItReadTheCopyAfterIt() async throws {
    // `--refresh` after another process's sync ended: the user asked for newer data than that.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let http = StubHTTPClient([.ok(Data(#"[{"id":"a"}]"#.utf8)), .ok(Data(#"[{"id":"b"}]"#.utf8))])
    let (first, _) = process(on: directory, http: http)
    let (second, _) = process(on: directory, http: http)
    _ = try await first.load(endpoint, as: [Doc].self, refresh: true)
    let refreshed = try await second.load(endpoint, as: [Doc].self, refresh: true)
    #expect(refreshed.value == [Doc(id: "b")])
    #expect(http.requests.count == 2)
  }

  @Test func aStepHeldElsewhereLongerThanThePatience_SendsNothing_AndSaysWhy() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cache = FileCacheStore(directory: directory.url)
    let key = endpoint.cacheKey
    let ran = Locked(false)
    let outcome = try await cache.exclusiveLiveStep(for: key, patience: .seconds(60)) {
      // Another process's step (a second holder of the same lock) gives up, sending nothing.
      await #expect(throws: LiveStepInFlight.self) {
        try await cache.exclusiveLiveStep(for: key, patience: .milliseconds(30)) { ran.withLock { $0 = true } }
      }
      return "held"
    }
    #expect(outcome == "held")
    #expect(!ran.withLock { $0 })
    #expect("\(LiveStepInFlight())" == "another spacex process is still fetching it")
  }
}
