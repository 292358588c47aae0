import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live ``HTTPClient``: URLSession, with transport errors translated into ``HTTPTransportError``,
/// and a request's connect timeout kept by a ``ConnectProbe`` first.
package struct URLSessionHTTPClient: HTTPClient {
  private let probe: ConnectProbe

  package init(probe: ConnectProbe = .shared) {
    self.probe = probe
  }

  /// Made on first use: on Linux a session starts curl's machinery, a cost a run answered from
  /// the cache should not pay.
  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    // Our own cache store decides what is fresh; URLSession's cache would only hide failures.
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
  }()

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let connectTimeout = request.connectTimeout { try await probe.check(request.url, within: connectTimeout) }
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = request.timeout.timeInterval
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    do {
      let (body, response) = try await Self.data(for: urlRequest)
      guard let http = response as? HTTPURLResponse else {
        throw HTTPTransportError.other("the response was not HTTP")
      }
      let headers = http.allHeaderFields.reduce(into: [String: String]()) { result, field in
        result["\(field.key)"] = "\(field.value)"
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: body)
    } catch let error as URLError {
      throw Self.transportError(for: error)
    }
  }

  /// The exchange as a data task that a cancelled Swift task cancels: the connection is closed
  /// at once (a client's `$/cancelRequest` must not leave a fetch running for seconds).
  private static func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let running = RunningTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let data, let response {
            continuation.resume(returning: (data, response))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        running.start(task)
      }
    } onCancel: {
      running.cancel()
    }
  }

  private static func transportError(for error: URLError) -> HTTPTransportError {
    switch error.code {
    case .timedOut:
      .timedOut
    // On Linux a connection closed with no reply shows up as `badServerResponse` (curl's "empty
    // reply"), and one closed before the whole body as `unknown` (curl's "transfer closed with N
    // bytes remaining"): swift-corelibs-foundation has no closer code. Both deserve another try.
    case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource, .unknown:
      .connectionLost
    case .cancelled:
      .other("cancelled")
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
      .cannotConnect(error.localizedDescription)
    default:
      .other("\(error.localizedDescription) (URLError \(error.code.rawValue))")
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

/// A data task that may be cancelled before it is started: then it is cancelled as it starts.
private final class RunningTask: Sendable {
  private let state = Mutex<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

  func start(_ task: URLSessionDataTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.cancelled
    }
    task.resume()
    if cancelled { task.cancel() }
  }

  func cancel() {
    state.withLock { state in
      state.cancelled = true
      return state.task
    }?.cancel()
  }
}
