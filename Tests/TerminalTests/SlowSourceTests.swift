import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A source that accepts the connection and then says nothing, with a stale cache that could
/// answer: the cache answers once the patience (1.5 s for a command, 0.5 s for an editor) is
/// over, naming the cause, and a server shows the live answer when it lands. The answers come
/// before the slow source's (30 s away): what they say is the patience's; how fast they come is
/// measured in `Benchmarks/`.
@Suite(.serialized) struct SlowSourceTests {
  @Test func aHangingAPI_WithAStaleCache_AnswersAfterThePatience_NamingTheCause() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches"]).status == 0)
    try fixture.backdateCache(by: 7200)
    // Both APIs: every request waits 30 s, past any patience.
    try await fixture.server.control("faults", body: #"{"path":"*","delay":30,"count":100}"#)

    for (language, words) in [("en", "had not answered after 1.5 s"), ("ru", "не ответил за 1.5 с")] {
      let result = try fixture.run(["launches", "--lang", language])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.contains(words), "\(result.stderr)")
      #expect(result.stdout.contains("Fixture Mission A"), "the cached launches are listed")
      // A line per provider, each wrapped on its own: none ends at the program's name.
      #expect(!result.stderr.split(separator: "\n").contains { $0.hasSuffix("spacex:") }, "\(result.stderr)")
    }
  }

  /// `--refresh` asks for fresh data: it waits for the request's own limit, not the patience.
  @Test func refresh_WaitsForTheTimeout_NotThePatience() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets"]).status == 0)
    try await fixture.fault(#"{"path":"/v4/rockets","delay":2.5,"count":1}"#)
    let result = try fixture.run(["rockets", "--refresh", "--timeout", "5"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Source: SpaceX API"), "the slow answer was waited for: \(result.stderr)")
  }

  /// An editor gets the cached copy at once; the open view changes to the live answer when it
  /// lands, and the next request answers from it.
  @Test func anEditorOpeningAViewOnASlowSource_GetsTheCacheAtOnce_ThenTheLiveAnswer() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets"]).status == 0)
    let environment = fixture.sandbox.environment(
      apiURL: fixture.server.baseURL, extra: ["SPACEX_CACHE_TTL": "1", "SPACEX_RPC_REFRESH": "0"])
    try await Task.sleep(for: .milliseconds(1100))  // the copy is now past its (one-second) window
    try await fixture.fault(#"{"path":"/v4/rockets","delay":4,"count":1}"#)
    let rpc = try RPCSession(arguments: [], environment: environment)
    defer { _ = rpc.finish() }

    let opened = try rpc.request("view.open", ["screen": "rockets"])
    let result = try #require(opened["result"] as? [String: Any], "\(opened)")
    let viewID = try #require(result["viewId"] as? String)
    let state = try #require(result["state"] as? [String: Any])
    #expect(state["status"] as? String == "loaded")
    #expect(state["stale"] as? Bool == true, "\(state)")
    let notice = state["message"] as? String ?? ""
    #expect(notice.contains("Showing cached data from") && notice.contains("had not answered after 0.5 s"), "\(notice)")

    let isViewChange = { (message: [String: Any]) in
      message["method"] as? String == "view.didChange"
        && (message["params"] as? [String: Any])?["viewId"] as? String == viewID
    }
    // Requests keep the session reading, so a notification that came is seen.
    try await WallClockBounds.eventually {
      _ = try rpc.request("settings.get")
      return rpc.notifications.contains(where: isViewChange)
    }
    let change = try #require(rpc.notifications.first(where: isViewChange), "no view.didChange")
    let changed = (change["params"] as? [String: Any])?["state"] as? [String: Any]
    // Fresh now: the late answer is in the cache the view reloaded from.
    #expect(changed?["stale"] as? Bool == false, "\(changed ?? [:])")
    #expect(changed?["message"] == nil, "no stale notice left")
    // One fetch to warm, the slow one; a third only when the view reloaded after the copy's
    // one-second window had passed again (seen under AddressSanitizer), never a second slow one.
    #expect((2...3).contains(try await fixture.server.requestCount("/v4/rockets")), "one fetch to warm, one slow one")
  }
}
