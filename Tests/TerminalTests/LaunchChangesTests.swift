import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The change ledger end to end: a Launch Library 2 stand-in moves a launch's date, holds it and
/// puts its webcast live between syncs; the card, `spacex changes`, `launches.changes` and
/// `launches.get` all tell the same story.
@Suite(.serialized) struct LaunchChangesTests {
  private static let day: TimeInterval = 86_400

  @Test func datesMovedBetweenSyncs_ShowOnTheCard_InChanges_AndOverRPC() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    // The first sync is the baseline: nothing is "new" to a ledger that has seen nothing.
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    let quiet = try fixture.run(["changes", "--since", "1d"])
    #expect(quiet.status == 0, "\(quiet.stderr)")
    #expect(quiet.stdout.contains("No changes recorded since"), "\(quiet.stdout)")

    let planned = try fixture.launchLibraryDate(a)
    let moved = planned.addingTimeInterval(2 * Self.day + 3600)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moved) }
    let card = try fixture.run(["launch", "Fixture Mission A", "--refresh"])
    #expect(card.status == 0, "\(card.stderr)")
    #expect(card.stdout.contains("History"), "\(card.stdout)")
    #expect(card.stdout.contains("Date moved 1 time: "), "\(card.stdout)")

    try fixture.amendLaunchLibrary(a) { launch in
      launch["status"] = ["id": 5, "abbrev": "Hold"]
      launch["webcast_live"] = true
    }
    let changes = try fixture.run(["changes", "--since", "1d", "--refresh"])
    #expect(changes.status == 0, "\(changes.stderr)")
    let rows = changes.stdout.split(separator: "\n").dropFirst().map(String.init)
    #expect(rows.count == 3, "\(changes.stdout)")
    #expect(rows.allSatisfy { $0.contains("Fixture Mission A") }, "\(changes.stdout)")
    #expect(rows.contains { $0.contains("Webcast live") })
    // A hold pauses the count; it is no scrub.
    #expect(rows.contains { $0.contains("Hold: Go → Hold") }, "\(changes.stdout)")
    #expect(!changes.stdout.contains("Scrubbed"), "\(changes.stdout)")
    #expect(rows.last?.contains("Slip +2d 1h → ") == true, "oldest last: \(changes.stdout)")
    #expect(changes.stderr.contains("3 changes"), "\(changes.stderr)")

    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let listed = try rpc.request("launches.changes", ["since": "24h"])
    let result = try #require(listed["result"] as? [String: Any], "\(listed)")
    let items = try #require(result["items"] as? [[String: Any]])
    #expect(items.compactMap { $0["event"] as? String }.sorted() == ["hold", "slip", "webcastLive"])
    let slip = try #require(items.first { $0["event"] as? String == "slip" })
    #expect(slip["slipSeconds"] as? Double == 2 * Self.day + 3600)
    #expect(slip["launchId"] as? String == a)
    let detail = try rpc.request("launches.get", ["id": a])
    let history = try #require((detail["result"] as? [String: Any])?["changes"] as? [[String: Any]], "\(detail)")
    #expect(history.compactMap { $0["kind"] as? String } == ["date", "status", "webcast"])
    let bad = try rpc.request("launches.changes", ["since": "yesterday"])
    #expect((bad["error"] as? [String: Any])?["code"] as? Int == -32602, "\(bad)")
  }

  @Test func aRefreshingServer_NotifiesTheChangesItsSyncFound_AndOpenViewsFollow() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    let rpc = try RPCSession(
      arguments: [], environment: fixture.environment(extra: ["SPACEX_RPC_REFRESH": "0.5"]))
    defer { _ = rpc.finish() }
    let opened = try rpc.request("view.open", ["screen": "launch", "params": ["id": a]])
    let viewID = try #require((opened["result"] as? [String: Any])?["viewId"] as? String, "\(opened)")

    let moved = try fixture.launchLibraryDate(a).addingTimeInterval(Self.day)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moved) }
    // Requests keep the session reading, so a notification that came is seen.
    try await WallClockBounds.eventually {
      _ = try rpc.request("settings.get")
      return rpc.notifications.contains(where: { $0["method"] as? String == "launches.didChange" })
    }
    let methods = rpc.notifications.compactMap { $0["method"] as? String }
    let told = try #require(methods.firstIndex(of: "launches.didChange"), "\(methods)")
    let params = rpc.notifications[told]["params"] as? [String: Any]
    let changes = try #require(params?["changes"] as? [[String: Any]])
    #expect(changes.map { $0["event"] as? String } == ["slip"])
    #expect(changes.first?["slipSeconds"] as? Double == Self.day)
    // The open card follows, after the news: its history now has the move. (The job reloads the
    // view after it notifies, on its own time: wait for it as for the news.)
    let isViewChange = { (message: [String: Any]) in
      message["method"] as? String == "view.didChange"
        && (message["params"] as? [String: Any])?["viewId"] as? String == viewID
    }
    try await WallClockBounds.eventually {
      _ = try rpc.request("settings.get")
      return rpc.notifications.dropFirst(told + 1).contains(where: isViewChange)
    }
    let viewChange = rpc.notifications.dropFirst(told + 1).first(where: isViewChange)
    let state = (viewChange?["params"] as? [String: Any])?["state"] as? [String: Any]
    let card = (state?["data"] as? [String: Any])?["card"] as? [String: Any]
    let sections = card?["sections"] as? [[String: Any]] ?? []
    #expect(sections.contains { $0["key"] as? String == "history" }, "\(String(describing: viewChange))")
  }
}

