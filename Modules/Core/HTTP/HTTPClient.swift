import Foundation

/// One HTTP exchange, reduced to what the SpaceX API needs.
package struct HTTPRequest: Sendable, Hashable {
  package var method: String
  package var url: URL
  package var headers: [String: String]
  package var body: Data?
  /// How long one attempt may take before it fails with ``HTTPTransportError/timedOut``.
  package var timeout: Duration
  /// How long making the connection may take before the attempt fails with
  /// ``HTTPTransportError/cannotConnect(_:)``; `nil`: only ``timeout`` limits it.
  package var connectTimeout: Duration?

  package init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: Duration,
    connectTimeout: Duration? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.connectTimeout = connectTimeout
  }
}

/// A response of any status: deciding what a status means is the caller's job.
package struct HTTPResponse: Sendable, Hashable {
  package var status: Int
  /// Header names are lower-cased so lookups do not depend on the server's spelling.
  package var headers: [String: String]
  package var body: Data

  package init(status: Int, headers: [String: String] = [:], body: Data) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }
}

/// Sends HTTP requests. The live value is ``CurlHTTPClient``; tests use doubles.
package protocol HTTPClient: Sendable {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Why a request got no HTTP response at all.
package enum HTTPTransportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The attempt outlived its timeout.
  case timedOut
  /// The connection broke after it was made: worth another try.
  case connectionLost
  /// Nothing answered (refused, unknown host, no route): retrying immediately rarely helps.
  case cannotConnect(String)
  /// The answer (decompressed) grew past the limit of this many bytes: an endless body or a
  /// compression bomb, never kept. Not retried: the server would send the same.
  case tooLarge(limit: Int)
  /// Anything else the transport reported.
  case other(String)

  /// Failures that a later attempt may well not see.
  package var isTransient: Bool {
    switch self {
    case .timedOut, .connectionLost: true
    case .cannotConnect, .tooLarge, .other: false
    }
  }

  package var description: String {
    switch self {
    case .timedOut: "the request timed out"
    case .connectionLost: "the connection was lost"
    case .cannotConnect(let detail): "could not connect (\(detail))"
    case .tooLarge(let limit): "the answer passed the limit of \(limit >> 20) MiB"
    case .other(let detail): detail
    }
  }
}

extension Duration {
  /// Seconds as a `TimeInterval`, for Foundation APIs.
  package var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
