import Foundation

/// Where an answer's data came from.
package enum DataSourceKind: String, Sendable, Hashable, Codable, CaseIterable, JSONWritable {
  /// Fetched from the API during this request.
  case live
  /// Read from the on-disk cache of earlier live fetches.
  case cache
  /// The offline sample compiled into the binaries.
  case bundled
}

/// What every answer says about its data: source, staleness and fetch time.
package struct Provenance: Sendable, Hashable, Codable {
  package var source: DataSourceKind
  /// Served from cache after a live fetch failed, or older than the freshness window.
  package var isStale: Bool
  /// When the data was fetched from the API; for the offline sample, when it was captured.
  package var fetchedAt: Date
  /// Each provider's own part, when the answer merges several (see ``combining(_:)``); empty for
  /// an answer from one provider.
  package var providers: [ProviderProvenance] = []
  /// Why the live fetch failed when a stale cache answered; said in notices, never encoded.
  package var staleCause: StaleCause?

  package init(source: DataSourceKind, isStale: Bool, fetchedAt: Date, staleCause: StaleCause? = nil) {
    self.source = source
    self.isStale = isStale
    self.fetchedAt = fetchedAt
    self.staleCause = staleCause
  }

  private enum CodingKeys: String, CodingKey {
    case source, isStale, fetchedAt, providers
  }
}

/// A value together with its ``Provenance``.
package struct Sourced<Value: Sendable>: Sendable {
  package var value: Value
  package var provenance: Provenance

  package init(_ value: Value, provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }

  /// The same provenance around a derived value.
  package func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> Sourced<T> {
    Sourced<T>(try transform(value), provenance: provenance)
  }
}

extension Sourced: Equatable where Value: Equatable {}
extension Sourced: Hashable where Value: Hashable {}
