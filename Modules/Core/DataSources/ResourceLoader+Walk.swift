import Foundation

/// One source of data as the loader walks the ``SourcePolicy`` for it: where its copy is cached,
/// how a cached copy and the offline sample read, and its live step in two parts. An API
/// endpoint is one (``ResourceLoader/load(_:as:refresh:)``); Launch Library 2's budgeted sync is
/// another: each says only what is its own, and the walk (fresh cache, live, stale cache, sample;
/// the network verdict, the patience, late answers, why each step failed) is the loader's.
package struct WalkedSource<Value: Sendable, Transfer: Sendable>: Sendable {
  /// For messages: "GET /rockets", "Launch Library 2 launches".
  package var name: String
  package var cacheKey: String
  /// The offline sample's part that answers for it (`rockets`, `ll2/launches`).
  package var bundledPath: String
  package var provider: DataProvider
  /// A cached copy's bytes, read (decoded once per copy: see ``ResourceLoader/walk(_:steps:window:patience:)``).
  package var readCopy: @Sendable (Data) throws -> Value
  /// The offline sample's bytes, read.
  package var readSample: @Sendable (Data) throws -> Value
  /// Whether the live step starts from the cached copy (an update asks only for what changed).
  package var liveReadsCopy = false
  /// The live step's network part, which races the patience: given the cached copy where
  /// ``liveReadsCopy`` (else `nil`), and whether a cached copy could answer instead (a step that
  /// can fall back gives up sooner).
  package var transfer: @Sendable (_ previous: Value?, _ cacheCanAnswer: Bool) async throws -> Transfer
  /// What the transfer brought, read and kept (cached only once it read), with when it was
  /// fetched; also run for a transfer that ended past the patience, so the next walk finds it.
  package var keep: @Sendable (Transfer) throws -> (value: Value, fetchedAt: Date)

  package init(
    name: String, cacheKey: String, bundledPath: String, provider: DataProvider,
    readCopy: @escaping @Sendable (Data) throws -> Value, readSample: @escaping @Sendable (Data) throws -> Value,
    liveReadsCopy: Bool = false,
    transfer: @escaping @Sendable (_ previous: Value?, _ cacheCanAnswer: Bool) async throws -> Transfer,
    keep: @escaping @Sendable (Transfer) throws -> (value: Value, fetchedAt: Date)
  ) {
    self.name = name
    self.cacheKey = cacheKey
    self.bundledPath = bundledPath
    self.provider = provider
    self.readCopy = readCopy
    self.readSample = readSample
    self.liveReadsCopy = liveReadsCopy
    self.transfer = transfer
    self.keep = keep
  }
}

/// What a walk answered, and why its live step failed when it was tried and did (the caller may
/// say when fresh data is possible again).
package struct Walked<Value: Sendable>: Sendable {
  package var answer: Sourced<Value>
  package var liveError: (any Error)?
}

extension ResourceLoader {
  /// `source`'s value from the first of `steps` that can answer.
  /// - Parameters:
  ///   - window: how old a cached copy may be and still count as fresh.
  ///   - patience: how long the live step waits when a cached copy could answer instead
  ///     (``patience(for:)``, or `nil` to wait for the request's own time limit).
  /// - Throws: ``DataUnavailableError`` listing why each step failed.
  package func walk<Value, Transfer>(
    _ source: WalkedSource<Value, Transfer>, steps: [SourcePolicy.Step], window: TimeInterval, patience: Duration?
  ) async throws -> Walked<Value> {
    var attempts: [DataUnavailableError.Attempt] = []
    var liveError: (any Error)?
    // The cached copy's fetch time, read from its header once for every step that asks.
    var header: Date??
    let cachedAt = { (header: inout Date??) -> Date? in
      if header == nil { header = .some(cache.fetchedAt(for: source.cacheKey)) }
      return header ?? nil
    }
    for step in steps {
      try Task.checkCancellation()
      do {
        switch step {
        case .freshCache, .staleCache:
          // The header says how old the copy is before anything is read or decoded.
          guard let fetchedAt = cachedAt(&header) else { throw StepFailure("nothing cached") }
          let isFresh = CopyAge.isFresh(fetchedAt, within: window, now: now())
          if step == .freshCache, !isFresh { throw StepFailure("cached copy is older than the freshness window") }
          let copy = try self.copy(of: source, fetchedAt: fetchedAt)
          let cause = liveError.flatMap { StaleCause($0, timeout: api.timeout) }
          let provenance = Provenance(
            source: .cache, isStale: !isFresh || liveError != nil, fetchedAt: copy.fetchedAt, staleCause: cause)
          return Walked(answer: Sourced(copy.value, provenance: provenance), liveError: liveError)
        case .live:
          let value = try await live(
            source, cachedAt: cachedAt(&header), window: window, patience: patience, asked: policy.asksTheNetwork)
          return Walked(answer: value, liveError: nil)
        case .bundled:
          guard let sample = bundled(source.bundledPath) else {
            throw StepFailure("the offline sample has no \(source.bundledPath)")
          }
          let value = try read(sample.data, with: source.readSample, what: "offline sample", of: source.name)
          if let liveError { verdict.sayTimedOut(source.provider, liveError, timeout: api.timeout) }
          let provenance = Provenance(source: .bundled, isStale: false, fetchedAt: sample.capturedAt)
          return Walked(answer: Sourced(value, provenance: provenance), liveError: nil)
        }
      } catch let error as CancellationError {
        throw error
      } catch {
        attempts.append(.init(step: step, reason: "\(error)"))
        if step == .live { liveError = error }
      }
    }
    if let liveError { verdict.sayTimedOut(source.provider, liveError, timeout: api.timeout) }
    throw DataUnavailableError(endpoint: source.name, attempts: attempts)
  }

