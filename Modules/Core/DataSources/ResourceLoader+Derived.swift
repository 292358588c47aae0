import Foundation

extension ResourceLoader {
  /// A value built from several cached resources (a catalog from three collections), kept in
  /// the cache in its own compact form, so a later process skips decoding the raw JSON.
  ///
  /// Stands in for the fresh-cache step: it is used when the policy would answer from a fresh
  /// cache, every resource it was built from is still the one in the cache (same fetch time, read
  /// from the file header alone), and all of them are fresh.
  package func derived<T>(
    _ name: String, from resources: [APIResource], refresh: Bool, decode: (inout BinaryReader) throws -> T
  ) -> Sourced<T>? {
    // The entry's own fetch time is its first input's: if that is past the freshness window, so
    // is the oldest input, and the file need not be read at all.
    guard policy.steps(refresh: refresh).first == .freshCache,
      let builtFrom = cache.fetchedAt(for: Self.derivedKey(name)),
      CopyAge.isFresh(builtFrom, within: policy.freshness.timeInterval, now: now()),
      let stored = storedDerived(
        name, from: resources,
        // Checked before the value is decoded: a stale input means the fresh step cannot answer.
        accepting: { inputs in
          inputs.allSatisfy { CopyAge.isFresh($0, within: policy.freshness.timeInterval, now: now()) }
        },
        decode: decode)
    else {
      return nil
    }
    return Sourced(stored.value, provenance: Provenance(source: .cache, isStale: false, fetchedAt: builtFrom))
  }

  /// The same value when the cache is past its freshness window but this run answers from it
  /// anyway: no step before the stale cache could answer (`--offline`, `--source cache`, or the
  /// network found unreachable moments ago by this process or another), and every input is still
  /// the cached copy the value was built from. A plane's laptop then answers as fast as a fresh
  /// cache would, not by decoding the JSON again.
  /// - Returns: the value and when each input was fetched, in the order of `resources`, for the
  ///   caller to say how stale each part is.
  /// - Parameter reusing: the value this process already decoded from inputs fetched at those
  ///   times, if it kept one: it is then not decoded again (each request of an editor's session
  ///   on a stale cache decoded the whole catalog).
  package func staleDerived<T>(
    _ name: String, from resources: [APIResource], refresh: Bool, reusing: ([Date]) -> T? = { _ in nil },
    decode: (inout BinaryReader) throws -> T
  ) -> (value: T, inputs: [Date])? {
    let steps = policy.steps(refresh: refresh)
    guard let staleStep = steps.firstIndex(of: .staleCache),
      steps[..<staleStep].allSatisfy({
        $0 == .freshCache
          || ($0 == .live && liveIsSkipped(for: resources, slowCounts: patience(for: steps) != nil))
      })
    else { return nil }
    return storedDerived(name, from: resources, accepting: { _ in true }, reusing: reusing, decode: decode)
  }

  /// Caches `encode`'s output as the derived value `name`, if every input came from the API or the
  /// cache (stale included: its inputs' fetch times say which copies it was built from). Values
  /// built from the offline sample are kept apart, by ``storeSampleDerived(_:basedOn:encode:)``.
  /// - Parameter provenances: of the inputs, in the order ``derived(_:from:refresh:decode:)`` lists them.
  package func storeDerived(_ name: String, basedOn provenances: [Provenance], encode: (inout BinaryWriter) -> Void) {
    guard let first = provenances.first, provenances.allSatisfy({ $0.source != .bundled }) else { return }
    var writer = BinaryWriter()
    writer.array(provenances) { $0.double($1.fetchedAt.timeIntervalSince1970) }
    encode(&writer)
    _ = orLog("could not cache the compact form of \(name)", topic: "cache") {
      try cache.store(CacheEntry(data: writer.data, fetchedAt: first.fetchedAt), for: Self.derivedKey(name))
    }
  }

