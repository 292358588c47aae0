import Foundation

/// One request to the SpaceX API v4, independent of where the API lives.
package struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
  package var method: String
  /// Path below the base URL, without a leading slash: `rockets`, `launches/query`.
  package var path: String
  package var body: Data?
  /// Query parameters, in order (Launch Library 2 filters and pages with them).
  package var queryItems: [URLQueryItem] = []
  /// Django-style APIs (Launch Library 2) name collections with a trailing slash.
  package var hasTrailingSlash = false

  /// `GET /v4/<collection>`: every document of a collection.
  package static func all(_ collection: String) -> APIEndpoint {
    APIEndpoint(method: "GET", path: collection, body: nil)
  }

  /// `POST /v4/<collection>/query` with a mongoose-paginate style body.
  package static func query(_ collection: String, body: Data) -> APIEndpoint {
    APIEndpoint(method: "POST", path: "\(collection)/query", body: body)
  }

  /// `GET <path>/?name=value&…`, as Launch Library 2 is asked.
  package static func get(_ path: String, query: [URLQueryItem] = []) -> APIEndpoint {
    APIEndpoint(method: "GET", path: path, body: nil, queryItems: query, hasTrailingSlash: true)
  }

  /// The collection this endpoint reads (`launches` for `launches/query`).
  package var collection: String {
    String(path.split(separator: "/").first ?? Substring(path))
  }

  /// Identifies the answer in the cache: method, path and, for queries, the exact body.
  package var cacheKey: String {
    let target = queryItems.isEmpty ? path : "\(path)?\(queryText)"
    guard let body, !body.isEmpty else { return "\(method) \(target)" }
    return "\(method) \(target) \(String(decoding: body, as: UTF8.self))"
  }

  package var description: String { queryItems.isEmpty ? "\(method) /\(path)" : "\(method) /\(path)/?\(queryText)" }

  private var queryText: String {
    var components = URLComponents()
    components.queryItems = queryItems
    return components.percentEncodedQuery ?? ""
  }

  /// The HTTP request for this endpoint below `baseURL`.
  package func request(baseURL: URL, timeout: Duration) -> HTTPRequest {
    var headers = ["Accept": "application/json"]
    if body != nil { headers["Content-Type"] = "application/json" }
    var url = path.split(separator: "/").reduce(baseURL) { $0.appendingPathComponent(String($1)) }
    if hasTrailingSlash || !queryItems.isEmpty,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    {
      if hasTrailingSlash, !components.path.hasSuffix("/") { components.path += "/" }
      if !queryItems.isEmpty { components.queryItems = queryItems }
      url = components.url ?? url
    }
    return HTTPRequest(method: method, url: url, headers: headers, body: body, timeout: timeout)
  }
}
