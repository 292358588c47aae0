import Core
import Foundation
import Testing

/// An ``HTTPClient`` that answers from a script and records what it was asked.
///
/// Each call takes the next scripted answer; a call past the end of the script fails the test,
/// so a test states exactly how many requests it expects.
package final class StubHTTPClient: HTTPClient {
  package enum Answer: Sendable {
    case response(HTTPResponse)
    case failure(HTTPTransportError)
    /// Waits, then answers: for tests that need requests to overlap.
    case delayed(Duration, HTTPResponse)

    /// A 200 answer with `body`.
    package static func ok(_ body: Data) -> Answer {
      .response(HTTPResponse(status: 200, body: body))
    }

    /// An empty answer with `status` and headers.
    package static func status(_ status: Int, headers: [String: String] = [:]) -> Answer {
      .response(HTTPResponse(status: status, headers: headers, body: Data()))
    }
  }

  private struct State {
    var script: [Answer]
    var route: (@Sendable (HTTPRequest) -> Answer)?
    var requests: [HTTPRequest] = []
    var inFlight = 0
    var maximumInFlight = 0
  }

  private let state: Locked<State>

  package init(_ script: [Answer]) {
    self.state = Locked(State(script: script))
  }

  /// Answers every request by `route`, for requests whose order is not fixed (concurrent pages).
  package init(route: @escaping @Sendable (HTTPRequest) -> Answer) {
    self.state = Locked(State(script: [], route: route))
  }

  package var requests: [HTTPRequest] { state.withLock { $0.requests } }
  package var maximumInFlight: Int { state.withLock { $0.maximumInFlight } }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let answer: Answer? = state.withLock { state in
      state.requests.append(request)
      state.inFlight += 1
      state.maximumInFlight = max(state.maximumInFlight, state.inFlight)
      if let route = state.route { return route(request) }
      return state.script.isEmpty ? nil : state.script.removeFirst()
    }
    defer { state.withLock { $0.inFlight -= 1 } }
    switch answer {
    case nil:
      Issue.record("unexpected HTTP request \(request.method) \(request.url.absoluteString)")
      throw HTTPTransportError.other("no scripted answer")
    case .response(let response)?:
      return response
    case .failure(let error)?:
      throw error
    case .delayed(let delay, let response)?:
      try await Task.sleep(for: delay)
      return response
    }
  }
}

/// An ``HTTPClient`` for tests that must not touch the network: any call fails the test.
package struct UnimplementedHTTPClient: HTTPClient {
  package init() {}

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    Issue.record("unexpected HTTP request \(request.method) \(request.url.absoluteString)")
    throw HTTPTransportError.other("unimplemented")
  }
}

/// Records the pauses a retry loop asks for, without pausing.
package final class SleepRecorder: Sendable {
  private let sleeps = Locked<[Duration]>([])

  package init() {}

  package var recorded: [Duration] { sleeps.withLock { $0 } }

  package var sleep: @Sendable (Duration) async throws -> Void {
    { [self] duration in self.sleeps.withLock { $0.append(duration) } }
  }
}
