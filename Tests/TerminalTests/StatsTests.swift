import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex stats` counts what the lists list: every chart's number is checked against counts a
/// script makes from `spacex launches --all --format json` (and the fleet's own answers), on the
/// merged offline sample and on both loopback APIs, whole and filtered.
@Suite struct StatsTests {
  /// The merged offline sample at a fixed "now" (Launch Library 2's address answers nothing, so
  /// its offline part is merged), as a user offline sees it.
  private static func offlineEnvironment(_ sandbox: Sandbox) -> [String: String] {
    sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": "2022-11-01T00:00:00Z"])
  }

  @Test(arguments: [[], ["--rocket", "falcon9", "--year", "2020"], ["--from", "2008-01-01", "--to", "2016-06-30"]])
  func offlineSample_EveryNumberIsTheListsCount(filters: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = Self.offlineEnvironment(sandbox)
    try Self.checkAgainstTheLists(filters, environment: environment, offline: true)
    // Cadence to where the data ends: the sample holds every launch to 2022-10-20 14:50 UTC only,
    // 11 days before the pinned now, so its windows end there (and the item says so).
    let stats = try Self.json(["stats", "--offline"] + filters, environment)
    let item = try #require(stats["item"] as? [String: Any])
    let cadence = try #require(item["cadence"] as? [String: Any])
    #expect(item["completeThrough"] as? String == "2022-10-20T14:50:00.000Z")
    let flown = try Self.launches(filters, environment, offline: true).filter {
      $0.outcome == "success" || $0.outcome == "failed"
    }
    let end = try #require(ISO8601DateFormatter().date(from: "2022-10-20T14:50:00Z"))
    for days in [30, 365] {
      let counted = flown.filter { $0.date <= end && $0.date > end.addingTimeInterval(-Double(days) * 86_400) }.count
      #expect(cadence["last\(days)Days"] as? Int == counted, "\(filters) \(days) days to where the data ends")
    }
    if filters.isEmpty {
      #expect((cadence["last365Days"] as? Int ?? 0) > 40, "2022's launches are within a year of where the data ends")
    }
  }

  @Test func loopbackAPIs_EveryNumberIsTheListsCount() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.checkAgainstTheLists([], environment: fixture.environment(), offline: false)
    try Self.checkAgainstTheLists(["--year", "2022"], environment: fixture.environment(), offline: false)
    // Both sources fetched now: the data is current, no year is marked partial.
    let stats = try Self.json(["stats"], fixture.environment())
    #expect((stats["item"] as? [String: Any])?["completeThrough"] == nil)
    let totals = (stats["charts"] as? [[String: Any]] ?? []).flatMap { $0["bars"] as? [[String: Any]] ?? [] }
      .compactMap { $0["total"] as? String }
    #expect(!totals.isEmpty && !totals.contains { $0.hasSuffix("*") }, "\(totals)")
  }

  /// A cold `spacex stats` keeps the fleet's columns in the cache; the next process answers from
  /// them exactly as the joins did, whole and filtered, and a refresh (new copies of the fleet)
  /// builds them again.
  @Test func theFleetsKeptColumns_AnswerAsTheJoinsDo() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let environment = fixture.environment(extra: ["SPACEX_NOW": "2022-11-01T00:00:00Z"])
    let kept = fixture.sandbox.cacheDirectory.appendingPathComponent("DERIVED%20stats-fleet-columns-v1.cache")
    let modified = { try FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date }
    // What the statistics say, without where the data came from (live first, then the cache).
    let answer = { (filters: [String]) throws -> NSDictionary in
      let stats = try Self.json(["stats"] + filters, environment)
      return NSDictionary(dictionary: [
        "item": stats["item"] ?? "", "card": stats["card"] ?? "", "charts": stats["charts"] ?? "",
      ])
    }
    // Fetched live, the fleet is joined but not kept: columns are kept for copies the cache
    // held before the fleet was read (see KeptFleetColumns.inputTimes).
    let live = try answer([])
    #expect(!FileManager.default.fileExists(atPath: kept.path))
    let joined = try answer([])
    #expect(joined == live)
    let keptAt = try #require(try modified(), "the columns are kept")
    #expect(try answer([]) == joined, "the kept columns answer as the joins did")
    #expect(try modified() == keptAt, "read, not built and written again")
    let filtered = ["--rocket", "falcon9", "--year", "2020"]
    let fromKept = try answer(filtered)
    try FileManager.default.removeItem(at: kept)
    #expect(try answer(filtered) == fromKept, "filtered, the kept columns and the joins agree")
    let records = try #require((joined["item"] as? [String: Any])?["records"] as? [String: Any])
    #expect(records["mostFlights"] is [String: Any], "the records are counted, not unknown: \(records)")
    _ = try Self.json(["stats", "--refresh"], environment)
    #expect(try modified() != keptAt, "new copies of cores and landpads: the columns are built again")
  }

  /// A bad filter is the params' fault, named, whether asked of `stats.get` or of a view; and on
  /// the command line a usage error naming the option.
  @Test func badFilters_AreInvalidParams_NamingTheField() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    for (method, params) in [
      ("stats.get", ["year": "abc"] as [String: Any]), ("stats.get", ["from": "2020-13-01"]),
      ("view.open", ["screen": "stats", "params": ["to": "yesterday"]]), ("stats.get", ["bogus": 1]),
    ] {
      let error = try #require(try rpc.request(method, params)["error"] as? [String: Any], "\(method) \(params)")
      #expect(error["code"] as? Int == -32602, "\(method) \(params): \(error)")
      let field = (error["data"] as? [String: Any])?["field"] as? String
      #expect(field.map { ["year", "from", "to", "bogus"].contains($0) } == true, "\(error)")
    }
    let unknown = try #require(try rpc.request("stats.get", ["rocket": "saturn"])["error"] as? [String: Any])
    #expect((unknown["message"] as? String)?.contains("saturn") == true)
    let usage = try Executable.spacex.run(["stats", "--year", "abc", "--offline"], environment: sandbox.environment())
    #expect(usage.status == 2 && usage.stderr.contains("for --year"), "\(usage.stderr)")
    let empty = try Executable.spacex.run(["stats", "--year", "1990", "--offline"], environment: sandbox.environment())
    #expect(empty.status == 0 && empty.stdout == "No launch matches these filters: 1990.\n", "\(empty.stdout)")
  }

  /// A year's bar is `spacex launches --year Y --status S`'s count, status by status: `upcoming`
  /// (not flown yet) is those to come and those past their date with no result recorded.
  @Test func aYearsBar_IsTheLaunchListsCount_StatusByStatus() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = Self.offlineEnvironment(sandbox)
    let stats = try Self.json(["stats", "--offline"], environment)
    let years = try #require((stats["item"] as? [String: Any])?["years"] as? [[String: Any]])
    for year in years where [2008, 2015, 2020, 2022].contains(year["year"] as? Int ?? 0) {
      let label = String(year["year"] as? Int ?? 0)
      for status in ["success", "failed", "upcoming"] {
        let listed = try Self.json(
          ["launches", "--offline", "--year", label, "--status", status, "--limit", "1"], environment)
        let counted = (year[status] as? Int ?? 0) + (status == "upcoming" ? year["overdue"] as? Int ?? 0 : 0)
        #expect(listed["totalItems"] as? Int == counted, "\(label) \(status)")
      }
    }
  }

  /// One launch of the list, as the statistics sort it.
  private struct Listed {
    var year: Int
    var date: Date
    var rocket: String?
    var outcome: String
  }

  private static func json(_ arguments: [String], _ environment: [String: String]) throws -> [String: Any] {
    let result = try Executable.spacex.run(arguments + ["--format", "json"], environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(arguments)")
  }

  private static func launches(_ filters: [String], _ environment: [String: String], offline: Bool) throws -> [Listed] {
    let list = try json(["launches", "--all"] + (offline ? ["--offline"] : []) + filters, environment)
    let items = try #require(list["items"] as? [[String: Any]])
    #expect(list["totalItems"] as? Int == items.count)
    let dates = ISO8601DateFormatter()
    dates.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return try items.map { item in
      let text = try #require(item["dateUtc"] as? String)
      let outcome =
        switch item["success"] as? Bool {
        case true?: "success"
        case false?: "failed"
        // Not flown: to come, or past its date with no result recorded, as the list's row says.
        case nil:
          item["upcoming"] as? Bool != true
            ? "unknown" : (item["display"] as? [String: Any])?["statusKey"] as? String ?? "upcoming"
        }
      return Listed(
        year: Int(text.prefix(4)) ?? 0, date: try #require(dates.date(from: text), "\(text)"),
        rocket: (item["rocket"] as? [String: Any])?["name"] as? String, outcome: outcome)
    }
  }

  /// The launches chart and `item.years` against the list; the landings chart and the records
  /// against the boosters' and landing sites' own answers (through `spacex-rpc`, as an editor
  /// reads them), restricted to the listed launches.
  private static func checkAgainstTheLists(_ filters: [String], environment: [String: String], offline: Bool) throws {
    let listed = try launches(filters, environment, offline: offline)
    let stats = try json(["stats"] + (offline ? ["--offline"] : []) + filters, environment)
    let item = try #require(stats["item"] as? [String: Any])
    #expect(item["totalLaunches"] as? Int == listed.count, "\(filters)")
    let years = try #require(item["years"] as? [[String: Any]])
    let span = listed.map(\.year).min().map { Array($0...(listed.map(\.year).max() ?? $0)) } ?? []
    #expect(years.map { $0["year"] as? Int ?? 0 } == span, "every year, empty ones too")
    let charts = try #require(stats["charts"] as? [[String: Any]])
    let launchesChart = try #require(charts.first { $0["key"] as? String == "launchesPerYear" })
    let series = try #require(launchesChart["series"] as? [[String: Any]]).map { $0["key"] as? String ?? "" }
    let bars = try #require(launchesChart["bars"] as? [[String: Any]])
    #expect(bars.map { $0["label"] as? String } == years.map { String($0["year"] as? Int ?? 0) })
    for (year, bar) in zip(years, bars) {
      let number = year["year"] as? Int ?? 0
      let ofYear = listed.filter { $0.year == number }
      #expect(year["total"] as? Int == ofYear.count, "\(number)")
      let values = bar["values"] as? [Int] ?? []
      #expect(values.reduce(0, +) == ofYear.count, "\(number): the bar stacks to the year's launches")
      for outcome in ["success", "failed", "upcoming", "overdue", "unknown"] {
        #expect(year[outcome] as? Int == ofYear.filter { $0.outcome == outcome }.count, "\(number) \(outcome)")
      }
      for (key, value) in zip(series, values) {
        let expected =
          switch key {
          case "failed", "upcoming", "overdue", "unknown": ofYear.filter { $0.outcome == key }.count
          default:
            ofYear.filter { $0.outcome == "success" && seriesKey($0.rocket) == key }.count
          }
        #expect(value == expected, "\(number) \(key)")
      }
      for rocket in year["rockets"] as? [[String: Any]] ?? [] {
        let name = rocket["rocket"] as? String
        for outcome in ["success", "failed", "upcoming", "overdue", "unknown"] {
          #expect(
            rocket[outcome] as? Int == ofYear.filter { $0.rocket == name && $0.outcome == outcome }.count,
            "\(number) \(name ?? "-") \(outcome)")
        }
      }
    }
    // The fleet was read (else the card says why not).
    #expect(item["records"] is [String: Any], "\(filters): \(stats["card"] ?? "")")
    try checkFleet(item, charts: charts, filters: filters, environment: environment, offline: offline)
  }

  /// `Falcon 9` → `falcon9`, as series are keyed.
  private static func seriesKey(_ rocket: String?) -> String {
    rocket.map { String($0.lowercased().filter { $0.isLetter || $0.isNumber }) } ?? "unnamedRocket"
  }

  private static func checkFleet(
    _ item: [String: Any], charts: [[String: Any]], filters: [String], environment: [String: String], offline: Bool
  ) throws {
    let list = try json(["launches", "--all"] + (offline ? ["--offline"] : []) + filters, environment)
    let ids = Set((list["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
    let rpc = try RPCSession(arguments: offline ? ["--offline"] : [], environment: environment)
    defer { _ = rpc.finish() }
    let result = { (method: String, params: [String: Any]?) throws -> [String: Any] in
      try #require(try rpc.request(method, params)["result"] as? [String: Any], "\(method)")
    }
    var tried: [Int: (attempts: Int, successes: Int)] = [:]
    var flightsPerBooster: [String: Int] = [:]
    var fastest: Int?
    for booster in try result("boosters.list", nil)["items"] as? [[String: Any]] ?? [] {
      let serial = booster["serial"] as? String ?? ""
      for flight in try result("boosters.get", ["ref": serial])["flights"] as? [[String: Any]] ?? []
      where flight["upcoming"] as? Bool == false && ids.contains(flight["launchId"] as? String ?? "") {
        flightsPerBooster[serial, default: 0] += 1
        if let days = flight["turnaroundDays"] as? Int { fastest = min(fastest ?? days, days) }
        guard flight["landingAttempt"] as? Bool == true else { continue }
        let year = Int((flight["dateUtc"] as? String ?? "").prefix(4)) ?? 0
        tried[year, default: (0, 0)].attempts += 1
        if flight["landingSuccess"] as? Bool == true { tried[year, default: (0, 0)].successes += 1 }
      }
    }
    let landings = try #require(charts.first { $0["key"] as? String == "landingsPerYear" }, "\(filters)")
    let bars = landings["bars"] as? [[String: Any]] ?? []
    let span = tried.keys.min().map { Array($0...(tried.keys.max() ?? $0)) } ?? []
    #expect(bars.map { $0["label"] as? String ?? "" } == span.map(String.init), "\(filters)")
    for bar in bars {
      let year = Int(bar["label"] as? String ?? "") ?? 0
      let counted = tried[year] ?? (0, 0)
      #expect(bar["values"] as? [Int] == [counted.successes, counted.attempts - counted.successes], "\(year)")
    }
    let records = try #require(item["records"] as? [String: Any])
    let most = records["mostFlights"] as? [String: Any]
    let top = flightsPerBooster.values.max()
    #expect(most?["value"] as? Int == top, "\(filters)")
    #expect(
      (most?["holders"] as? [String]).map(Set.init) == Set(flightsPerBooster.filter { $0.value == top }.keys),
      "\(filters)")
    #expect((records["fastestTurnaroundDays"] as? [String: Any])?["value"] as? Int == fastest, "\(filters)")
    #expect(top != nil, "\(filters): the listed launches flew boosters")
  }
}