  /// The value built from the offline sample alone, when this run answers from the sample for
  /// every input (nothing of them cached, and no network to try): built once per sample, kept in
  /// the cache under the sample's ``bundledFingerprint``, so `--offline` on a fresh install skips
  /// decoding the sample's JSON from the second run on.
  /// - Returns: the value and the sample's capture date for each input, in the order of `resources`.
  /// - Parameter reusing: as ``staleDerived(_:from:refresh:reusing:decode:)``'s.
  package func sampleDerived<T>(
    _ name: String, from resources: [APIResource], refresh: Bool, reusing: ([Date]) -> T? = { _ in nil },
    decode: (inout BinaryReader) throws -> T
  ) -> (value: T, inputs: [Date])? {
    let steps = policy.steps(refresh: refresh)
    guard !bundledFingerprint.isEmpty, let bundledStep = steps.firstIndex(of: .bundled) else { return nil }
    let before = steps[..<bundledStep]
    // Both cache steps fail alike when nothing is cached: the headers are read once for them.
    let cacheSteps = before.contains { $0 == .freshCache || $0 == .staleCache }
    guard !cacheSteps || resources.allSatisfy({ cache.fetchedAt(for: $0.cacheKey) == nil }),
      !before.contains(.live) || liveIsSkipped(for: resources, slowCounts: false),
      let entry = cache.entry(for: Self.sampleKey(name))
    else { return nil }
    do {
      return try BinaryReader.reading(entry.data) { reader in
        guard try reader.string() == bundledFingerprint else { return nil }
        let inputs = try reader.array { Date(timeIntervalSince1970: try $0.double()) }
        guard inputs.count == resources.count else { return nil }
        return (try reusing(inputs) ?? decode(&reader), inputs)
      }
    } catch {
      Log.error("ignoring the compact cache of the offline sample's \(name): \(error)")
      return nil
    }
  }

  /// Caches the value built from the offline sample alone (every input bundled), for
  /// ``sampleDerived(_:from:refresh:decode:)``.
  package func storeSampleDerived(
    _ name: String, basedOn provenances: [Provenance], encode: (inout BinaryWriter) -> Void
  ) {
    guard !bundledFingerprint.isEmpty, !provenances.isEmpty, provenances.allSatisfy({ $0.source == .bundled }) else {
      return
    }
    var writer = BinaryWriter()
    writer.string(bundledFingerprint)
    writer.array(provenances) { $0.double($1.fetchedAt.timeIntervalSince1970) }
    encode(&writer)
    _ = orLog("could not cache the compact form of the offline sample's \(name)", topic: "cache") {
      try cache.store(CacheEntry(data: writer.data, fetchedAt: now()), for: Self.sampleKey(name))
    }
  }

  /// The stored value and its inputs' fetch times, if every input is still the cached copy it was
  /// built from and `accepting` takes their fetch times (asked before anything is decoded).
  private func storedDerived<T>(
    _ name: String, from resources: [APIResource], accepting: ([Date]) -> Bool,
    reusing: ([Date]) -> T? = { _ in nil }, decode: (inout BinaryReader) throws -> T
  ) -> (value: T, inputs: [Date])? {
    guard let entry = cache.entry(for: Self.derivedKey(name)) else { return nil }
    do {
      return try BinaryReader.reading(entry.data) { reader in
        let stamps = try reader.array { try $0.double() }
        let current = resources.map { cache.fetchedAt(for: $0.cacheKey)?.timeIntervalSince1970 }
        guard stamps.count == resources.count, zip(stamps, current).allSatisfy({ $0 == $1 }) else { return nil }
        let inputs = stamps.map(Date.init(timeIntervalSince1970:))
        guard accepting(inputs) else { return nil }
        return (try reusing(inputs) ?? decode(&reader), inputs)
      }
    } catch {
      Log.error("ignoring the compact cache of \(name): \(error)")
      return nil
    }
  }

  /// The live step would not be tried for any of `resources`: the run is offline, or each one's
  /// provider was found unreachable within the verdict's window, or slow where `slowCounts` (a
  /// cached copy can answer and the walk would wait only the patience; see
  /// ``waiting(_:for:_:finish:)``). `--refresh` and `--source live` always try: the verdict spares
  /// automatic tries only.
  private func liveIsSkipped(for resources: [APIResource], slowCounts: Bool) -> Bool {
    if policy.isOffline { return true }
    guard !policy.asksTheNetwork else { return false }
    return Set(resources.map(\.provider)).allSatisfy {
      verdict.unreachableSince($0) != nil || (slowCounts && verdict.slowSince($0) != nil)
    }
  }

  /// Why the live step for `provider` is skipped now (its verdict), for an answer built from the
  /// cache without trying it: ``StaleCause/unreachable``, or ``StaleCause/slow(waited:)`` as the
  /// command that found it slow said; `nil` when there is no verdict.
  package func verdictCause(for provider: DataProvider) -> StaleCause? {
    if verdict.unreachableSince(provider) != nil { return .unreachable }
    if verdict.slowSince(provider) != nil, let patience { return .slow(waited: patience) }
    return nil
  }

  /// The cache key a derived value named `name` is kept under.
  package static func derivedKey(_ name: String) -> String { "DERIVED \(name)" }
  private static func sampleKey(_ name: String) -> String { "DERIVED \(name) from the offline sample" }
}
