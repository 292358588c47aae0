import Foundation

extension ResourceLoader {
  /// A value built from several cached resources (a catalog from three collections), kept in
  /// the cache in its own compact form, so a later process skips decoding the raw JSON.
  ///
  /// Only ever stands in for the fresh-cache step: it is used when the policy would answer from
  /// a fresh cache, every resource it was built from is still the one in the cache (same fetch
  /// time, read from the file header alone), and all of them are fresh.
  package func derived<T>(
    _ name: String, from resources: [APIResource], refresh: Bool, decode: (inout BinaryReader) throws -> T
  ) -> Sourced<T>? {
    // The entry's own fetch time is its first input's: if that is past the freshness window, so
    // is the oldest input, and the file need not be read at all (a stale cache asks every time).
    guard policy.steps(refresh: refresh).first == .freshCache,
      let builtFrom = cache.fetchedAt(for: Self.derivedKey(name)),
      now().timeIntervalSince(builtFrom) < policy.freshness.timeInterval,
      let entry = cache.entry(for: Self.derivedKey(name))
    else {
      return nil
    }
    do {
      let value = try BinaryReader.reading(entry.data) { reader -> T? in
        let stamps = try reader.array { try $0.double() }
        let current = resources.map { cache.fetchedAt(for: $0.cacheKey)?.timeIntervalSince1970 }
        guard stamps.count == resources.count, zip(stamps, current).allSatisfy({ $0 == $1 }),
          let oldest = stamps.min(), now().timeIntervalSince1970 - oldest < policy.freshness.timeInterval
        else { return nil }
        return try decode(&reader)
      }
      guard let value else { return nil }
      return Sourced(value, provenance: Provenance(source: .cache, isStale: false, fetchedAt: entry.fetchedAt))
    } catch {
      Log.error("ignoring the compact cache of \(name): \(error)")
      return nil
    }
  }

  /// Caches `encode`'s output as the derived value `name`, if every input came fresh from the
  /// API or the cache (the offline sample and stale data are not worth keeping).
  /// - Parameter provenances: of the inputs, in the order ``derived(_:from:refresh:decode:)`` lists them.
  package func storeDerived(_ name: String, basedOn provenances: [Provenance], encode: (inout BinaryWriter) -> Void) {
    guard let first = provenances.first, provenances.allSatisfy({ $0.source != .bundled && !$0.isStale }) else {
      return
    }
    var writer = BinaryWriter()
    writer.array(provenances) { $0.double($1.fetchedAt.timeIntervalSince1970) }
    encode(&writer)
    _ = orLog("could not cache the compact form of \(name)") {
      try cache.store(CacheEntry(data: writer.data, fetchedAt: first.fetchedAt), for: Self.derivedKey(name))
    }
  }

  private static func derivedKey(_ name: String) -> String { "DERIVED \(name)" }
}
