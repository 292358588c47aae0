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
  /// Shared by copies of this loader, so one process decodes a fresh answer once.
  package let memory = DecodedMemory()
  /// How long the live step waits for an answer when a cached copy could answer instead: past
  /// it the copy answers, stale, saying the source is slow, and the request goes on, caching its answer for the next one and telling
  /// ``lateAnswers``. Applies to `auto` without `--refresh` only: asking for fresh data (or
  /// `--source live`) waits for the request's own time limit. `nil`: always wait.
  /// (The frontends set it: ``commandPatience``, and less for an editor.)
  package var patience: Duration?
  /// One-shot commands give a slow source a second and a half: a command still answers within
  /// two seconds from the cache, and most live answers come well inside it.
  package static let commandPatience: Duration = .milliseconds(1500)
  /// Who hears of a live answer that landed after the cache answered for it; shared by copies.
  package let lateAnswers = LateAnswers()
  /// Shared by copies too: after the API could not be reached, later requests of this process
  /// skip the live step for a while instead of each paying the timeout again.
  package var verdict = NetworkVerdict()
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
    let decoder = JSONDecoder.spaceXAPI()
    var attempts: [DataUnavailableError.Attempt] = []
    var liveFailure: (any Error)?
    // The cached copy's fetch time, read from its header once for both cache steps.
    var cachedAt: Date??
    for step in steps {
      try Task.checkCancellation()
      do {
        if step == .freshCache || step == .staleCache, cachedAt == nil {
          cachedAt = .some(cache.fetchedAt(for: resource.cacheKey))
        }
        let answer: Sourced<T> = try await answer(
          step, resource, cachedAt: cachedAt ?? nil, liveFailure: liveFailure,
          patience: patience(for: steps), decoder: decoder)
        if !answer.provenance.isStale { memory.remember(answer, as: memoryKey(resource, answer.provenance.source)) }
        return answer
      } catch let error as CancellationError {
        throw error
      } catch {
        attempts.append(.init(step: step, reason: "\(error)"))
        if step == .live { liveFailure = error }
      }
    }
    throw DataUnavailableError(endpoint: resource.name, attempts: attempts)
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

  /// - Parameter liveFailure: why a live fetch tried before failed, so whatever the cache holds is
  ///   stale, and the answer says why.
  /// - Parameter cachedAt: when the cached copy was fetched, from its file header (`nil`: none).
  /// - Parameter patience: how long the live step waits when the cache can answer instead.
  private func answer<T: Decodable & Sendable>(
    _ step: SourcePolicy.Step, _ resource: APIResource, cachedAt: Date?, liveFailure: (any Error)?,
    patience: Duration?, decoder: JSONDecoder
  ) async throws -> Sourced<T> {
    switch step {
    case .freshCache, .staleCache:
      // The header says how old the copy is before anything is read or decoded.
      guard let cachedAt else { throw StepFailure("nothing cached") }
      let isFresh = CopyAge.isFresh(cachedAt, within: policy.freshness.timeInterval, now: now())
      if step == .freshCache, !isFresh { throw StepFailure("cached copy is older than the freshness window") }
      let (value, fetchedAt) = try decodedCopy(resource, as: T.self, fetchedAt: cachedAt, decoder: decoder)
      let isStale = !isFresh || liveFailure != nil
      let cause = liveFailure.flatMap { StaleCause($0, timeout: api.timeout) }
      return Sourced(
        value, provenance: Provenance(source: .cache, isStale: isStale, fetchedAt: fetchedAt, staleCause: cause))
    case .live:
      guard !policy.isOffline else { throw StepFailure("offline") }
      // `--source live` asks for the network whatever happened before: it always tries.
      if policy.mode != .live, verdict.unreachableSince(resource.provider) != nil {
        throw NotTried(resource.provider)
      }
      let cacheCanAnswer = (cachedAt ?? cache.fetchedAt(for: resource.cacheKey)) != nil
      let api = fallbackAware(self.api, cacheCanAnswer: cacheCanAnswer)
      let fetch: @Sendable () async throws -> Data = { [self] in try await liveBytes(resource, api: api) }
      guard cacheCanAnswer, let patience else { return try stored(try await fetch(), of: resource, api: api) }
      // Only the transfer races the patience: decoding a big answer on a busy machine is no
      // reason to show the stale copy.
      let data = try await waiting(patience, for: resource.provider, fetch) { [self] data in
        _ = try stored(data, of: resource, api: api) as Sourced<T>
      }
      return try stored(data, of: resource, api: api)
    case .bundled:
      guard let sample = bundled(resource.bundledPath) else {
        throw StepFailure("the offline sample has no \(resource.bundledPath)")
      }
      let value = try decode(T.self, from: sample.data, decoder: decoder, what: "offline sample")
      return Sourced(value, provenance: Provenance(source: .bundled, isStale: false, fetchedAt: sample.capturedAt))
    }
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
  private func stored<T: Decodable & Sendable>(_ data: Data, of resource: APIResource, api: APIClient) throws
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
    _ = orLog("could not cache \(resource.name)") {
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

  /// The cached copy of `resource`, decoded once per file: while its header still shows the fetch
  /// time it had when it was decoded, the decoded value is reused. A stale cache (the network down
  /// past the freshness window) was otherwise read and decoded again for every request, 20 ms
  /// each for the launches.
  private func decodedCopy<T: Decodable & Sendable>(
    _ resource: APIResource, as type: T.Type, fetchedAt: Date, decoder: JSONDecoder
  ) throws -> (value: T, fetchedAt: Date) {
    let key = "decoded copy \(resource.cacheKey)"
    if let known = memory.recall(key, as: T.self), known.provenance.fetchedAt == fetchedAt {
      return (known.value, fetchedAt)
    }
    guard let entry = cache.entry(for: resource.cacheKey) else { throw StepFailure("nothing cached") }
    let value = try decode(T.self, from: entry.data, decoder: decoder, what: "cached copy")
    memory.remember(
      Sourced(value, provenance: Provenance(source: .cache, isStale: false, fetchedAt: entry.fetchedAt)), as: key)
    return (value, entry.fetchedAt)
  }

  private func decode<T: Decodable>(_ type: T.Type, from data: Data, decoder: JSONDecoder, what: String) throws -> T {
    do {
      return try TextRepair.decode(type, from: data, with: decoder).value
    } catch {
      Log.error("\(what) is unreadable, ignoring it: \(DecodingFailure.describe(error))")
      throw StepFailure("\(what) is unreadable")
    }
  }
}

/// Why one step of the policy could not answer; only its text reaches the user.
struct StepFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
