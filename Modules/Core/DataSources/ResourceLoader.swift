import Foundation

/// Answers "give me this resource's documents" by walking the ``SourcePolicy``: fresh cache,
/// live API, stale cache, offline sample, in the order the policy says.
///
/// Every source goes through the same decoder, so the sample and the cache are checked exactly
/// like live data. A live answer is cached only after it decoded, so garbage from a broken
/// server never replaces good data on disk.
package struct ResourceLoader: Sendable {
  package var policy: SourcePolicy
  package var api: APIClient
  package var cache: any CacheStore
  /// The offline sample's bytes for a collection path, with the date they were captured.
  package var bundled: @Sendable (String) -> (data: Data, capturedAt: Date)?
  /// Names the offline sample's version, for values built from it and kept in the cache (see
  /// ``sampleDerived(_:from:refresh:decode:)``); empty keeps none.
  package var bundledFingerprint = ""
  /// The moment the sample's Launch Library 2 part holds every launch up to (see
  /// ``ProviderProvenance/completeThrough``); `nil` when it is complete to its capture.
  package var bundledCompleteThrough: Date?
  package var now: @Sendable () -> Date
  /// What copies of this loader share: decoded answers, the network verdict, the late answers.
  package var session = LoaderSession()
  package var memory: DecodedMemory { session.memory }
  package var verdict: NetworkVerdict { session.verdict }
  package var lateAnswers: LateAnswers { session.lateAnswers }
  /// How long the live step waits for an answer when a cached copy could answer instead: past
  /// it the copy answers, stale, saying the source is slow, and the request goes on, caching its answer for the next one and telling
  /// ``lateAnswers``. Applies to `auto` without `--refresh` only: asking for fresh data (or
  /// `--source live`) waits for the request's own time limit. `nil`: always wait.
  /// (The frontends set it: ``commandPatience``, and less for an editor.)
  package var patience: Duration?
  /// One-shot commands give a slow source a second and a half: a command still answers within
  /// two seconds from the cache, and most live answers come well inside it.
  package static let commandPatience: Duration = .milliseconds(1500)
  /// How the app waits a span of its clock's time (``AppClock/sleep``): the system's by default,
  /// faster with `SPACEX_CLOCK_RATE`, as ``now`` is.
  package var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

  package init(
    policy: SourcePolicy,
    api: APIClient,
    cache: any CacheStore,
    bundled: @escaping @Sendable (String) -> (data: Data, capturedAt: Date)?,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.policy = policy
    self.api = api
    self.cache = cache
    self.bundled = bundled
    self.now = now
  }

  /// Loads and decodes one endpoint's answer from the first source that can answer.
  package func load<T: Decodable & Sendable>(
    _ endpoint: APIEndpoint, as type: T.Type, refresh: Bool = false
  ) async throws -> Sourced<T> {
    try await load(APIResource(endpoint), as: type, refresh: refresh)
  }

  /// Loads and decodes `resource` from the first source that can answer.
  /// - Parameter refresh: skip the fresh cache, as `--refresh` does (ignored by explicit sources).
  /// - Throws: ``DataUnavailableError`` listing why each source failed.
  package func load<T: Decodable & Sendable>(
    _ resource: APIResource, as type: T.Type, refresh: Bool = false
  ) async throws -> Sourced<T> {
    let steps = policy.steps(refresh: refresh)
    if let remembered = recallFresh(resource, as: type, steps: steps) { return remembered }
    return try await memory.coalescing("\(resource.cacheKey) \(steps)") {
      try await loadUncoalesced(resource, as: type, steps: steps)
    }
  }

  private func loadUncoalesced<T: Decodable & Sendable>(
    _ resource: APIResource, as type: T.Type, steps: [SourcePolicy.Step]
  ) async throws -> Sourced<T> {
    let answer = try await walk(
      source(resource, as: type), steps: steps, window: policy.freshness.timeInterval,
      patience: patience(for: steps)
    ).answer
    if !answer.provenance.isStale { memory.remember(answer, as: memoryKey(resource, answer.provenance.source)) }
    return answer
  }

  /// An endpoint as the walk takes it: its bytes fetched (by every caller asking at once, once),
  /// then decoded and cached; a copy and the sample decoded alike, so both are checked exactly
  /// like live data.
  private func source<T: Decodable & Sendable>(_ resource: APIResource, as type: T.Type) -> WalkedSource<T, Data> {
    let read: @Sendable (Data) throws -> T = { try TextRepair.decode(T.self, from: $0, with: .spaceXAPI()).value }
    return WalkedSource(
      name: resource.name, cacheKey: resource.cacheKey, bundledPath: resource.bundledPath,
      provider: resource.provider, readCopy: read, readSample: read,
      transfer: { [self] _, cacheCanAnswer in
        try await liveBytes(resource, api: fallbackAware(api, cacheCanAnswer: cacheCanAnswer))
      },
      keep: { [self] data in
        let stored: Sourced<T> = try stored(data, of: resource)
        return (stored.value, stored.provenance.fetchedAt)
      })
  }

  /// What this process already decoded, where the policy would answer from the fresh cache or the
  /// sample anyway: a fresh live or cached answer while it is fresh, or the sample.
  private func recallFresh<T: Sendable>(_ resource: APIResource, as type: T.Type, steps: [SourcePolicy.Step])
    -> Sourced<T>?
  {
    switch steps.first {
    case .freshCache?:
      for source in [DataSourceKind.live, .cache] {
        guard var remembered = memory.recall(memoryKey(resource, source), as: type) else { continue }
        guard CopyAge.isFresh(remembered.provenance.fetchedAt, within: policy.freshness.timeInterval, now: now())
        else { continue }
        remembered.provenance.source = .cache
        return remembered
      }
      return nil
    case .bundled?:
      return memory.recall(memoryKey(resource, .bundled), as: type)
    case .live?, .staleCache?, nil:
      return nil
    }
  }

  /// The patience for a walk of `steps`: only where the fresh cache comes first and a stale copy
  /// may follow the live step (`auto` without `--refresh`).
  package func patience(for steps: [SourcePolicy.Step]) -> Duration? {
    guard policy.mode == .auto, steps.first == .freshCache, steps.contains(.staleCache) else { return nil }
    return patience
  }

  private func memoryKey(_ resource: APIResource, _ source: DataSourceKind) -> String {
    source == .bundled ? "bundled \(resource.bundledPath)" : "\(source.rawValue) \(resource.cacheKey)"
  }

  /// One live fetch of `resource`'s bytes, shared by every caller asking for it at the same time
  /// (whatever type it decodes to: the rockets list and the launch catalog both want `rockets`).
  private func liveBytes(_ resource: APIResource, api: APIClient) async throws -> Data {
    do {
      let data = try await memory.coalescing("live bytes \(resource.cacheKey)") { try await resource.fetch(api) }
      await verdict.record(resource.provider, error: nil)
      return data
    } catch {
      await verdict.record(resource.provider, error: error)
      throw error
    }
  }

  /// A live answer decoded, then cached: garbage from a broken server never replaces good data.
  private func stored<T: Decodable & Sendable>(_ data: Data, of resource: APIResource) throws
    -> Sourced<T>
  {
    let fetchedAt = now()
    let value: T
    var data = data
    do {
      let decoded = try TextRepair.decode(T.self, from: data, with: JSONDecoder.spaceXAPI())
      value = decoded.value
      // The repaired text is what is kept: every later read decodes it at once.
      if let repaired = decoded.repaired { data = repaired }
    } catch {
      throw APIError.undecodable(
        DecodingFailure.describe(error), url: api.baseURL.appendingPathComponent(resource.bundledPath))
    }
    _ = orLog("could not cache \(resource.name)", topic: "cache") {
      try cache.store(CacheEntry(data: data, fetchedAt: fetchedAt), for: resource.cacheKey)
    }
    return Sourced(value, provenance: Provenance(source: .live, isStale: false, fetchedAt: fetchedAt))
  }

  /// `work`'s result when it ends within `patience`; else ``SlowSource``, while the work goes on:
  /// when it succeeds, `finish` handles its result (caches it) and ``lateAnswers`` hears that
  /// `provider`'s data is now in the cache.
  ///
  /// A provider that kept a caller waiting past its patience is slow for a while
  /// (``NetworkVerdict/slowSince(_:)``, shared by every process on the cache): within it the work
  /// does not start and the cached copy answers at once, so a hanging network costs the patience
  /// once, not once per command. An answer from the provider ends the verdict.
  package func waiting<T: Sendable>(
    _ patience: Duration, for provider: DataProvider, _ work: @escaping @Sendable () async throws -> T,
    finish: @escaping @Sendable (T) throws -> Void = { _ in }
  ) async throws -> T {
    if verdict.slowSince(provider) != nil { throw SlowSource(waited: patience) }
    let task = Task { try await work() }
    if let result = await task.result(within: patience) { return try result.get() }
    await verdict.recordSlow(provider)
    Task { [lateAnswers] in
      guard case .success(let value) = await task.result, (try? finish(value)) != nil else { return }
      lateAnswers.arrived(from: provider)
    }
    throw SlowSource(waited: patience)
  }

  /// `api` as the live step should use it: when a later step (the stale cache, the offline sample)
  /// can answer, a timed-out attempt is final, so a black-holed network costs one timeout. Only
  /// `--source live` ends with the live step; every policy that has one and more after it retries
  /// no timeout. When a cached copy can answer, a 429 is final too: the cache answers at once,
  /// saying the server is throttling, instead of after its `Retry-After`.
  private func fallbackAware(_ api: APIClient, cacheCanAnswer: Bool) -> APIClient {
    var api = api
    let steps = policy.steps()
    api.retriesTimeouts = steps.last == .live
    if cacheCanAnswer, let live = steps.firstIndex(of: .live), steps[live...].contains(.staleCache) {
      api.waitsOutThrottling = false
    }
    return api
  }
}
