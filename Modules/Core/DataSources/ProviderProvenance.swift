import Foundation

/// The services answers are built from. Launch lists merge both; everything else is the SpaceX
/// API's alone.
package enum DataProvider: String, Sendable, Hashable, Codable, CaseIterable, JSONWritable {
  /// The SpaceX API v4: rich, but frozen since late 2022.
  case spaceXAPI = "spacex-api"
  /// The Space Devs' Launch Library 2: current, but rate-limited.
  case launchLibrary = "launch-library"

  /// How users know it, in footers and notices.
  package var displayName: String {
    switch self {
    case .spaceXAPI: "SpaceX API"
    case .launchLibrary: "Launch Library 2"
    }
  }
}

/// One provider's part of an answer: where its data came from, and how old it is.
package struct ProviderProvenance: Sendable, Hashable, Codable {
  package var provider: DataProvider
  package var source: DataSourceKind
  package var isStale: Bool
  package var fetchedAt: Date
  /// When a stale part could be fresh again: the provider's request budget is used up, or it
  /// throttled us, until then. `nil` when nothing but the network stands in the way.
  package var freshAfter: Date?
  /// For the offline sample's part: the moment it holds every launch up to (counts are complete
  /// to it), when it holds a few later ones too. `nil` when the part is complete to `fetchedAt`.
  package var completeThrough: Date?
  /// Why its live fetch failed, when the cache answered instead (said in notices, not encoded).
  package var staleCause: StaleCause?

  package init(provider: DataProvider, _ provenance: Provenance, freshAfter: Date? = nil, completeThrough: Date? = nil)
  {
    self.provider = provider
    self.source = provenance.source
    self.isStale = provenance.isStale
    self.fetchedAt = provenance.fetchedAt
    self.freshAfter = freshAfter
    self.completeThrough = completeThrough
    self.staleCause = provenance.staleCause
  }

  package var provenance: Provenance {
    Provenance(source: source, isStale: isStale, fetchedAt: fetchedAt, staleCause: staleCause)
  }
}

extension ProviderProvenance: JSONWritable {
  /// `{completeThrough?, fetchedAt, freshAfter?, provider, source, stale}`: members in byte order,
  /// `nil` left out, as `JSONEncoder` writes the `sources` entries.
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("completeThrough", completeThrough)
    json.member("fetchedAt", fetchedAt)
    json.member("freshAfter", freshAfter)
    json.member("provider", provider)
    json.member("source", source)
    json.member("stale", isStale)
    json.endObject()
  }

  private enum CodingKeys: String, CodingKey {
    case provider, source
    case isStale = "stale"
    case fetchedAt, freshAfter, completeThrough
  }
}

extension Provenance {
  /// Several providers' parts as one: stale when any part is, fetched when the oldest part was,
  /// and from the least direct source of them (a sample beats nothing, a cache beats a sample).
  package static func combining(_ parts: [ProviderProvenance]) -> Provenance {
    guard let first = parts.first else { return Provenance(source: .bundled, isStale: false, fetchedAt: .distantPast) }
    // One pass, no dictionary or arrays of the parts' fields: every answer combines its parts,
    // and a status line's start-up paid more for those types than for the rest of its answer.
    var combined = Provenance(source: first.source, isStale: first.isStale, fetchedAt: first.fetchedAt)
    for part in parts.dropFirst() {
      if rank(part.source) > rank(combined.source) { combined.source = part.source }
      combined.isStale = combined.isStale || part.isStale
      combined.fetchedAt = min(combined.fetchedAt, part.fetchedAt)
    }
    combined.providers = parts
    return combined
  }

  /// How indirect a source is: a sample beats nothing, a cache beats a sample.
  private static func rank(_ source: DataSourceKind) -> Int {
    switch source {
    case .live: 0
    case .cache: 1
    case .bundled: 2
    }
  }

  /// This answer (the SpaceX API's) with another provider's part added, combined.
  package func combined(with other: ProviderProvenance) -> Provenance {
    .combining([ProviderProvenance(provider: .spaceXAPI, self), other])
  }

  /// The parts an envelope lists under `sources`: those recorded, else this provenance as the
  /// SpaceX API's (every collection but launches comes from it alone).
  package var sources: [ProviderProvenance] {
    providers.isEmpty ? [ProviderProvenance(provider: .spaceXAPI, self)] : providers
  }

  /// The part `provider` contributed, if it took part.
  package func part(_ provider: DataProvider) -> ProviderProvenance? {
    sources.first { $0.provider == provider }
  }
}
