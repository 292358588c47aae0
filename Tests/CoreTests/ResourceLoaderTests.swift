import Core
import Foundation
import TestSupport
import Testing

/// The data-source policy of README.md (Data sources), step by step: which source answers, and what reached
/// the network on the way.
@Suite struct ResourceLoaderTests {
  private struct Doc: Decodable, Sendable, Equatable {
    var id: String
  }

  private static let liveBody = Data(#"[{"id":"live"}]"#.utf8)
  private static let cachedBody = Data(#"[{"id":"cached"}]"#.utf8)
  private static let sampleBody = Data(#"[{"id":"sample"}]"#.utf8)
  private static let sampleDate = Date(timeIntervalSince1970: 1_695_000_000)
  private let endpoint = APIEndpoint.all("rockets")

  private final class MemoryCache: CacheStore {
    let entries: Locked<[String: CacheEntry]>
    /// How many times a whole entry was read (headers alone are not counted).
    let reads = Locked(0)
    init(_ entries: [String: CacheEntry] = [:]) { self.entries = Locked(entries) }
    func entry(for key: String) -> CacheEntry? {
      reads.withLock { $0 += 1 }
      return entries.withLock { $0[key] }
    }
    func fetchedAt(for key: String) -> Date? { entries.withLock { $0[key]?.fetchedAt } }
    func store(_ entry: CacheEntry, for key: String) throws { entries.withLock { $0[key] = entry } }
  }

  private func loader(
    _ policy: SourcePolicy, http: any HTTPClient, cache: MemoryCache, hasSample: Bool = true
  ) -> ResourceLoader {
    ResourceLoader(
      policy: policy,
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http, retry: .none, now: { Fixtures.now }),
      cache: cache,
      bundled: { _ in hasSample ? (Self.sampleBody, Self.sampleDate) : nil },
      now: { Fixtures.now })
  }

  private func cache(ageSeconds: Double) -> MemoryCache {
    MemoryCache([endpoint.cacheKey: CacheEntry(data: Self.cachedBody, fetchedAt: Fixtures.now - ageSeconds)])
  }

  @Test func auto_FreshCache_AnswersWithoutNetwork() async throws {
    let result = try await loader(SourcePolicy(), http: UnimplementedHTTPClient(), cache: cache(ageSeconds: 60))
      .load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "cached")])
    #expect(result.provenance == Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now - 60))
  }

  @Test func auto_OldCache_FetchesLiveAndStoresIt() async throws {
    let store = cache(ageSeconds: 7200)
    let http = StubHTTPClient([.ok(Self.liveBody)])
    let result = try await loader(SourcePolicy(), http: http, cache: store).load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "live")])
    #expect(result.provenance == Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    #expect(store.entry(for: endpoint.cacheKey)?.data == Self.liveBody)
    #expect(http.requests.count == 1)
  }

  @Test func auto_NetworkDown_ServesStaleCacheMarkedStale() async throws {
    let http = StubHTTPClient([.failure(.cannotConnect("refused"))])
    let result = try await loader(SourcePolicy(), http: http, cache: cache(ageSeconds: 7200)).load(
      endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "cached")])
    #expect(
      result.provenance
        == Provenance(source: .cache, isStale: true, fetchedAt: Fixtures.now - 7200, staleCause: .unreachable))
  }

  /// Answers after `delay`, then lets a test know.
  private struct SlowHTTPClient: HTTPClient {
    var delay: Duration
    var body: Data
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      try await Task.sleep(for: delay)
      return HTTPResponse(status: 200, body: body)
    }
  }

  /// Past the patience the stale copy answers, saying the source is slow; the fetch goes on,
  /// caches its answer and says so, and the next request answers from it.
  @Test func auto_SlowSourceWithAStaleCopy_AnswersFromTheCopyAfterThePatience_AndCachesTheLateAnswer()
    async throws
  {
    let store = cache(ageSeconds: 7200)
    var slow = loader(
      SourcePolicy(), http: SlowHTTPClient(delay: .milliseconds(400), body: Self.liveBody), cache: store)
    slow.patience = .milliseconds(50)
    let (arrivals, arrived) = AsyncStream.makeStream(of: DataProvider.self)
    slow.lateAnswers.onArrival { arrived.yield($0) }
    let first = try await slow.load(endpoint, as: [Doc].self)
    #expect(first.value == [Doc(id: "cached")])
    #expect(
      first.provenance
        == Provenance(
          source: .cache, isStale: true, fetchedAt: Fixtures.now - 7200, staleCause: .slow(waited: .milliseconds(50))))
    var told = arrivals.makeAsyncIterator()
    #expect(await told.next() == .spaceXAPI)
    #expect(store.entry(for: endpoint.cacheKey)?.data == Self.liveBody)
    let next = try await slow.load(endpoint, as: [Doc].self)
    #expect(next.value == [Doc(id: "live")])
    #expect(next.provenance.isStale == false)
  }

  /// Asking for fresh data (`--refresh`), or having no copy to answer with, waits for the answer.
  @Test(arguments: [true, false])
  func slowSource_IsWaitedFor_WhenFreshDataIsAskedFor_OrNothingElseCanAnswer(refresh: Bool) async throws {
    var slow = loader(
      SourcePolicy(isRefresh: refresh), http: SlowHTTPClient(delay: .milliseconds(200), body: Self.liveBody),
      cache: refresh ? cache(ageSeconds: 7200) : MemoryCache(), hasSample: true)
    slow.patience = .milliseconds(20)
    let result = try await slow.load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "live")])
    #expect(result.provenance.source == .live)
  }

  @Test func auto_NetworkDownAndNoCache_ServesTheSample() async throws {
    let http = StubHTTPClient([.failure(.cannotConnect("refused"))])
    let result = try await loader(SourcePolicy(), http: http, cache: MemoryCache()).load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "sample")])
    #expect(result.provenance == Provenance(source: .bundled, isStale: false, fetchedAt: Self.sampleDate))
  }

  @Test func auto_MalformedLiveBody_FallsBackAndKeepsTheGoodCache() async throws {
    let store = cache(ageSeconds: 7200)
    let http = StubHTTPClient([.ok(Data("<html>oops</html>".utf8))])
    let result = try await loader(SourcePolicy(), http: http, cache: store).load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "cached")])
    #expect(result.provenance.isStale)
    #expect(store.entry(for: endpoint.cacheKey)?.data == Self.cachedBody)
  }

  @Test func refresh_SkipsFreshCache() async throws {
    let http = StubHTTPClient([.ok(Self.liveBody)])
    let result = try await loader(SourcePolicy(isRefresh: true), http: http, cache: cache(ageSeconds: 1))
      .load(endpoint, as: [Doc].self)
    #expect(result.provenance.source == .live)
  }

  @Test func refresh_NetworkDown_FallsBackToStaleCache() async throws {
    let http = StubHTTPClient([.failure(.timedOut)])
    let result = try await loader(SourcePolicy(isRefresh: true), http: http, cache: cache(ageSeconds: 1))
      .load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "cached")])
    #expect(
      result.provenance
        == Provenance(
          source: .cache, isStale: true, fetchedAt: Fixtures.now - 1, staleCause: .timedOut(after: .seconds(10))))
  }

  @Test func offline_NeverTouchesTheNetwork() async throws {
    let result = try await loader(
      SourcePolicy(isOffline: true), http: UnimplementedHTTPClient(), cache: cache(ageSeconds: 7200)
    )
    .load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "cached")])
    #expect(result.provenance.isStale)
  }

  @Test func live_NetworkDown_FailsNamingTheCause() async throws {
    let http = StubHTTPClient([.failure(.cannotConnect("refused"))])
    let error = await #expect(throws: DataUnavailableError.self) {
      try await loader(SourcePolicy(mode: .live), http: http, cache: cache(ageSeconds: 1)).load(
        endpoint, as: [Doc].self)
    }
    #expect(error?.attempts.map(\.step) == [.live])
    #expect(error?.description.contains("could not connect") == true)
  }

  @Test func cache_WithNothingCached_Fails() async {
    await #expect(throws: DataUnavailableError.self) {
      try await loader(SourcePolicy(mode: .cache), http: UnimplementedHTTPClient(), cache: MemoryCache())
        .load(endpoint, as: [Doc].self)
    }
  }

  @Test func bundled_IgnoresCacheAndNetwork() async throws {
    let result = try await loader(
      SourcePolicy(mode: .bundled), http: UnimplementedHTTPClient(), cache: cache(ageSeconds: 1)
    )
    .load(endpoint, as: [Doc].self)
    #expect(result.value == [Doc(id: "sample")])
  }

  @Test func bundled_MissingFromSample_Fails() async {
    await #expect(throws: DataUnavailableError.self) {
      try await loader(
        SourcePolicy(mode: .bundled), http: UnimplementedHTTPClient(), cache: MemoryCache(), hasSample: false
      )
      .load(endpoint, as: [Doc].self)
    }
  }

  @Test func secondLoad_WhileFresh_IsAnsweredFromMemory() async throws {
    let http = StubHTTPClient([.ok(Self.liveBody)])
    var loader = loader(SourcePolicy(), http: http, cache: MemoryCache())
    _ = try await loader.load(endpoint, as: [Doc].self)
    loader.cache = NoCacheStore()  // nothing on "disk": only memory can answer
    let second = try await loader.load(endpoint, as: [Doc].self)
    #expect(second.value == [Doc(id: "live")])
    #expect(second.provenance == Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now))
    #expect(http.requests.count == 1)
  }

  /// With the network down past the freshness window, every request is answered from the stale
  /// cache: the copy is read and decoded once, and again only when the file changes.
  @Test func staleCache_IsDecodedOncePerCopy() async throws {
    let store = cache(ageSeconds: 7200)
    let loader = loader(SourcePolicy(mode: .cache), http: UnimplementedHTTPClient(), cache: store)
    for _ in 0..<3 {
      let answer = try await loader.load(endpoint, as: [Doc].self)
      #expect(answer.value == [Doc(id: "cached")] && answer.provenance.isStale)
    }
    #expect(store.reads.withLock { $0 } == 1)
    try store.store(
      CacheEntry(data: Data(#"[{"id":"newer"}]"#.utf8), fetchedAt: Fixtures.now - 3600 * 3), for: endpoint.cacheKey)
    #expect(try await loader.load(endpoint, as: [Doc].self).value == [Doc(id: "newer")])
    #expect(store.reads.withLock { $0 } == 2)
  }

  /// A derived (compact) value stands in for the fresh cache only: while its inputs are fresh it
  /// answers; once they are past the freshness window it is not even read.
  @Test func derivedValue_AnswersWhileFresh_AndIsNotReadOnceStale() throws {
    let store = cache(ageSeconds: 60)
    var loader = loader(SourcePolicy(mode: .cache), http: UnimplementedHTTPClient(), cache: store)
    let inputs = [Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now - 60)]
    loader.storeDerived("count", basedOn: inputs) { $0.double(42) }
    let readsBefore = store.reads.withLock { $0 }
    let fresh = loader.derived("count", from: [APIResource(endpoint)], refresh: false) { try $0.double() }
    #expect(fresh?.value == 42)
    #expect(store.reads.withLock { $0 } == readsBefore + 1)
    loader.now = { Fixtures.now + 7200 }
    #expect(loader.derived("count", from: [APIResource(endpoint)], refresh: false) { try $0.double() } == nil)
    #expect(store.reads.withLock { $0 } == readsBefore + 1)
  }

  /// A stale derived value a caller kept from the same inputs is reused, not decoded again; one
  /// built from other inputs (another process's newer copy) is decoded.
  @Test func staleDerivedValue_ReusesWhatWasDecodedFromTheSameInputs() throws {
    let store = cache(ageSeconds: 7200)
    let loader = loader(SourcePolicy(mode: .cache), http: UnimplementedHTTPClient(), cache: store)
    loader.storeDerived("count", basedOn: [Provenance(source: .cache, isStale: true, fetchedAt: Fixtures.now - 7200)]) {
      $0.double(42)
    }
    let decodes = Locked(0)
    func stale(reusing: @escaping ([Date]) -> Double?) -> (value: Double, inputs: [Date])? {
      loader.staleDerived("count", from: [APIResource(endpoint)], refresh: false, reusing: reusing) { reader in
        decodes.withLock { $0 += 1 }
        return try reader.double()
      }
    }
    let first = try #require(stale { _ in nil })
    #expect(first.value == 42 && first.inputs == [Fixtures.now - 7200] && decodes.withLock { $0 } == 1)
    let reused = stale { $0 == first.inputs ? first.value : nil }
    #expect(reused?.value == 42 && decodes.withLock { $0 } == 1, "not decoded again")
    let other = stale { $0 == [Fixtures.now] ? 7 : nil }
    #expect(other?.value == 42 && decodes.withLock { $0 } == 2, "kept from other inputs: decoded")
  }

  @Test func refresh_IgnoresMemory() async throws {
    let http = StubHTTPClient([.ok(Self.liveBody), .ok(Self.liveBody)])
    let loader = loader(SourcePolicy(), http: http, cache: MemoryCache())
    _ = try await loader.load(endpoint, as: [Doc].self)
    #expect(try await loader.load(endpoint, as: [Doc].self, refresh: true).provenance.source == .live)
    #expect(http.requests.count == 2)
  }

  @Test func steps_MatchTheContract() {
    #expect(SourcePolicy().steps() == [.freshCache, .live, .staleCache, .bundled])
    #expect(SourcePolicy(isOffline: true).steps() == [.freshCache, .staleCache, .bundled])
    #expect(SourcePolicy(isRefresh: true).steps() == [.live, .staleCache, .bundled])
    #expect(SourcePolicy(mode: .live).steps() == [.live])
    #expect(SourcePolicy(mode: .cache).steps() == [.freshCache, .staleCache])
    #expect(SourcePolicy(mode: .bundled).steps() == [.bundled])
  }
}
