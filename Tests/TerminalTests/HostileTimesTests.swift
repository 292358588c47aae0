import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Times from outside (a server's `Retry-After`, a cache file's stamp) are data like any other:
/// one absurd value must not block a provider or freeze the cache for ever.
@Suite struct HostileTimesTests {
  /// Launch Library 2 answers one 429 asking for a wait no limit means (year 9999, or 317 years in
  /// seconds): the shared budget holds it at most for its window (an hour), and once that has
  /// passed a command asks Launch Library 2 again.
  @Test(arguments: ["Fri, 31 Dec 9999 23:59:59 GMT", "9999999999"])
  func farFutureRetryAfter_BlocksNoLongerThanTheWindow(_ retryAfter: String) async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let fault = ["path": "/2.3.0/launches/", "status": 429, "count": 1, "retry_after": retryAfter] as [String: Any]
    try await fixture.server.control(
      "faults", body: String(decoding: try JSONSerialization.data(withJSONObject: fault), as: UTF8.self))
    let throttled = try fixture.run(["launches", "--refresh"])
    #expect(throttled.status == 0, "the SpaceX API's launches answer: \(throttled.stderr)")

    let file = fixture.sandbox.cacheDirectory.appendingPathComponent("launch-library-budget.json")
    var budget = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let blockedUntil = try #require(budget["blockedUntil"] as? Double, "\(budget)")
    let anHourFromNow = Date().timeIntervalSince1970 + 3600
    #expect(blockedUntil <= anHourFromNow, "blocked until \(Date(timeIntervalSince1970: blockedUntil))")

    // The hour passes (as the file's clock sees it): the next command syncs again.
    budget["blockedUntil"] = blockedUntil - 3601
    budget["sent"] = []
    try JSONSerialization.data(withJSONObject: budget).write(to: file)
    let before = try await fixture.launchLibraryRequests()
    let after = try fixture.run(["launches", "--refresh"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(try await fixture.launchLibraryRequests() > before, "Launch Library 2 is still blocked: \(after.stderr)")
  }

  /// A cache whose every file says it was fetched ten years from now: not fresh (with the default
  /// window, and with `SPACEX_CACHE_TTL=0`), so the next command asks the API again.
  @Test(arguments: [nil, "0"])
  func cacheStampedInTheFuture_IsNotFresh(_ ttl: String?) async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets"]).status == 0)
    try fixture.backdateCache(by: -10 * 365 * 86_400)
    let before = try await fixture.server.requestCount("/v4/rockets")
    let again = try fixture.run(["rockets"], extra: ttl.map { ["SPACEX_CACHE_TTL": $0] } ?? [:])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try await fixture.server.requestCount("/v4/rockets") == before + 1, "the future copy was called fresh")
  }

  /// Dates from the API as they come: one at the end of year 9999 (whose hour-long event would end
  /// in year 10000, which iCalendar cannot write) and one that does not exist (30 February, 25:61:61).
  @Test func datesPastTheCalendar_AndImpossibleDates_AreNeverWrittenGarbledOrRolledOver() throws {
    let api = try LoopbackServer.sampleDirectory()
    defer { api.remove() }
    let file = api.url.appendingPathComponent("launches.json")
    var launches = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    try #require(launches.count > 2)
    launches[0]["name"] = "Year End 9999"
    launches[0]["date_utc"] = "9999-12-31T23:30:00.000Z"
    launches[0]["date_precision"] = "hour"
    launches[0]["upcoming"] = true
    launches[0]["success"] = NSNull()
    launches[1]["name"] = "Thirtieth Of February"
    launches[1]["date_utc"] = "2026-02-30T25:61:61.000Z"
    try JSONSerialization.data(withJSONObject: launches).write(to: file)
    let server = try LoopbackServer(dataDirectory: api.url)
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(apiURL: server.baseURL)

    let calendar = try Executable.spacex.run(
      ["launches", "--source", "live", "--search", "Year End", "--format", "ics"], environment: environment)
    #expect(calendar.status == 0, "\(calendar.stderr)")
    #expect(calendar.stdout.contains("DTSTART:99991231T233000Z"), "\(calendar.stdout)")
    #expect(!calendar.stdout.contains("DTEND:1000"), "a year-10000 end written garbled: \(calendar.stdout)")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ics = directory.url.appendingPathComponent("launches.ics")
    try Data(calendar.stdout.utf8).write(to: ics)
    let checked = try PythonScript.run(
      Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/ics_check.py"), [ics.path])
    #expect(checked.passed, "\(checked.output)")

    let listed = try Executable.spacex.run(
      ["launches", "--source", "live", "--search", "Thirtieth", "--format", "json"], environment: environment)
    #expect(listed.status == 0 || listed.status == 1, "\(listed.stderr)")
    #expect(!listed.stdout.contains("2026-03-0"), "an impossible date rolled over into March: \(listed.stdout)")
  }
}
