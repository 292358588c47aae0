import Foundation

/// Why the API gave no usable answer.
package enum APIError: Error, Sendable, Hashable, CustomStringConvertible {
  case transport(HTTPTransportError, url: URL)
  case status(Int, url: URL)
  case undecodable(String, url: URL)
  /// HTTP 429 that the retry policy did not (or no longer) retry, with the wait the server asked
  /// for, from `Retry-After` or Django REST Framework's "Expected available in N seconds." body.
  case throttled(wait: Duration?, url: URL)

  /// Names the address without its query (LL2's sync asks with a dozen parameters, a filter's
  /// date among them): what failed is the host and path; the rest is noise in a message, and
  /// whatever a query may carry is nobody's business on a screen.
  package var description: String {
    switch self {
    case .throttled(let wait?, let url): "\(Self.shown(url)): HTTP 429 (throttled for \(wait.formattedSeconds))"
    case .throttled(nil, let url): "\(Self.shown(url)): HTTP 429 (throttled)"
    case .transport(let error, let url): "\(Self.shown(url)): \(error)"
    case .status(let status, let url): "\(Self.shown(url)): HTTP \(status)"
    case .undecodable(let reason, let url): "\(Self.shown(url)): malformed response (\(reason))"
    }
  }

  /// `https://ll.thespacedevs.com/2.3.0/launches/`: scheme, host, port and path; no user,
  /// password, query or fragment.
  package static func shown(_ url: URL) -> String {
    guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.path }
    (parts.user, parts.password, parts.query, parts.fragment) = (nil, nil, nil, nil)
    return parts.string ?? url.path
  }
}

/// Fetches the raw bytes of API endpoints, retrying transient failures under a ``RetryPolicy``.
package struct APIClient: Sendable {
  package var baseURL: URL
  package var http: any HTTPClient
  package var retry: RetryPolicy
  package var timeout: Duration
  /// How long making a connection may take (`--connect-timeout`); `nil`: only ``timeout`` limits it.
  package var connectTimeout: Duration?
  /// Whether an attempt that timed out is tried again. Not when the cache or the offline sample
  /// can answer instead: they answer at once, where another attempt would cost another timeout
  /// (see ``ResourceLoader``). Quick failures (5xx, a lost connection, a short 429) still are.
  package var retriesTimeouts = true
  /// Whether a 429 is waited out (once, for at most its `Retry-After`, capped by the policy). Not
  /// when a cached copy can answer instead: it answers at once and says the server is throttling,
  /// where waiting would leave the user looking at nothing for the whole `Retry-After`.
  package var waitsOutThrottling = true
  /// Told before a 429 is waited out, e.g. to say so on a terminal.
  package var waiting: @Sendable (_ delay: Duration, _ failure: APIError) -> Void = { _, _ in }
  package var sleep: @Sendable (Duration) async throws -> Void
  package var now: @Sendable () -> Date
  /// Told when a request starts (`true`) and when it ends (`false`), e.g. to show progress.
  package var activity: @Sendable (_ isActive: Bool) -> Void = { _ in }
  /// Sent with every request, e.g. Launch Library 2's `Authorization: Token <key>`.
  package var headers: [String: String] = [:]

  package static let defaultBaseURL = URL(string: "https://api.spacexdata.com/v4")!

  package init(
    baseURL: URL = Self.defaultBaseURL,
    http: any HTTPClient,
    retry: RetryPolicy = RetryPolicy(),
    timeout: Duration = .seconds(10),
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.baseURL = baseURL
    self.http = http
    self.retry = retry
    self.timeout = timeout
    self.sleep = sleep
    self.now = now
  }

  /// The body of a 2xx answer to `endpoint`.
  /// - Throws: ``APIError`` once the retry policy gives up, or at once for a non-retryable failure.
  package func data(for endpoint: APIEndpoint) async throws -> Data {
    var request = endpoint.request(baseURL: baseURL, timeout: timeout)
    request.connectTimeout = connectTimeout
    request.headers.merge(headers) { _, own in own }
    var attempt = 1
    var waitedOutThrottling = false
    while true {
      switch try await send(request) {
      case .success(let body):
        return body
      case .failure(let failure):
        throw failure
      case .retryable(let failure, let retryAfter):
        guard let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter) else { throw failure }
        if case .throttled = failure {
          // One wait at most: a server still throttling after it will not stop for a second one.
          guard waitsOutThrottling, !waitedOutThrottling else { throw failure }
          waitedOutThrottling = true
          waiting(delay, failure)
        }
        Log.info("\(endpoint): \(failure); retrying in \(delay.formattedSeconds)")
        try await sleep(delay)
        attempt += 1
      }
    }
  }

  private enum Outcome {
    case success(Data)
    case failure(APIError)
    case retryable(APIError, retryAfter: Duration?)
  }

  /// One attempt, classified: only timeouts (see ``retriesTimeouts``), lost connections, 429 and
  /// 5xx are worth repeating.
  private func send(_ request: HTTPRequest) async throws -> Outcome {
    let response: HTTPResponse
    do {
      activity(true)
      defer { activity(false) }
      response = try await http.send(request)
    } catch let error as HTTPTransportError {
      let failure = APIError.transport(error, url: request.url)
      let worthAnotherTry = error.isTransient && (retriesTimeouts || error != .timedOut)
      return worthAnotherTry ? .retryable(failure, retryAfter: nil) : .failure(failure)
    }
    if (200..<300).contains(response.status) { return .success(response.body) }
    let retryAfter = RetryPolicy.retryAfter(response.headers["retry-after"], now: now())
    let failure =
      response.status == 429
      ? APIError.throttled(wait: retryAfter ?? Self.throttleWait(in: response.body), url: request.url)
      : APIError.status(response.status, url: request.url)
    guard retry.isRetryable(status: response.status) else { return .failure(failure) }
    return .retryable(failure, retryAfter: retryAfter)
  }

  /// The wait in Django REST Framework's throttle answer:
  /// `{"detail": "Request was throttled. Expected available in 1234 seconds."}`.
  static func throttleWait(in body: Data) -> Duration? {
    let text = String(decoding: body.prefix(1024), as: UTF8.self)
    guard let range = text.range(of: "available in ") else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return Double(digits).flatMap { Duration(serverSeconds: $0) }
  }
}

extension Duration {
  /// "1.25 s", for log lines.
  package var formattedSeconds: String {
    String(format: "%.2f s", timeInterval)
  }
}