extension LaunchChangesTests {
  /// A server that never syncs on its own (`SPACEX_RPC_REFRESH=0`) still follows the cache it
  /// shares: another process's sync finds a slip, and within seconds the server tells it and
  /// the open card shows it, with no request of the server's.
  @Test func aServer_FollowsAnotherProcesssSync_WithoutARequest() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    let rpc = try RPCSession(arguments: [], environment: fixture.environment(extra: ["SPACEX_RPC_REFRESH": "0"]))
    defer { _ = rpc.finish() }
    let opened = try rpc.request("view.open", ["screen": "launch", "params": ["id": a]])
    let viewID = try #require((opened["result"] as? [String: Any])?["viewId"] as? String, "\(opened)")
    let sentBefore = try await fixture.launchLibraryRequests()

    let moved = try fixture.launchLibraryDate(a).addingTimeInterval(Self.day)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moved) }
    #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0)
    let sentByTheOther = try await fixture.launchLibraryRequests() - sentBefore
    let isViewChange = { (message: [String: Any]) in
      message["method"] as? String == "view.didChange"
        && (message["params"] as? [String: Any])?["viewId"] as? String == viewID
    }
    try await WallClockBounds.eventually {
      _ = try rpc.request("settings.get")
      return rpc.notifications.contains(where: isViewChange)
    }
    let told = rpc.notifications.filter { $0["method"] as? String == "launches.didChange" }
    #expect(told.count == 1, "\(told)")
    let changes = (told.first?["params"] as? [String: Any])?["changes"] as? [[String: Any]]
    #expect(changes?.map { $0["event"] as? String } == ["slip"])
    let state = (rpc.notifications.first(where: isViewChange)?["params"] as? [String: Any])?["state"]
    let card = ((state as? [String: Any])?["data"] as? [String: Any])?["card"] as? [String: Any]
    let sections = card?["sections"] as? [[String: Any]] ?? []
    #expect(sections.contains { $0["key"] as? String == "history" }, "\(String(describing: card))")
    #expect(try await fixture.launchLibraryRequests() - sentBefore == sentByTheOther, "the server sent nothing")
  }

  @Test func calendars_CountEachLaunchsChanges_AndCarryEndPlaceLinkAndAlarm() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    for hours in [5.0, 7.0] {
      let moved = try fixture.launchLibraryDate(a).addingTimeInterval(hours * 3600)
      try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: moved) }
      #expect(try fixture.run(["launches", "--limit", "1", "--refresh"]).status == 0)
    }
    let calendar = try fixture.run([
      "launches", "--search", "Fixture Mission", "--format", "ics", "--alarm", "30m",
    ])
    #expect(calendar.status == 0, "\(calendar.stderr)")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("launches.ics")
    try Data(calendar.stdout.utf8).write(to: file)
    let (passed, output) = try PythonScript.run(
      Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/ics_check.py"), [file.path])
    #expect(passed, "\(output)")
    let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let events = try #require(parsed?["events"] as? [[String: Any]])
    let event = try #require(events.first { $0["uid"] as? String == "\(a)@spacex" }, "\(events)")
    #expect(event["sequence"] as? Int == 2, "two recorded moves")
    #expect(event["status"] as? String == "CONFIRMED", "Go: \(event)")
    #expect(event["location"] as? String == "CCSFS SLC 40")
    #expect(event["url"] as? String == "https://example.com/webcast")
    #expect(event["alarms"] as? [Double] == [-1800])
    let start = try #require((event["start"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
    let end = try #require((event["end"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
    #expect(end.timeIntervalSince(start) == 3600, "no window: the documented hour")
    // Fixture B has no moves: the first version of its event.
    #expect(events.first { $0["uid"] as? String != "\(a)@spacex" }?["sequence"] as? Int == nil, "B is month-only")

    // A hold keeps the attempt on: still CONFIRMED; a scrub to TBD makes it TENTATIVE.
    for (status, id, expected) in [("Hold", 5, "CONFIRMED"), ("TBD", 2, "TENTATIVE")] {
      try fixture.amendLaunchLibrary(a) { $0["status"] = ["id": id, "abbrev": status] }
      let again = try fixture.run(["launches", "--search", "Fixture Mission A", "--format", "ics", "--refresh"])
      try Data(again.stdout.utf8).write(to: file)
      let (_, parsedAgain) = try PythonScript.run(
        Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/ics_check.py"), [file.path])
      let held = (try JSONSerialization.jsonObject(with: Data(parsedAgain.utf8)) as? [String: Any])?["events"]
      #expect((held as? [[String: Any]])?.first?["status"] as? String == expected, "\(status): \(parsedAgain)")
    }

    let misused = try fixture.run(["launches", "--alarm", "30m"])
    #expect(misused.status == 2 && misused.stderr.contains("--alarm needs --format ics"), "\(misused.stderr)")
  }
}

