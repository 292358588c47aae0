import Foundation

/// The RPC answer for every list: a page of items with paging facts, provenance and snapshot.
package struct ListEnvelope<Item: Encodable & Sendable>: Encodable, Sendable {
  package var items: [Item]
  package var page: Int
  package var limit: Int
  package var totalItems: Int
  package var totalPages: Int
  package var hasNextPage: Bool
  package var source: DataSourceKind
  package var stale: Bool
  package var fetchedAt: Date
  /// Each provider's part: `source`, `stale` and `fetchedAt` above are their combined view.
  package var sources: [ProviderProvenance]
  package var snapshot: ListSnapshot

  /// One page of a longer list.
  package init(
    page items: [Item], page: Int, limit: Int, totalItems: Int, totalPages: Int, provenance: Provenance,
    snapshot: ListSnapshot
  ) {
    self.items = items
    self.page = page
    self.limit = limit
    self.totalItems = totalItems
    self.totalPages = totalPages
    self.hasNextPage = page < totalPages
    self.source = provenance.source
    self.stale = provenance.isStale
    self.fetchedAt = provenance.fetchedAt
    self.sources = provenance.sources
    self.snapshot = snapshot
  }

  /// An unpaged list: everything on page 1.
  package init(all items: [Item], provenance: Provenance, snapshot: ListSnapshot) {
    self.items = items
    self.page = 1
    self.limit = max(items.count, 1)
    self.totalItems = items.count
    self.totalPages = items.isEmpty ? 0 : 1
    self.hasNextPage = false
    self.source = provenance.source
    self.stale = provenance.isStale
    self.fetchedAt = provenance.fetchedAt
    self.sources = provenance.sources
    self.snapshot = snapshot
  }
}

/// Decodable too when its items are, so `rpc.discover` can describe it (see JSONSchemaInference).
extension ListEnvelope: Decodable where Item: Decodable {}

extension ListEnvelope: JSONWritable where Item: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("fetchedAt", fetchedAt)
    json.member("hasNextPage", hasNextPage)
    json.member("items", items)
    json.member("limit", limit)
    json.member("page", page)
    json.member("snapshot", snapshot)
    json.member("source", source)
    json.member("sources", sources)
    json.member("stale", stale)
    json.member("totalItems", totalItems)
    json.member("totalPages", totalPages)
    json.endObject()
  }
}
