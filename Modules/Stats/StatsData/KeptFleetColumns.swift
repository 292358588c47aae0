import Core
import Foundation
import StatsDomain

/// The fleet's columns kept in the cache beside the compact catalog, for the next process: a
/// cold `spacex stats` otherwise decodes every booster and landing site and joins them with every
/// launch (a third of a second each over 20,000 launches) to count a few records.
///
/// They are kept for the copies of `cores` and `landpads` they were built from (the cache's own
/// rule for derived values: same fetch times, and fresh unless this run answers from a stale
/// cache anyway) and for one catalog, named by its launches' ids and its parts' fetch times.
/// Version the name when what the fleet's joins make of the same data changes.
struct KeptFleetColumns: Sendable {
  static let name = "stats-fleet-columns-v1"
  static let resources = [APIResource(.all("cores")), APIResource(.all("landpads"))]

  let loader: ResourceLoader

  /// Names the catalog the columns' launch positions point into.
  struct CatalogKey: Sendable, Equatable {
    var launches: Int
    /// ``StableHash`` of the ids in catalog order (each ended by a byte no UTF-8 text has):
    /// positions are only as good as the order they index.
    var ids: UInt64
    var parts: [Double]

    init(ids: [String], provenance: Provenance) {
      var hash = StableHash()
      for id in ids {
        hash.combine(id)
        hash.combine(0xff)
      }
      (launches, self.ids) = (ids.count, hash.value)
      parts = provenance.sources.map(\.fetchedAt.timeIntervalSince1970)
    }

    init(launches: Int, ids: UInt64, parts: [Double]) { (self.launches, self.ids, self.parts) = (launches, ids, parts) }

    func write(to writer: inout BinaryWriter) {
      writer.int(launches)
      writer.int(Int(Int64(bitPattern: ids)))
      writer.array(parts) { $0.double($1) }
    }

    static func read(from reader: inout BinaryReader) throws -> CatalogKey {
      CatalogKey(
        launches: try reader.int(), ids: UInt64(bitPattern: Int64(try reader.int())),
        parts: try reader.array { try $0.double() })
    }
  }

  /// The columns a previous process kept for `catalog`, when the cache may answer for the fleet.
  func columns(for catalog: CatalogKey, refresh: Bool) -> FleetColumns? {
    let decode = { (reader: inout BinaryReader) throws -> FleetColumns? in
      guard try CatalogKey.read(from: &reader) == catalog else { return nil }
      return try FleetColumns.read(from: &reader)
    }
    if let fresh = loader.derived(Self.name, from: Self.resources, refresh: refresh, decode: decode) {
      return fresh.value
    }
    return loader.staleDerived(Self.name, from: Self.resources, refresh: refresh, decode: decode)?.value ?? nil
  }

  /// When the cached `cores` and `landpads` were fetched, read before the fleet is: columns built
  /// after another process refetched them are then kept under the older times, which the next
  /// process finds out of date, never the other way round. `nil` when either is not cached.
  func inputTimes() -> [Date]? {
    let times = Self.resources.compactMap { loader.cache.fetchedAt(for: $0.cacheKey) }
    return times.count == Self.resources.count ? times : nil
  }

  func keep(_ columns: FleetColumns, for catalog: CatalogKey, inputTimes: [Date]) {
    let inputs = inputTimes.map { Provenance(source: .cache, isStale: false, fetchedAt: $0) }
    loader.storeDerived(Self.name, basedOn: inputs) { writer in
      catalog.write(to: &writer)
      columns.write(to: &writer)
    }
  }
}
