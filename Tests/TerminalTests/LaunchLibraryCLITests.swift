import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Both frontends over both loopback APIs: fresh data from Launch Library 2 merged with the
/// SpaceX API's, within LL2's request limit.
@Suite(.serialized) struct LaunchLibraryCLITests {
  @Test func upcoming_ListsFutureLaunchesFromLaunchLibrary_AndAFlownOneShowsItsOutcome() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let upcoming = try fixture.run(["launches", "--status", "upcoming", "--sort", "oldest", "--limit", "100"])
    #expect(upcoming.status == 0, "\(upcoming.stderr)")
    #expect(upcoming.stdout.contains("Fixture Mission A"))
    #expect(upcoming.stdout.contains("Fixture Mission B"))
    #expect(!upcoming.stdout.contains("USSF-44"), "LL2 records USSF-44 as flown")
    #expect(upcoming.stderr.contains("Launch Library 2: live, fetched"))

    let ussf44 = try fixture.run(["launch", "USSF-44"])
    #expect(ussf44.status == 0)
    #expect(ussf44.stdout.contains("success"))
    #expect(ussf44.stdout.contains("SpaceX API for what flew, Launch Library 2 for status and date"))
  }

  @Test func wrongLink_IsNotFollowed_AndNoLaunchIsListedTwice() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let reply = try rpc.request("launches.list", ["limit": 100])
    let result = try #require(reply["result"] as? [String: Any])
    let items = try #require(result["items"] as? [[String: Any]])
    let ids = items.map { $0["id"] as? String ?? "" }
    #expect(Set(ids).count == ids.count)
    let byName = Dictionary(items.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byName["Crew-5"]?["providers"] as? [String] == ["spacex-api", "launch-library"])
    #expect(byName["CRS-26"]?["providers"] as? [String] == ["spacex-api"])
    #expect(byName["CRS-26"]?["upcoming"] as? Bool == true)
    let sources = try #require(result["sources"] as? [[String: Any]])
    #expect(sources.map { $0["provider"] as? String } == ["spacex-api", "launch-library"])
    #expect(sources.allSatisfy { $0["source"] as? String == "live" })
  }

  @Test func launchLibraryOnly_PagesFiltersSortsAndOpens_InBothFrontends() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let starship = try fixture.run([
      "launches", "--rocket", "starship", "--sort", "oldest", "--limit", "2", "--page", "4",
    ])
    #expect(starship.status == 0)
    let rows = starship.stdout.split(separator: "\n").dropFirst().prefix(2).map(String.init)
    #expect(
      rows.count == 2 && rows[0].contains("SN10 10 km Flight") && rows[1].contains("SN11 10 km Flight"),
      "\(starship.stdout)")
    let partial = try fixture.run(["launches", "--search", "SN9"])
    #expect(partial.stdout.contains("partial failure"))

    let card = try fixture.run(["launch", LaunchLibraryFixture.koreasat])
    #expect(card.status == 0, "\(card.stderr)")
    #expect(card.stdout.contains("Koreasat 6A"))
    #expect(card.stdout.contains("Unknown Pad"))
    #expect(card.stdout.contains("Launch Library 2 only"))

    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let detail = try rpc.request("launches.get", ["id": LaunchLibraryFixture.koreasat])
    let result = try #require(detail["result"] as? [String: Any], "\(detail)")
    let launch = try #require(result["launch"] as? [String: Any])
    #expect(launch["name"] as? String == "Koreasat 6A")
    #expect(launch["flightNumber"] is NSNull)
    #expect(launch["providers"] as? [String] == ["launch-library"])
    #expect((result["sources"] as? [[String: Any]])?.count == 2)
    let list = try rpc.request("launches.list", ["search": "koreasat"])
    let item = try #require(((list["result"] as? [String: Any])?["items"] as? [[String: Any]])?.first)
    #expect(item["flightNumber"] is NSNull, "an LL2-only launch has flightNumber null")
    #expect(item["providers"] as? [String] == ["launch-library"])
    let view = try rpc.request(
      "view.open", ["screen": "launches", "params": ["rocket": "starship", "sort": "oldest"]])
    let opened = try #require(view["result"] as? [String: Any], "\(view)")
    let sections = (opened["snapshot"] as? [String: Any])?["sections"] as? [[String: Any]] ?? []
    #expect(sections.compactMap { $0["id"] as? String } == ["2019", "2020", "2021", "2024", "2026"])
    #expect(
      (sections.first?["items"] as? [String])
        == ["eae177d1-3de8-4a21-ad79-fe21afac4f04", "0389266e-e523-4a18-a320-ed746a5a315b"],
      "Starhopper's two hops open the list")
  }

  @Test func twentyRunsAndAServerRefreshing_SendAtMostTheBudget() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    for _ in 0..<20 {
      let result = try fixture.run(["launches", "--refresh", "--limit", "3"])
      #expect(result.status == 0, "\(result.stderr)")
    }
    let rpc = try RPCSession(arguments: ["--refresh"], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let opened = try rpc.request("view.open", ["screen": "launches", "params": ["limit": 5]])
    let viewID = try #require((opened["result"] as? [String: Any])?["viewId"])
    for _ in 0..<20 {
      let reply = try rpc.request("view.send", ["viewId": viewID, "input": ["type": "refresh"]])
      #expect(reply["result"] != nil, "\(reply)")
    }
    #expect(try await fixture.launchLibraryRequests() <= 15)
    let last = try fixture.run(["launches", "--refresh", "--limit", "1"])
    #expect(last.status == 0)
    #expect(last.stderr.contains("Launch Library 2 request limit reached"), "\(last.stderr)")
  }

  @Test func launchLibraryDown_OrThrottled_AnswersFromCache_WithoutWaitingOrRetrying() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches"]).status == 0)
    // Down: nothing listens there.
    let down = try fixture.run(["launches", "--refresh", "--timeout", "2"], ll2URL: "http://127.0.0.1:9/2.3.0")
    #expect(down.status == 0)
    #expect(down.stderr.contains("Launch Library 2: cache (stale, it could not be reached)"))
    #expect(down.stderr.contains("Launch Library 2 could not be reached"))
    // Within the minute after, the next command does not try it by itself (its copy past the
    // window, it would), though `--refresh` would (BlackHoledNetworkCLITests).
    let before = try await fixture.launchLibraryRequests()
    let skipped = try fixture.run(["launches"], extra: ["SPACEX_CACHE_TTL": "0"])
    #expect(skipped.stderr.contains("Launch Library 2: cache (stale, it could not be reached)"), "\(skipped.stderr)")
    #expect(try await fixture.launchLibraryRequests() == before, "the shared verdict kept it off the network")
    fixture.forgetTheNetworkVerdict()
    // Throttled: LL2 says 429; not retried, the cache answers, and the wait is kept.
    try await fixture.server.control("ll2", body: #"{"limit": 0}"#)
    let beforeThrottle = try await fixture.launchLibraryRequests()
    let throttled = try fixture.run(["launches", "--refresh"])
    #expect(throttled.status == 0)
    #expect(throttled.stderr.contains("request limit reached until"))
    #expect(try await fixture.launchLibraryRequests() == beforeThrottle + 1)
    _ = try fixture.run(["launches", "--refresh"])
    #expect(try await fixture.launchLibraryRequests() == beforeThrottle + 1, "blocked after the 429")
  }

  @Test func noLL2_SendsLaunchLibraryNothing() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let flag = try fixture.run(["launches", "--no-ll2"])
    let off = try fixture.run(["launches", "--refresh"], ll2URL: "off")
    #expect(flag.status == 0 && off.status == 0)
    #expect(!flag.stdout.contains("Launch Library 2"))
    #expect(try await fixture.launchLibraryRequests() == 0)
  }

  @Test func launchpads_CountAndListLaunchLibraryLaunches() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let stls = try fixture.run(["launchpad", "STLS"])
    #expect(stls.status == 0)
    // Starhopper's two hops, SN5 and SN6's, SN8 to SN15's flights: Launch Library 2's alone.
    #expect(stls.stdout.contains("Launch attempts      9"), "\(stls.stdout)")
    #expect(stls.stdout.contains("Successful launches  6"))
    #expect(stls.stdout.contains("SN8 12.5 km Flight"))
    let off = try fixture.run(["launchpad", "STLS"], ll2URL: "off")
    #expect(off.stdout.contains("Launch attempts      0"))
  }

  @Test func launchLibraryOnlyCard_FetchesItsDetailedRecordOnce() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let first = try fixture.run(["launch", "Fixture Mission A"])
    #expect(first.status == 0, "\(first.stderr)")
    for text in ["B1077", "Fixture Astronaut", "Commander", "C212", "LEO", "https://example.com/webcast"] {
      #expect(first.stdout.contains(text), "\(text) missing from \(first.stdout)")
    }
    #expect(!first.stdout.contains("Partial:"))
    let afterFirst = try await fixture.launchLibraryRequests()
    let second = try fixture.run(["launch", "Fixture Mission A"])
    let card = { (text: String) in text.components(separatedBy: "\nSource:")[0] }
    #expect(card(second.stdout) == card(first.stdout), "the same card, from the cache")
    #expect(try await fixture.launchLibraryRequests() == afterFirst, "the cached record answered")

    // A flown launch's record is final: fetched once, even past the freshness window.
    let sn15 = "73ae8553-cc90-46e9-9a01-70a712493856"
    #expect(try fixture.run(["launch", sn15]).status == 0)
    let afterFlown = try await fixture.launchLibraryRequests()
    let again = try fixture.run(["launch", sn15], extra: ["SPACEX_CACHE_TTL": "0"])
    #expect(again.status == 0)
    #expect(try await fixture.launchLibraryRequests() == afterFlown + 1, "the list refreshed; the record did not")
  }

  /// The sync reads LL2 in `detailed` mode and caches every record: after it, fifty launch cards
  /// in a row send LL2 nothing, and none lacks a part.
  @Test func afterASync_FiftyCards_SendNothing_AndAreComplete() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let list = try fixture.run(["launches", "--limit", "100", "--format", "json"])
    #expect(list.status == 0, "\(list.stderr)")
    let envelope = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
    let ids = (envelope["items"] as? [[String: Any]] ?? []).filter {
      ($0["providers"] as? [String])?.contains("launch-library") == true
    }.compactMap { $0["id"] as? String }
    #expect(ids.count >= 10, "\(ids.count) launches Launch Library 2 knows")
    let before = try await fixture.launchLibraryRequests()
    for index in 0..<50 {
      let card = try fixture.run(["launch", ids[index % ids.count]])
      #expect(card.status == 0, "\(card.stderr)")
      #expect(!card.stdout.contains("unavailable") && !card.stdout.contains("Partial:"), "\(card.stdout)")
    }
    #expect(try await fixture.launchLibraryRequests() == before, "the cards were answered from the synced records")
  }

  @Test func launchLibrarySlowOrMalformed_AnswersFromCache_AfterOneAttempt() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches"]).status == 0)
    // Black-holed: the answer would take 30 s; one attempt of 1 s, never retried (each counts).
    try await fixture.server.control("faults", body: #"{"path":"/2.3.0/launches/","delay":30,"count":5}"#)
    let before = try await fixture.launchLibraryRequests()
    let slow = try fixture.run(["launches", "--refresh", "--timeout", "1"])
    #expect(try await fixture.launchLibraryRequests() - before <= 1, "one attempt, not a retry after its timeout")
    #expect(slow.status == 0)
    #expect(slow.stderr.contains("Launch Library 2: cache (stale, it did not answer within 1 s)"), "\(slow.stderr)")
    #expect(slow.stderr.contains("spacex: Launch Library 2 did not answer within 1 s; showing launches cached"))
    try await fixture.server.control("reset", body: "{}")
    fixture.forgetTheNetworkVerdict()  // else the next command would not try it for a minute
    // Malformed: reported, and the cached copy stands.
    try await fixture.server.control("faults", body: #"{"path":"/2.3.0/launches/","malformed":true}"#)
    let malformed = try fixture.run(["launches", "--refresh"])
    #expect(malformed.status == 0)
    #expect(malformed.stderr.contains("Launch Library 2: cache (stale"))
    #expect(malformed.stderr.contains("malformed response"), "\(malformed.stderr)")
  }

  /// Starship's facts come from its launches, which only Launch Library 2 knows: one count, one
  /// rate, one first flight, and the source line names both sources.
  @Test func rockets_CountEveryFlight_FromBothSources() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let starship = try fixture.run(["rocket", "starship", "--utc"])
    let lines = starship.stdout.split(separator: "\n").map { String($0) }
    func value(_ label: String) -> String? {
      lines.first { $0.hasPrefix(label + " ") }.map {
        String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces)
      }
    }
    // Starhopper's hops to SN15: six successes, SN8, SN9 (partial failures) and SN11 failed.
    #expect(value("Launches") == "9: 6 successful, 3 failed", "\(starship.stdout)")
    #expect(value("Success rate") == "67%")
    #expect(value("First flight") == "July 26, 2019")
    #expect(!starship.stdout.contains("Also flew"))
    #expect(starship.stderr.contains("Launch Library 2:"), "\(starship.stderr)")
    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let reply = try rpc.request("rockets.get", ["id": "starship"])
    let item = try #require((reply["result"] as? [String: Any])?["item"] as? [String: Any])
    let launches = try #require(item["launches"] as? [String: Any])
    #expect(launches["count"] as? Int == 9 && launches["successes"] as? Int == 6 && launches["failures"] as? Int == 3)
    #expect(abs((item["successRatePct"] as? Double ?? 0) - 600.0 / 9) < 0.001)
    #expect(item["firstFlight"] as? String == "2019-07-26")
    #expect(item["launchLibraryFlights"] == nil, "one number per fact")
  }
}
