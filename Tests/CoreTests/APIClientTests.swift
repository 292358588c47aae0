import Core
import Foundation
import TestSupport
import Testing

@Suite struct APIClientTests {
  private let body = Data(#"[{"id":"a"}]"#.utf8)
  private let sleeps = SleepRecorder()

  private func client(_ http: StubHTTPClient) -> APIClient {
    APIClient(
      baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http,
      retry: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(3), random: { 1 }),
      sleep: sleeps.sleep, now: { Fixtures.now })
  }

  /// A failure names the host and path it came from, never the query (a sync's dozen
  /// parameters), a user or a password.
  @Test func errors_NameTheAddressWithoutItsQuery() throws {
    let url = try #require(
      URL(string: "https://user:secret@ll.thespacedevs.com/2.3.0/launches/?lsp__id=121&mode=detailed&limit=100#x"))
    let messages = [
      APIError.status(503, url: url), .throttled(wait: nil, url: url), .throttled(wait: .seconds(20), url: url),
      .undecodable("not JSON", url: url),
    ].map(\.description)
    #expect(messages[0] == "https://ll.thespacedevs.com/2.3.0/launches/: HTTP 503")
    #expect(messages.allSatisfy { !$0.contains("lsp__id") && !$0.contains("secret") && !$0.contains("#x") })
  }

  @Test func data_TransientFailures_RetriedWithGrowingCappedGaps_ThenSucceeds() async throws {
    let http = StubHTTPClient([.status(503), .failure(.timedOut), .failure(.connectionLost), .ok(body)])
    let data = try await client(http).data(for: .all("rockets"))
    #expect(data == body)
    #expect(http.requests.count == 4)
    #expect(sleeps.recorded == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func data_TooManyRequests_HonoursRetryAfter() async throws {
    let http = StubHTTPClient([.status(429, headers: ["Retry-After": "7"]), .ok(body)])
    _ = try await client(http).data(for: .all("rockets"))
    #expect(sleeps.recorded == [.seconds(7)])
  }

  @Test func data_NotFound_IsNotRetried() async {
    let http = StubHTTPClient([.status(404)])
    await #expect(throws: APIError.status(404, url: URL(string: "http://127.0.0.1:9/v4/rockets")!)) {
      try await client(http).data(for: .all("rockets"))
    }
    #expect(http.requests.count == 1)
    #expect(sleeps.recorded.isEmpty)
  }

  @Test func data_ConnectionRefused_FailsFastWithoutRetry() async {
    let http = StubHTTPClient([.failure(.cannotConnect("refused"))])
    await #expect(throws: APIError.self) { try await client(http).data(for: .all("rockets")) }
    #expect(http.requests.count == 1)
  }

  @Test func data_PersistentServerError_GivesUpAfterMaxAttempts() async {
    let http = StubHTTPClient([.status(500), .status(502), .status(503), .status(504)])
    await #expect(throws: APIError.status(504, url: URL(string: "http://127.0.0.1:9/v4/rockets")!)) {
      try await client(http).data(for: .all("rockets"))
    }
    #expect(http.requests.count == 4)
    #expect(sleeps.recorded.count == 3)
  }

  @Test func data_QueryEndpoint_PostsJSONBodyToQueryPath() async throws {
    let http = StubHTTPClient([.ok(body)])
    _ = try await client(http).data(for: .query("launches", body: Data(#"{"query":{}}"#.utf8)))
    let request = try #require(http.requests.first)
    #expect(request.method == "POST")
    #expect(request.url.absoluteString == "http://127.0.0.1:9/v4/launches/query")
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.body == Data(#"{"query":{}}"#.utf8))
  }
}
