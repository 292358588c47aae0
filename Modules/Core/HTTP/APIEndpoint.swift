import Foundation

/// One request to the SpaceX API v4, independent of where the API lives.
package struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
  package var method: String
  /// Path below the base URL, without a leading slash: `rockets`, `launches/query`.
  package var path: String
  package var body: Data?

  /// `GET /v4/<collection>`: every document of a collection.
  package static func all(_ collection: String) -> APIEndpoint {
    APIEndpoint(method: "GET", path: collection, body: nil)
  }

  /// `POST /v4/<collection>/query` with a mongoose-paginate style body.
  package static func query(_ collection: String, body: Data) -> APIEndpoint {
    APIEndpoint(method: "POST", path: "\(collection)/query", body: body)
  }

  /// The collection this endpoint reads (`launches` for `launches/query`).
  package var collection: String {
    String(path.split(separator: "/").first ?? Substring(path))
  }

  /// Identifies the answer in the cache: method, path and, for queries, the exact body.
  package var cacheKey: String {
    guard let body, !body.isEmpty else { return "\(method) \(path)" }
    return "\(method) \(path) \(String(decoding: body, as: UTF8.self))"
  }

  package var description: String { "\(method) /\(path)" }

  /// The HTTP request for this endpoint below `baseURL`.
  package func request(baseURL: URL, timeout: Duration) -> HTTPRequest {
    var headers = ["Accept": "application/json"]
    if body != nil { headers["Content-Type"] = "application/json" }
    let url = path.split(separator: "/").reduce(baseURL) { $0.appendingPathComponent(String($1)) }
    return HTTPRequest(method: method, url: url, headers: headers, body: body, timeout: timeout)
  }
}