  /// The live step: not tried offline, nor while the provider's verdict says it cannot be reached,
  /// unless the person `asked` for it (`--refresh`, `--source live`: the verdict spares automatic
  /// tries only, and a person who asks means now); a slow transfer is waited for the patience when a cached copy can
  /// answer, and goes on past it, keeping its answer for the next walk.
  ///
  /// Every caller of the copy shares it: in this process (whatever each decodes it to) one step
  /// runs and the others read what it stored, or share its failure; across processes
  /// (``CacheStore/exclusiveLiveStep(for:patience:_:)``) a step already in flight elsewhere is
  /// waited for, and the copy it stored answers, fresh, with no request of this process's.
  private func live<Value, Transfer>(
    _ source: WalkedSource<Value, Transfer>, cachedAt: Date?, window: TimeInterval, patience: Duration?, asked: Bool
  ) async throws -> Sourced<Value> {
    guard !policy.isOffline else { throw StepFailure("offline") }
    if !asked, verdict.unreachableSince(source.provider) != nil { throw NotTried(source.provider) }
    let previous = source.liveReadsCopy ? cachedAt.flatMap { try? copy(of: source, fetchedAt: $0).value } : nil
    let cacheCanAnswer = cachedAt != nil
    let step: @Sendable () async throws -> Sourced<Value> = { [self] in
      // Whoever runs the shared step hands its own value back here; the others read the copy.
      let own = Locked<Sourced<Value>?>(nil)
      let outcome = try await memory.coalescing("live step \(source.cacheKey)") { [self] in
        try await cache.exclusiveLiveStep(for: source.cacheKey, patience: sharedStepPatience) {
          if let stored = storedMeanwhile(source, since: cachedAt, window: window) { return stored }
          let kept = try source.keep(try await source.transfer(previous, cacheCanAnswer))
          own.withLock {
            $0 = Sourced(kept.value, provenance: Provenance(source: .live, isStale: false, fetchedAt: kept.fetchedAt))
          }
          return SharedLiveStep(fetchedAt: kept.fetchedAt, wasLive: true)
        }
      }
      if let own = own.withLock({ $0 }) { return own }
      // The copy as stored: its header's time (seconds since 1970) is the fetch time give or take
      // the conversion's last digits, or a newer one's.
      guard let storedAt = cache.fetchedAt(for: source.cacheKey), storedAt > outcome.fetchedAt - 1,
        let copy = try? copy(of: source, fetchedAt: storedAt)
      else { throw StepFailure("the copy fetched for it is not in the cache") }
      let source: DataSourceKind = outcome.wasLive ? .live : .cache
      return Sourced(copy.value, provenance: Provenance(source: source, isStale: false, fetchedAt: copy.fetchedAt))
    }
    // Only the step races the patience: reading a big answer on a busy machine is no reason to
    // show the stale copy. One that ends past it has kept its answer for the next walk.
    guard cacheCanAnswer, let patience else { return try await step() }
    return try await waiting(patience, for: source.provider, step)
  }

  /// How long a live step waits for another process's: the longest a request of its may take,
  /// twice over (a sync of several pages), and a little.
  private var sharedStepPatience: Duration { api.timeout * 2 + .seconds(5) }

  /// The moment of the copy another process's live step stored while this one waited for it,
  /// when there is one and it is fresh: it answers as this step's own would have.
  private func storedMeanwhile<Value, Transfer>(
    _ source: WalkedSource<Value, Transfer>, since cachedAt: Date?, window: TimeInterval
  ) -> SharedLiveStep? {
    guard let fetchedAt = cache.fetchedAt(for: source.cacheKey), fetchedAt > cachedAt ?? .distantPast,
      CopyAge.isFresh(fetchedAt, within: window, now: now())
    else { return nil }
    return SharedLiveStep(fetchedAt: fetchedAt, wasLive: false)
  }

  /// The cached copy of `source`, read once per file: while its header still shows the fetch
  /// time it had when it was read, the value read is reused. A stale cache (the network down past
  /// the freshness window) was otherwise read and decoded again for every request, 20 ms each for
  /// the launches.
  private func copy<Value, Transfer>(of source: WalkedSource<Value, Transfer>, fetchedAt: Date) throws -> (
    value: Value, fetchedAt: Date
  ) {
    let key = "decoded copy \(source.cacheKey)"
    if let known = memory.recall(key, as: Value.self), known.provenance.fetchedAt == fetchedAt {
      return (known.value, fetchedAt)
    }
    guard let entry = cache.entry(for: source.cacheKey) else { throw StepFailure("nothing cached") }
    let value = try read(entry.data, with: source.readCopy, what: "cached copy", of: source.name)
    memory.remember(
      Sourced(value, provenance: Provenance(source: .cache, isStale: false, fetchedAt: entry.fetchedAt)), as: key)
    return (value, entry.fetchedAt)
  }

  private func read<Value>(_ data: Data, with read: (Data) throws -> Value, what: String, of name: String) throws
    -> Value
  {
    do {
      return try read(data)
    } catch {
      Log.error("\(what) of \(name) is unreadable, ignoring it: \(DecodingFailure.describe(error))")
      throw StepFailure("\(what) is unreadable")
    }
  }
}

/// How a live step shared by every caller of a copy (in this process and others) ended: the copy
/// it stored, fetched by this process (`wasLive`) or by another while this one waited.
private struct SharedLiveStep: Sendable {
  var fetchedAt: Date
  var wasLive: Bool
}

/// Why one step of the policy could not answer; only its text reaches the user.
struct StepFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
