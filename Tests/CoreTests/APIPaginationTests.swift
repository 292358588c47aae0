import Core
import Foundation
import TestSupport
import Testing

@Suite struct APIPaginationTests {
  /// A query endpoint over documents 1...7, paged as the API pages them.
  private static func pagedServer(pageSize: Int, delay: Duration = .zero) -> StubHTTPClient {
    StubHTTPClient { request in
      let body = (try? JSONSerialization.jsonObject(with: request.body ?? Data()) as? [String: Any]) ?? [:]
      let page = (body["options"] as? [String: Any])?["page"] as? Int ?? 0
      let ids = Array(1...7).dropFirst((page - 1) * pageSize).prefix(pageSize)
      let docs = ids.map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
      let totalPages = (7 + pageSize - 1) / pageSize
      let json = Data(#"{"docs":[\#(docs)],"totalDocs":7,"page":\#(page),"totalPages":\#(totalPages)}"#.utf8)
      return delay == .zero ? .ok(json) : .delayed(delay, HTTPResponse(status: 200, body: json))
    }
  }

  private func client(_ http: StubHTTPClient) -> APIClient {
    APIClient(baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http, retry: .none)
  }

  @Test func allDocuments_JoinsEveryPageInOrder() async throws {
    let http = Self.pagedServer(pageSize: 3)
    let data = try await client(http).allDocuments(of: "launches", pageSize: 3)
    let ids = (try JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(ids == ["1", "2", "3", "4", "5", "6", "7"])
    #expect(http.requests.count == 3)
    #expect(http.requests.allSatisfy { $0.method == "POST" && $0.url.path == "/v4/launches/query" })
  }

  @Test func allDocuments_FetchesLaterPagesConcurrently() async throws {
    let http = Self.pagedServer(pageSize: 1, delay: .milliseconds(30))
    _ = try await client(http).allDocuments(of: "launches", pageSize: 1)
    #expect(http.requests.count == 7)
    #expect(http.maximumInFlight > 1)
  }

  @Test func allDocuments_NotAPage_IsUndecodable() async {
    let http = StubHTTPClient([.ok(Data("[]".utf8))])
    await #expect(throws: APIError.self) { try await client(http).allDocuments(of: "launches", pageSize: 10) }
  }
}
