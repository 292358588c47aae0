import Foundation

extension APIClient {
  /// Every document of `collection` via `POST /<collection>/query`, as one JSON array.
  ///
  /// The first page says how many pages there are; the rest are fetched concurrently. Pages are
  /// sorted by `_id` so they never overlap or skip while being read.
  package func allDocuments(of collection: String, pageSize: Int) async throws -> Data {
    let first = try await page(1, of: collection, size: pageSize)
    var pages: [Int: QueryPage] = [1: first]
    if first.totalPages > 1 {
      try await withThrowingTaskGroup(of: (Int, QueryPage).self) { group in
        for number in 2...first.totalPages {
          group.addTask { (number, try await page(number, of: collection, size: pageSize)) }
        }
        for try await (number, page) in group { pages[number] = page }
      }
    }
    let all = (1...max(first.totalPages, 1)).flatMap { pages[$0]?.documents ?? [] }
    return try JSONSerialization.data(withJSONObject: all)
  }

  // Safe to send: `documents` holds only what JSONSerialization made (strings, numbers, arrays,
  // dictionaries, NSNull), is never mutated after creation, and is read once by the merging task.
  private struct QueryPage: @unchecked Sendable {
    var documents: [Any]
    var totalPages: Int
  }

  private func page(_ number: Int, of collection: String, size: Int) async throws -> QueryPage {
    let body = #"{"query":{},"options":{"page":\#(number),"limit":\#(size),"sort":{"_id":"asc"}}}"#
    let endpoint = APIEndpoint.query(collection, body: Data(body.utf8))
    let data = try await self.data(for: endpoint)
    let url = baseURL.appendingPathComponent(endpoint.path)
    // Broken text in one document (a byte that is not UTF-8) must not cost the page: repaired.
    let object =
      (try? JSONSerialization.jsonObject(with: data) as? [String: Any])
      ?? TextRepair.repaired(data).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    guard let object else {
      throw APIError.undecodable("not a query page object", url: url)
    }
    guard let documents = object["docs"] as? [Any] else { throw APIError.undecodable("missing field 'docs'", url: url) }
    return QueryPage(documents: documents, totalPages: object["totalPages"] as? Int ?? 1)
  }
}
