import Foundation

/// Something the loader can fetch, cache and find in the offline sample: usually one endpoint,
/// sometimes a whole collection gathered from several paged queries.
package struct APIResource: Sendable {
  /// For messages: "GET /rockets", "launches (all pages)".
  package var name: String
  package var cacheKey: String
  /// The sample collection that answers for it offline (`rockets`, `launches`).
  package var bundledPath: String
  /// The live fetch: the raw bytes to decode and cache.
  package var fetch: @Sendable (APIClient) async throws -> Data
  /// Who answers it live: the loader's "could not be reached" verdict is kept per provider.
  package var provider: DataProvider

  package init(
    name: String, cacheKey: String, bundledPath: String, provider: DataProvider = .spaceXAPI,
    fetch: @escaping @Sendable (APIClient) async throws -> Data
  ) {
    self.name = name
    self.cacheKey = cacheKey
    self.bundledPath = bundledPath
    self.provider = provider
    self.fetch = fetch
  }

  /// One endpoint, answered offline by the sample collection of the same path.
  package init(_ endpoint: APIEndpoint) {
    self.init(name: endpoint.description, cacheKey: endpoint.cacheKey, bundledPath: endpoint.path) { api in
      try await api.data(for: endpoint)
    }
  }

  /// Every document of `collection`, fetched through its paged query endpoint (pages after the
  /// first in parallel) and cached as one array, in the same shape as `GET /v4/<collection>`.
  package static func allPages(of collection: String, pageSize: Int = 100) -> APIResource {
    APIResource(name: "\(collection) (all pages)", cacheKey: "ALL \(collection)", bundledPath: collection) { api in
      try await api.allDocuments(of: collection, pageSize: pageSize)
    }
  }
}
