import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Every booster, capsule and landing site of the offline sample merged with its Launch Library 2
/// part, read through `spacex-rpc` as an editor reads them: each count agrees with the list under
/// it, each career is one row per flight numbered 1, 2, 3… in order, flown flights before those to
/// come, with a turnaround wherever the previous flight's date is known.
@Suite struct FleetTruthTests {
  /// The merged sample: Launch Library 2's address answers nothing, so its offline part is merged.
  /// `2026-07-20T14:49:00.000Z`, as items carry dates.
  private static func parseDate(_ text: String) -> Date? {
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return format.date(from: text)
  }

  private static func session(_ sandbox: Sandbox) throws -> RPCSession {
    try RPCSession(arguments: ["--offline"], environment: sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0"))
  }

  private static func result(_ rpc: RPCSession, _ method: String, _ params: [String: Any]? = nil) throws
    -> [String: Any]
  {
    let reply = try rpc.request(method, params)
    return try #require(reply["result"] as? [String: Any], "\(method): \(reply)")
  }

  @Test func everyBoostersCareer_IsOneNumberedRowPerFlight_AndItsCountsAgree() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try Self.session(sandbox)
    let list = try Self.result(rpc, "boosters.list")
    let items = try #require(list["items"] as? [[String: Any]])
    #expect(items.count > 80)
    var withUpcoming = 0
    for listed in items {
      let serial = try #require(listed["serial"] as? String)
      let answer = try Self.result(rpc, "boosters.get", ["ref": serial])
      let flights = try #require(answer["flights"] as? [[String: Any]], "\(serial)")
      let item = try #require(answer["item"] as? [String: Any], "\(serial)")
      let flown = flights.filter { $0["upcoming"] as? Bool == false }
      #expect(
        flights.map { $0["number"] as? Int ?? 0 } == flights.indices.map { $0 + 1 }, "\(serial): 1, 2, 3… in order")
      #expect(Set(flights.compactMap { $0["launchId"] as? String }).count == flights.count, "\(serial): once each")
      #expect(
        flights.drop { $0["upcoming"] as? Bool == false }.allSatisfy { $0["upcoming"] as? Bool == true },
        "\(serial): flown first, then those to come")
      #expect(item["flights"] as? Int == flown.count, "\(serial): the count is the list's")
      #expect(listed["flights"] as? Int == flown.count, "\(serial): the list's row too")
      for (previous, flight) in zip(flown, flown.dropFirst()) {
        #expect(
          (flight["turnaroundDays"] as? Int).map { $0 >= 0 } == true,
          "\(serial) after \(previous["launchName"] ?? ""): a turnaround, both dates known")
      }
      let landings = item["landings"] as? [String: Any]
      #expect(
        landings?["attempts"] as? Int == flown.filter { $0["landingAttempt"] as? Bool == true }.count, "\(serial)")
      #expect(
        landings?["successes"] as? Int
          == flown.filter { $0["landingAttempt"] as? Bool == true && $0["landingSuccess"] as? Bool == true }.count,
        "\(serial)")
      if flown.count < flights.count { withUpcoming += 1 }
    }
    #expect(withUpcoming > 0, "the merged sample has flights to come")
  }

  /// The heading over a career counts flights flown and to come apart, as its rows are.
  @Test func everyBoosterCardsHeading_CountsItsOwnRows() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0")
    let rpc = try Self.session(sandbox)
    let items = try #require(try Self.result(rpc, "boosters.list")["items"] as? [[String: Any]])
    for serial in items.compactMap({ $0["serial"] as? String }) where serial.hasPrefix("B106") {
      let flights = try #require(try Self.result(rpc, "boosters.get", ["ref": serial])["flights"] as? [[String: Any]])
      let notFlown = flights.filter { $0["upcoming"] as? Bool == true }
      // Not flown and dated after now: to come; the sample's others are months past their dates
      // (whatever their precision), so "no result recorded".
      let toCome = notFlown.filter {
        (($0["dateUtc"] as? String).flatMap(Self.parseDate) ?? .distantPast) > Date()
      }.count
      let overdue = notFlown.count - toCome
      let text = try Executable.spacex.run(["booster", serial, "--offline"], environment: environment).stdout
      let flown = flights.count - notFlown.count
      guard !flights.isEmpty else {
        #expect(text.contains("No flights recorded."), "\(serial)\n\(text)")
        continue
      }
      let heading =
        (flown == 1 ? "1 flight" : "\(flown) flights") + (toCome > 0 ? " · \(toCome) to come" : "")
        + (overdue > 0 ? " · \(overdue) with no result recorded" : "")
      #expect(text.contains("\n" + heading + ", oldest first\n"), "\(serial): \(heading)\n\(text)")
      let rows = text.split(separator: "\n").drop { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        .dropFirst()
        .prefix { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }
      #expect(rows.count == flights.count, "\(serial): one row per flight")
    }
  }

  @Test func everyCapsulesCounts_AreItsMissions() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try Self.session(sandbox)
    let items = try #require(try Self.result(rpc, "capsules.list")["items"] as? [[String: Any]])
    #expect(items.count > 20)
    for listed in items {
      let serial = try #require(listed["serial"] as? String)
      let answer = try Self.result(rpc, "capsules.get", ["ref": serial])
      let missions = try #require(answer["missions"] as? [[String: Any]], "\(serial)")
      let item = try #require(answer["item"] as? [String: Any], "\(serial)")
      let flown = missions.filter { $0["upcoming"] as? Bool == false }
      #expect(Set(missions.compactMap { $0["launchId"] as? String }).count == missions.count, "\(serial)")
      #expect(item["flights"] as? Int == flown.count, "\(serial)")
      #expect(item["splashdowns"] as? Int == flown.filter { $0["landingSuccess"] as? Bool == true }.count, "\(serial)")
      #expect(item["crewFlights"] as? Int == flown.filter { ($0["crewCount"] as? Int ?? 0) > 0 }.count, "\(serial)")
    }
  }

  /// A landing site's counts, in all and year by year, are its landings'.
  @Test func everyLandingSitesCounts_AreItsLandings() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try Self.session(sandbox)
    let items = try #require(try Self.result(rpc, "landpads.list")["items"] as? [[String: Any]])
    for listed in items {
      let id = try #require(listed["id"] as? String)
      let answer = try Self.result(rpc, "landpads.get", ["ref": id])
      let landings = try #require(answer["landings"] as? [[String: Any]], "\(id)")
      let item = try #require(answer["item"] as? [String: Any], "\(id)")
      let flown = landings.filter { $0["upcoming"] as? Bool == false }
      #expect(item["landingAttempts"] as? Int == flown.count, "\(id)")
      #expect(item["landingSuccesses"] as? Int == flown.filter { $0["success"] as? Bool == true }.count, "\(id)")
      // Year by year, as the rows' UTC dates fall.
      var byYear: [Int: (attempts: Int, successes: Int)] = [:]
      for landing in flown {
        let year = try #require(Int(String((landing["dateUtc"] as? String ?? "").prefix(4))), "\(id)")
        let before = byYear[year] ?? (0, 0)
        byYear[year] = (before.attempts + 1, before.successes + (landing["success"] as? Bool == true ? 1 : 0))
      }
      let years = item["landingsByYear"] as? [[String: Any]] ?? []
      #expect(years.map { $0["year"] as? Int ?? 0 } == byYear.keys.sorted(), "\(id)")
      for year in years {
        let counted = byYear[year["year"] as? Int ?? 0]
        #expect(
          year["attempts"] as? Int == counted?.attempts && year["successes"] as? Int == counted?.successes, "\(id)")
      }
    }
  }

  /// A drone ship supported every launch whose booster landed on it or tried to: its count is at
  /// least its landing site's, from the same flights (A Shortfall of Gravitas: 21 and 21), and its
  /// landings year by year are its site's.
  @Test func aDroneShip_CountsTheLandingsItsSiteCounts() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try Self.session(sandbox)
    let ships = try #require(try Self.result(rpc, "ships.list")["items"] as? [[String: Any]])
    let sites = try #require(try Self.result(rpc, "landpads.list")["items"] as? [[String: Any]])
    var compared = 0
    for site in sites {
      guard let ship = ships.first(where: { $0["name"] as? String == site["fullName"] as? String }) else { continue }
      let name = ship["name"] as? String ?? "?"
      let answer = try Self.result(rpc, "landpads.get", ["ref": site["id"] as? String ?? ""])
      let landings = try #require(answer["landings"] as? [[String: Any]])
      let siteYears = (answer["item"] as? [String: Any])?["landingsByYear"] as? [[String: Int]]
      #expect(siteYears != nil && siteYears == ship["landingsByYear"] as? [[String: Int]], "\(name): year by year")
      let supported = Set(ship["launchIds"] as? [String] ?? [])
      let landed = landings.filter { $0["upcoming"] as? Bool == false }.compactMap { $0["launchId"] as? String }
      #expect(landed.allSatisfy(supported.contains), "\(name): \(landed.filter { !supported.contains($0) })")
      compared += 1
    }
    #expect(compared >= 2, "OCISLY and ASOG are ships and sites of one name")
  }
}
