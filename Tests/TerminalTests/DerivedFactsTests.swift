import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Rocket and launchpad facts agree with their launches: every rocket's and pad's counts, first
/// and last flight, success rate and status are worked out here from `spacex launches --format
/// json` (every page, as a user would page through them) and compared with `spacex rockets` and
/// `spacex launchpads`, and each pad's card lists as many flown launches as it counts. On the
/// offline sample (both sources merged) and on the loopback APIs with Launch Library 2.
@Suite struct DerivedFactsTests {
  /// What the launches say about one rocket or pad, computed here, not by the code under test.
  private struct Expected {
    var launches = 0
    var successes = 0
    var first: String?
    var last: String?
    var hasLaunchesToCome = false

    func isActive(now: Date) -> Bool {
      guard !hasLaunchesToCome else { return true }
      guard let last, let date = ISO8601DateFormatter().date(from: last) else { return false }
      return now.timeIntervalSince(date) <= 2 * 365.25 * 86_400
    }
  }

  private static func json(_ arguments: [String], _ environment: [String: String]) throws -> [String: Any] {
    let result = try Executable.spacex.run(arguments + ["--format", "json"], environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// Every launch, page by page.
  private static func allLaunches(_ environment: [String: String], _ extra: [String]) throws -> [[String: Any]] {
    var items: [[String: Any]] = []
    var page = 1
    while true {
      let envelope = try json(["launches", "--limit", "100", "--page", "\(page)"] + extra, environment)
      items += envelope["items"] as? [[String: Any]] ?? []
      guard envelope["hasNextPage"] as? Bool == true else { return items }
      page += 1
    }
  }

  private static func expected(_ launches: [[String: Any]], by member: String) -> [String: Expected] {
    var records: [String: Expected] = [:]
    for launch in launches {
      guard let id = (launch[member] as? [String: Any])?["id"] as? String else { continue }
      var record = records[id] ?? Expected()
      let date = launch["dateUtc"] as? String ?? ""
      if let success = launch["success"] as? Bool {
        record.launches += 1
        if success { record.successes += 1 }
        record.first = min(record.first ?? date, date)
        record.last = max(record.last ?? date, date)
      } else if (launch["display"] as? [String: Any])?["statusKey"] as? String == "upcoming" {
        record.hasLaunchesToCome = true
      }
      records[id] = record
    }
    return records
  }

  private static func check(_ environment: [String: String], _ extra: [String] = []) throws {
    let now = Date()
    let launches = try allLaunches(environment, extra)
    #expect(launches.count > 20)
    let byRocket = expected(launches, by: "rocket")
    let rockets = try json(["rockets"] + extra, environment)["items"] as? [[String: Any]] ?? []
    #expect(!rockets.isEmpty)
    for rocket in rockets {
      let name = rocket["name"] as? String ?? "?"
      guard let want = byRocket[rocket["id"] as? String ?? ""], want.launches > 0 else {
        #expect(rocket["launches"] == nil, "\(name) has no launches, yet counts some")
        continue
      }
      let counted = rocket["launches"] as? [String: Any]
      #expect(counted?["count"] as? Int == want.launches, "\(name)")
      #expect(counted?["successes"] as? Int == want.successes, "\(name)")
      #expect(counted?["failures"] as? Int == want.launches - want.successes, "\(name)")
      #expect(rocket["firstFlight"] as? String == want.first.map { String($0.prefix(10)) }, "\(name)")
      #expect(counted?["lastFlight"] as? String == want.last.map { String($0.prefix(10)) }, "\(name)")
      let rate = Double(want.successes) / Double(want.launches) * 100
      #expect(abs((rocket["successRatePct"] as? Double ?? -1) - rate) < 0.001, "\(name)")
      if want.isActive(now: now) { #expect(rocket["active"] as? Bool == true, "\(name) flew lately or will") }
    }
    let byPad = expected(launches, by: "launchpad")
    let pads = try json(["launchpads"] + extra, environment)["items"] as? [[String: Any]] ?? []
    #expect(!pads.isEmpty)
    for pad in pads {
      let name = pad["name"] as? String ?? "?"
      guard let want = byPad[pad["id"] as? String ?? ""], want.launches > 0 else { continue }
      #expect(pad["launchAttempts"] as? Int == want.launches, "\(name)")
      #expect(pad["launchSuccesses"] as? Int == want.successes, "\(name)")
      if want.isActive(now: now) { #expect(pad["status"] as? String == "active", "\(name)") }
      // Its card lists as many flown launches as it counts.
      let card = try json(["launchpad", pad["id"] as? String ?? ""] + extra, environment)
      let listed = (card["launches"] as? [[String: Any]] ?? []).filter { $0["success"] is Bool }
      #expect(listed.count == want.launches, "\(name): card lists \(listed.count)")
    }
  }

  @Test func offlineSample_RocketsAndLaunchpadsAgreeWithTheirLaunches() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try Self.check(sandbox.environment(), ["--offline"])
  }

  @Test func launchLibraryMerged_RocketsAndLaunchpadsAgreeWithTheirLaunches() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.check(fixture.environment())
  }
}
