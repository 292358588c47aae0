import Core
import Foundation

/// The numbers behind every chart and record of `spacex stats`, counted from ``CountedFacts``.
package struct LaunchStatistics: Sendable, Hashable {
  /// One UTC year's launches by rocket and outcome.
  package struct Year: Sendable, Hashable {
    package var year: Int
    /// Rocket name (`nil`: unnamed) → launches of that year by outcome.
    package var byRocket: [String?: [LaunchOutcomeKind: Int]]

    package var total: Int { byRocket.values.reduce(0) { $0 + $1.values.reduce(0, +) } }

    package func count(rocket: String?, _ outcome: LaunchOutcomeKind) -> Int { byRocket[rocket]?[outcome] ?? 0 }

    package func count(_ outcome: LaunchOutcomeKind) -> Int {
      byRocket.values.reduce(0) { $0 + ($1[outcome] ?? 0) }
    }
  }

  /// The record and who holds it (ties named together, in name order).
  package struct Record: Sendable, Hashable {
    package var holders: [String]
    package var value: Int
    /// Where it was set, when one launch did (the fastest turnaround's).
    package var launchName: String?
  }

  /// The fleet's records on the counted launches.
  package struct FleetRecords: Sendable, Hashable {
    package var mostFlights: Record?
    package var fastestTurnaround: Record?
    package var mostLandingsAtZone: Record?
    package var mostLandingsOnDroneShip: Record?
  }

  /// How often launches fly: flown launches in the last 30 and 365 days before `now`, and the
  /// median gap between consecutive flown launches.
  package struct Cadence: Sendable, Hashable {
    package var last30Days: Int
    package var last365Days: Int
    /// `nil` with fewer than two flown launches.
    package var medianDaysBetween: Double?
  }

  /// Every year from the first counted launch's to the last's, empty years included, oldest first.
  package var years: [Year]
  /// The rockets, most launches first (then by name): the order their series stack in.
  package var rockets: [String?]
  /// Landings tried (and made) year by year, from the boosters' flights; `nil` with the fleet unknown.
  package var landings: [YearTally]?
  /// `nil` with the fleet unknown.
  package var records: FleetRecords?
  /// Why the fleet is unknown, when it is.
  package var fleetProblem: Phrase?
  package var cadence: Cadence
  package var total: Int
  /// The name of the rocket the query named, if it named one.
  package var rocketName: String?

  /// The most years a chart spans with every empty year shown.
  static let longestSpan = 200

  package init(_ facts: CountedFacts) {
    let launches = facts.launches
    total = launches.count
    rocketName = facts.rocketName
    fleetProblem = facts.fleetProblem
    var byYear: [Int: Year] = [:]
    var perRocket: [String?: Int] = [:]
    for launch in launches {
      byYear[launch.year, default: Year(year: launch.year, byRocket: [:])].byRocket[launch.rocket, default: [:]][
        launch.outcome, default: 0] += 1
      perRocket[launch.rocket, default: 0] += 1
    }
    // Empty years between stand in the chart as gaps (2011 had none); a date from hostile data
    // centuries away would make thousands of them, so a span that long lists launch years only.
    if let first = byYear.keys.min(), let last = byYear.keys.max(), last - first <= Self.longestSpan {
      years = (first...last).map { byYear[$0] ?? Year(year: $0, byRocket: [:]) }
    } else {
      years = byYear.keys.sorted().compactMap { byYear[$0] }
    }
    rockets = perRocket.keys.sorted { lhs, rhs in
      perRocket[lhs, default: 0] != perRocket[rhs, default: 0]
        ? perRocket[lhs, default: 0] > perRocket[rhs, default: 0] : (lhs ?? "\u{10FFFF}") < (rhs ?? "\u{10FFFF}")
    }
    cadence = Self.cadence(of: launches, now: facts.now)
    if let fleet = facts.fleet {
      let tried = fleet.flights.filter { $0.landingAttempt == true }
      landings = YearTally.years(of: tried.map { (date: $0.date, success: $0.landingSuccess) })
      records = Self.records(of: fleet)
    }
  }

  private static func cadence(of launches: [CountedLaunch], now: Date) -> Cadence {
    let flown = launches.filter { $0.outcome == .success || $0.outcome == .failed }.map(\.date).sorted()
    let day = 86_400.0
    let within = { (days: Double) in flown.filter { $0 <= now && $0 > now.addingTimeInterval(-days * day) }.count }
    let gaps = zip(flown.dropFirst(), flown).map { $0.timeIntervalSince($1) / day }.sorted()
    var median: Double?
    if !gaps.isEmpty {
      median = gaps.count % 2 == 1 ? gaps[gaps.count / 2] : (gaps[gaps.count / 2 - 1] + gaps[gaps.count / 2]) / 2
    }
    return Cadence(last30Days: within(30), last365Days: within(365), medianDaysBetween: median)
  }

  private static func records(of fleet: CountedFacts.Fleet) -> FleetRecords {
    var flights: [String: Int] = [:]
    for flight in fleet.flights { flights[flight.booster, default: 0] += 1 }
    let fastest = fleet.flights.compactMap { flight in flight.turnaroundDays.map { (flight, $0) } }.min {
      $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.date < $1.0.date
    }
    let landings = { (kind: CountedPlace.Kind) in
      highest(Dictionary(fleet.places.filter { $0.kind == kind }.map { ($0.name, $0.successes) }, uniquingKeysWith: +))
    }
    return FleetRecords(
      mostFlights: highest(flights),
      fastestTurnaround: fastest.map { Record(holders: [$0.0.booster], value: $0.1, launchName: $0.0.launchName) },
      mostLandingsAtZone: landings(.zone), mostLandingsOnDroneShip: landings(.droneShip))
  }

  /// The highest count and everyone who has it; `nil` when nobody has any.
  private static func highest(_ counts: [String: Int]) -> Record? {
    guard let top = counts.values.max(), top > 0 else { return nil }
    return Record(holders: counts.filter { $0.value == top }.keys.sorted(), value: top)
  }
}
