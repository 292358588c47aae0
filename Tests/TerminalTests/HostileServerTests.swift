import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A hostile server bounds nothing of ours: an endless body and a compression bomb are cut off at
/// the answer limit (never kept, never grown past it), a redirect leaves neither http(s) nor a few
/// hops, and each says why.
@Suite struct HostileServerTests {
  @Test(arguments: [
    #"{"path": "/v4/rockets", "count": 9, "endless": true}"#,
    #"{"path": "/v4/rockets", "count": 9, "gzip_bomb": true}"#,
  ])
  func endlessOrBombedBody_IsCutOffAtTheLimit(fault: String) async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.server.control("faults", body: fault)
    // Cut off at the limit, which it names, not read until the request's timeout.
    let result = try fixture.rockets()
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("passed the limit of 64 MiB"), "\(result.stderr)")
    // Nothing of it was cached: the next answer is the API's own.
    try await fixture.server.control("reset", body: "{}")
    #expect(try fixture.rockets().status == 0)
  }

  @Test func redirectToAnotherProtocol_OrTooManyRedirects_IsRefused() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    try await fixture.server.control(
      "faults", body: #"{"path": "/v4/rockets", "count": 9, "redirect": "ftp://127.0.0.1:9/rockets"}"#)
    let ftp = try fixture.rockets()
    #expect(ftp.status == 1)
    #expect(ftp.stderr.lowercased().contains("protocol"), "\(ftp.stderr)")
    try await fixture.server.control("reset", body: "{}")
    try await fixture.server.control(
      "faults", body: #"{"path": "/v4/rockets", "count": 50, "redirect": "\#(fixture.server.baseURL)/rockets"}"#)
    let loop = try fixture.rockets()
    #expect(loop.status == 1)
    #expect(loop.stderr.lowercased().contains("redirect"), "\(loop.stderr)")
    let requests = try await fixture.server.requestCount("/v4/rockets")
    #expect(requests <= 6, "the first request and at most five redirects: \(requests)")
  }
}

extension LoopbackAPIFixture {
  /// `spacex rockets` from the live API.
  fileprivate func rockets() throws -> Executable.Result {
    try run(["rockets", "--source", "live", "--timeout", "30"])
  }
}
