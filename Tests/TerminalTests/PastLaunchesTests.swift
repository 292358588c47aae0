import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A fresh install offline in December 2026: the sample's "upcoming" launches (the SpaceX API's
/// of 2022, Launch Library 2's of 2024 and July 2026) are all past their dates. Each is "no result
/// recorded" in every count, card and calendar, never "to come", and the counts still agree with
/// `launches --status upcoming` (not flown yet), launch by launch.
@Suite struct PastLaunchesTests {
  /// As the user ran it: a fresh `HOME`, neither API reachable, the day the issue was seen.
  private static func environment(_ sandbox: Sandbox, now: String = "2026-12-03T12:00:00Z") -> [String: String] {
    sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": now, "COLUMNS": "120"])
  }

  private static func run(_ arguments: [String], _ environment: [String: String]) throws -> String {
    let result = try Executable.spacex.run(arguments, environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  private static func json(_ arguments: [String], _ environment: [String: String]) throws -> [String: Any] {
    let text = try run(arguments + ["--format", "json"], environment)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(arguments)")
  }

  @Test func stats_CountNoPastLaunchAsToCome_AndAgreeWithTheUpcomingList() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = Self.environment(sandbox)
    let listed = try #require(
      try Self.json(["launches", "--all", "--status", "upcoming"], environment)["items"] as? [[String: Any]])
    #expect(listed.count > 20, "the sample has launches not flown")
    // Every one of them is past its date on December 3, 2026: its row says so.
    for item in listed {
      let display = item["display"] as? [String: Any]
      #expect(display?["statusKey"] as? String == "overdue", "\(item["name"] ?? "?"): \(display ?? [:])")
    }
    for filters in [[], ["--year", "2024"], ["--year", "2022"], ["--year", "2026"]] {
      let years = try #require(
        (try Self.json(["stats"] + filters, environment)["item"] as? [String: Any])?["years"] as? [[String: Any]])
      let sum = { (key: String) in years.reduce(0) { $0 + ($1[key] as? Int ?? 0) } }
      let expected =
        filters.isEmpty
        ? listed.count : listed.filter { ($0["dateUtc"] as? String)?.hasPrefix(filters[1]) == true }.count
      #expect(sum("upcoming") == 0, "\(filters): none to come")
      #expect(sum("overdue") == expected, "\(filters): to come plus no result recorded is the list's count")
      let card = try Self.run(["stats"] + filters, environment)
      #expect(!card.contains("to come"), "\(filters): \(card)")
    }
    let year2024 = try Self.run(["stats", "--year", "2024"], environment)
    #expect(year2024.contains("Launches               8 · 8 with no result recorded\n"), "\(year2024)")
    let russian = try Self.run(["stats", "--year", "2024", "--lang", "ru"], environment)
    #expect(russian.contains("8 · 8 без записанного итога") && !russian.contains("впереди"), "\(russian)")
  }

  /// Three months earlier the July 2026 launches were still to come: the same data counts them
  /// so then, and the two kinds sum to the list's count.
  @Test func beforeTheirDate_TheSameLaunchesAreToCome() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = Self.environment(sandbox, now: "2026-07-01T00:00:00Z")
    let listed = try #require(
      try Self.json(["launches", "--all", "--status", "upcoming"], environment)["items"] as? [[String: Any]])
    let toCome = listed.filter { ($0["display"] as? [String: Any])?["statusKey"] as? String == "upcoming" }.count
    #expect(toCome > 0 && toCome < listed.count, "some of July's launches are still to come on July 1")
    let years = try #require(
      (try Self.json(["stats"], environment)["item"] as? [String: Any])?["years"] as? [[String: Any]])
    let sum = { (key: String) in years.reduce(0) { $0 + ($1[key] as? Int ?? 0) } }
    #expect(sum("upcoming") == toCome && sum("overdue") == listed.count - toCome)
    let card = try Self.run(["stats"], environment)
    #expect(card.contains("\(toCome) to come · \(listed.count - toCome) with no result recorded"), "\(card)")
  }

  /// A booster's flight of July 2026 is not its next flight in December, its landing not "to
  /// come", and its career heading counts it apart from those to come.
  @Test func aBoosterCard_HasNoPastNextFlight() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let card = try Self.run(["booster", "B1082"], Self.environment(sandbox))
    #expect(!card.contains("Next flight") && !card.contains("to come"), "\(card)")
    #expect(card.contains("0 flights · 1 with no result recorded, oldest first"), "\(card)")
    #expect(card.contains("no result · OCISLY"), "\(card)")
    let july = try Self.run(["booster", "B1082"], Self.environment(sandbox, now: "2026-07-01T00:00:00Z"))
    #expect(july.contains("Next flight") && july.contains("1 to come"), "before its date it is next: \(july)")
  }

  /// The calendar of launches not flown marks a past one TENTATIVE, whatever its copy's last
  /// word (a "Go" of July confirms nothing in December).
  @Test func theCalendar_ConfirmsNoPastLaunch() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let calendar = try Self.run(
      ["launches", "--status", "upcoming", "--all", "--format", "ics"], Self.environment(sandbox))
    let statuses = calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix("STATUS:") }
    #expect(!statuses.isEmpty && statuses.allSatisfy { $0 == "STATUS:TENTATIVE" }, "\(statuses)")
    let events = calendar.components(separatedBy: "BEGIN:VEVENT").count - 1
    #expect(statuses.count == events, "every event says it is tentative")
  }

  /// Where the data ends, screens say so rather than count past it: Starship and Starbase keep
  /// the SpaceX API's word with its year beside flights of 2024 and 2026, Starbase's card names
  /// the rocket its launches flew, and B1058's days on the ground are unknown (it was "idle 1,544
  /// days" from a copy of 2022).
  @Test func wordsAndDaysOfAFrozenSource_SayWhereTheDataEnds() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = Self.environment(sandbox)
    let rockets = try Self.run(["rockets"], environment)
    #expect(rockets.contains("Starship      inactive (2023)"), "\(rockets)")
    #expect(!rockets.contains("Falcon 1      inactive ("), "nothing listed after Falcon 1's last flight")
    let starbase = try Self.run(["launchpad", "stls"], environment)
    #expect(starbase.hasPrefix("STLS — under construction (2023)\n"), "\(starbase)")
    #expect(starbase.contains("Rockets              Starship"), "\(starbase)")
    let booster = try Self.run(["booster", "B1058"], environment)
    #expect(booster.contains("Since last flight   unknown: the data ends on October 20, 2022"), "\(booster)")
    #expect(!booster.contains("1,544"), "\(booster)")
  }
}