/// `spacex next --wait` against a Launch Library 2 stand-in whose launch is due in seconds.
@Suite(.serialized) struct NextWaitTests {
  /// The fixture with launch A due `seconds` from now, to the minute, and a first sync done.
  private func fixture(dueIn seconds: TimeInterval) throws -> LaunchLibraryFixture {
    let fixture = try LaunchLibraryFixture()
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) {
      $0["net"] = ISO8601DateFormatter().string(from: Date().addingTimeInterval(seconds))
    }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0)
    return fixture
  }

  @Test func waits_FollowsASlip_AndExitsZeroWhenTheMovedLaunchIsAMinuteAway() async throws {
    let fixture = try fixture(dueIn: 63)
    defer { fixture.close() }
    let a = LaunchLibraryFixture.fixtureA
    let started = Date()
    let wait = try RunningSpacex(["next", "--wait", "--before", "1m"], environment: fixture.environment())
    let head = wait.stderr(until: "waiting for")
    #expect(head.contains("waiting for Fixture Mission A"), "\(head)")
    let slipped = try fixture.launchLibraryDate(a).addingTimeInterval(8)
    try fixture.amendLaunchLibrary(a) { $0["net"] = ISO8601DateFormatter().string(from: slipped) }
    let end = wait.finish()
    let waited = Date().timeIntervalSince(started)
    #expect(end.status == 0, "\(head)\(end.stderr)")
    #expect((head + end.stderr).contains("Fixture Mission A: Date moved +8s"), "\(head)\(end.stderr)")
    #expect(end.stdout.contains("Fixture Mission A lifts off in"), "\(end.stdout)")
    // Due at the moved time a minute before liftoff: not before it. (How late after it depends
    // on the machine's load, which no test asserts.)
    let due = slipped.addingTimeInterval(-60).timeIntervalSince(started)
    #expect(waited >= due - 0.5, "waited \(waited) s for a moment \(due) s away")
    // The sample's 215 launches and the fixture's own make three pages of 100.
    #expect(try await fixture.launchLibraryRequests() <= 3 + 3, "a full sync, then one per wake-up")
  }

  /// Launch Library 2 fails after the wait began: the look at the moment cannot be taken, and
  /// the data is older than a minute, so the wait ends with status 3, naming why, instead of
  /// firing on the data from before.
  @Test func launchLibraryFailingBeforeTheMoment_EndsTheWaitWithStatusThree() async throws {
    let fixture = try fixture(dueIn: 66)
    defer { fixture.close() }
    // Synced two minutes ago: within the five-minute rule, so the wait starts without a sync.
    try fixture.backdateCache(by: 120)
    let wait = try RunningSpacex(["next", "--wait", "--before", "1m"], environment: fixture.environment())
    let head = wait.stderr(until: "waiting for")
    try await fixture.server.control("faults", body: #"{"path":"/2.3.0/launches/","status":503,"count":100}"#)
    let end = wait.finish()
    #expect(end.status == 3, "\(head)\(end.stderr)")
    #expect(end.stdout.isEmpty, "\(end.stdout)")
    #expect(end.stderr.contains("cannot vouch for Fixture Mission A"), "\(end.stderr)")
    #expect(end.stderr.contains("HTTP 503"), "the failure is named: \(end.stderr)")
  }

  @Test func aScrubWithNoNewDate_EndsTheWaitWithStatusOne() async throws {
    let fixture = try fixture(dueIn: 64)
    defer { fixture.close() }
    let wait = try RunningSpacex(["next", "--wait", "--before", "1m"], environment: fixture.environment())
    _ = wait.stderr(until: "waiting for")
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) { launch in
      launch["status"] = ["id": 2, "abbrev": "TBD"]
      launch["net_precision"] = ["id": 7, "abbrev": "M"]
    }
    let end = wait.finish()
    #expect(end.status == 1, "\(end.stderr)")
    #expect(end.stderr.contains("no firm time any more"), "\(end.stderr)")
    #expect(end.stdout.isEmpty)
  }

  /// Launch day as it went wrong: the launch (synced 47 minutes ago) is due in 12 minutes, the
  /// wait is for 30 minutes before it, and every request of the hour is spent. The moment has
  /// passed on data nobody can check: exit 3 with why, nothing on stdout, no request sent.
  @Test func aMomentItCannotCheck_ExitsThree_InsteadOfFiring() async throws {
    let fixture = try fixture(dueIn: 12 * 60)
    defer { fixture.close() }
    try fixture.backdateCache(by: 47 * 60)
    try fixture.spendTheBudget(15)
    let before = try await fixture.launchLibraryRequests()
    let end = try fixture.run(["next", "--wait", "--before", "30m"])
    #expect(end.status == 3, "\(end.stderr)")
    #expect(end.stdout.isEmpty, "\(end.stdout)")
    #expect(end.stderr.contains("cannot vouch for Fixture Mission A"), "\(end.stderr)")
    #expect(end.stderr.contains("47m ago"), "\(end.stderr)")
    #expect(end.stderr.contains("request limit reached"), "\(end.stderr)")
    #expect(try await fixture.launchLibraryRequests() == before, "nothing sent over the budget")

    // The card says how old the time it shows is, beside it, and the footer why.
    let card = try fixture.run(["next"], extra: ["COLUMNS": "100"])
    #expect(card.status == 0, "\(card.stderr)")
    let date = card.stdout.split(separator: "\n").first { $0.hasPrefix("Date") }.map(String.init) ?? ""
    #expect(date.contains("as of ") && date.contains("47m ago"), "\(card.stdout)")
    #expect((card.stdout + card.stderr).contains("request limit reached until"), "\(card.stdout)\(card.stderr)")
    let russian = try fixture.run(["launch", "Fixture Mission A", "--lang", "ru"], extra: ["COLUMNS": "100"])
    #expect(russian.stdout.contains("по данным на ") && russian.stdout.contains("47 мин назад"), "\(russian.stdout)")
    let json = try fixture.run(["launch", "Fixture Mission A", "--format", "json"])
    let fields = try #require(
      ((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["card"] as? [String: Any])?[
        "fields"] as? [[String: Any]], "\(json.stdout)")
    let dateField = fields.first { $0["key"] as? String == "date" }?["value"] as? String ?? ""
    #expect(dateField.contains("47m ago"), "an editor's card says it too: \(fields)")
  }

  /// The same moment with Launch Library 2 gone down since the last sync: exit 3, naming why.
  @Test func aMomentWithLaunchLibraryDown_ExitsThree() async throws {
    let fixture = try fixture(dueIn: 12 * 60)
    defer { fixture.close() }
    try fixture.backdateCache(by: 47 * 60)
    let end = try fixture.run(["next", "--wait", "--before", "30m"], ll2URL: "http://127.0.0.1:9/2.3.0")
    #expect(end.status == 3, "\(end.stderr)")
    #expect(end.stdout.isEmpty, "\(end.stdout)")
    #expect(end.stderr.contains("cannot vouch for Fixture Mission A"), "\(end.stderr)")
    #expect(
      end.stderr.contains("could not be reached") || end.stderr.contains("could not connect"),
      "the refresh's failure is named: \(end.stderr)")
  }

  /// The same moment with the hour's routine share spent (12 of 15) but the reserve left: the wait
  /// spends one reserved request on the launch, finds it current and fires.
  @Test func theReserve_LetsTheWaitCheckTheMoment() async throws {
    let fixture = try fixture(dueIn: 12 * 60)
    defer { fixture.close() }
    try fixture.backdateCache(by: 47 * 60)
    try fixture.spendTheBudget(12)
    let other = try fixture.run(["launches", "--limit", "1", "--refresh"])
    #expect(
      other.stderr.contains("request limit reached"), "a routine refresh may not spend the reserve: \(other.stderr)")
    let before = try await fixture.launchLibraryRequests()
    let end = try fixture.run(["next", "--wait", "--before", "30m"])
    #expect(end.status == 0, "\(end.stderr)")
    #expect(end.stdout.contains("Fixture Mission A lifts off in"), "\(end.stdout)")
    #expect(try await fixture.launchLibraryRequests() == before + 1, "one reserved request")
  }

  /// A launch whose time passed three minutes ago and is still Go, on data a minute old: no
  /// "lifts off in 0s", but exit 3 saying it passed unconfirmed.
  @Test func aTimePassedUnconfirmed_ExitsThree() async throws {
    let fixture = try fixture(dueIn: -3 * 60)
    defer { fixture.close() }
    let end = try fixture.run(["next", "--wait"])
    #expect(end.status == 3, "\(end.stderr)")
    #expect(end.stderr.contains("has passed with no sign of liftoff"), "\(end.stderr)")
    #expect(end.stdout.isEmpty)
  }

  /// At T−0 and within the grace after it, still Go: the wait is over, in words that are true
  /// ("lifts off now", "due 50s ago, awaiting liftoff", never "lifts off in 0s"), in both languages;
  /// past the grace it exits 3 (``aTimePassedUnconfirmed_ExitsThree``). On a clock standing at
  /// the moment, so the words are exact.
  @Test(arguments: [
    (0.0, "en", "Fixture Mission A lifts off now ("), (50, "en", "Fixture Mission A: due 50s ago, awaiting liftoff ("),
    (0, "ru", "Fixture Mission A: старт сейчас ("),
    (50, "ru", "Fixture Mission A: время старта прошло 50 с назад, ждём подтверждения ("),
  ])
  func atTZero_AndWithinTheGrace_SaysWhatIsTrue(after seconds: TimeInterval, language: String, said: String) throws {
    let fixture = try fixture(dueIn: 0)
    defer { fixture.close() }
    let net = try fixture.launchLibraryDate(LaunchLibraryFixture.fixtureA)
    let now = ISO8601DateFormatter().string(from: net.addingTimeInterval(seconds))
    let end = try fixture.run(["next", "--wait", "--lang", language], extra: ["SPACEX_NOW": now])
    #expect(end.status == 0, "\(end.stderr)")
    #expect(end.stdout.hasPrefix(said), "\(end.stdout)")
  }

  /// Nothing in an offline run can update the launch: the wait ends at once with status 3 (the
  /// README's table), not at T−0 days later.
  @Test func offline_EndsAtOnce_WithStatusThree() throws {
    let fixture = try fixture(dueIn: 3 * 86_400)
    defer { fixture.close() }
    let end = try fixture.run(["next", "--wait", "--offline"])
    #expect(end.status == 3, "\(end.stderr)")
    #expect(end.stderr.contains("--offline"), "\(end.stderr)")
    #expect(end.stdout.isEmpty)
  }

  /// On the app's clock at a hundred times real time, shared by every process through its anchor,
  /// a launch half an hour away is waited for in well under a minute: the wait's looks, its
  /// syncs and its sleeps all follow that clock. (Without it the wait would outlast the hang guard.)
  @Test(.timeLimit(WallClockBounds.hangGuard)) func onAFastClock_HalfAnHourIsWaitedInSeconds() throws {
    let fixture = try fixture(dueIn: 1800)
    defer { fixture.close() }
    let now = ISO8601DateFormatter().string(from: Date())
    let clock = ["SPACEX_NOW": now, "SPACEX_CLOCK_SINCE": now, "SPACEX_CLOCK_RATE": "100"]
    let wait = try RunningSpacex(["next", "--wait", "--before", "1m"], environment: fixture.environment(extra: clock))
    let end = wait.finish()
    #expect(end.status == 0, "\(end.stderr)")
    #expect(end.stdout.contains("Fixture Mission A lifts off in"), "\(end.stdout)")
  }

  @Test func misuse_IsAUsageError() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let before = try Executable.spacex.run(["next", "--before", "10m"], environment: sandbox.environment())
    #expect(before.status == 2 && before.stderr.contains("--before needs --wait"), "\(before.stderr)")
    let span = try Executable.spacex.run(["next", "--wait", "--before", "soon"], environment: sandbox.environment())
    #expect(span.status == 2 && span.stderr.contains("--before"), "\(span.stderr)")
    let json = try Executable.spacex.run(["next", "--wait", "--format", "json"], environment: sandbox.environment())
    #expect(json.status == 2, "\(json.stderr)")
  }
}
