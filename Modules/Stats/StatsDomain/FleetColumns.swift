import Core
import Foundation

/// The fleet's records of every launch of the catalog, as columns by launch position, made once
/// per catalog and fleet: a query then counts those on the launches it selected.
package struct FleetColumns: Sendable {
  /// Per flight flown: its launch's position (-1: a launch the catalog does not have), its
  /// booster (an index into ``boosters``), the days since that booster's previous flight (-1:
  /// unknown).
  package var flightLaunches: [Int] = []
  package var flightBoosters: [Int32] = []
  package var turnarounds: [Int32] = []
  /// Per launch position: the landings its boosters tried, and those they made (a Falcon Heavy
  /// tries three). Kept by launch, not by flight, so the landings chart is counted in the same
  /// pass over the launches as their outcomes, reading the columns in order.
  package var landingsTried: [Int32] = []
  package var landingsMade: [Int32] = []
  /// Per flight flown: its launch's name, for the record it may set.
  package var flightNames: [String] = []
  package var boosters: [String] = []
  /// Per landing tried at a place on a flown launch: the launch's position, the place (an index
  /// into ``places``), whether it landed.
  package var placeLaunches: [Int] = []
  package var placeIndices: [Int32] = []
  package var placeLandings: [Bool] = []
  package var places: [Place] = []
  /// The records over every launch of the catalog (``prepare(for:)``): the statistics
  /// with no filter, the ones asked most, read them instead of counting 20,000 flights again.
  package private(set) var everyLaunch: LaunchStatistics.FleetPass?
  /// The flights and the landings at places laid out by launch (``prepare(for:)``): a filter
  /// counts those of the launches it selected, not every flight of the fleet.
  private(set) var flightsByLaunch: ByLaunch?
  private(set) var landingsByLaunch: ByLaunch?

  /// The rows of a column of launch positions, by launch: those of the launch at position `p`
  /// are `rows[starts[p]..<starts[p + 1]]` (in the column's order).
  struct ByLaunch: Sendable {
    let starts: [Int]
    let rows: [Int]

    init(_ launchOf: [Int], launches: Int) {
      var starts = [Int](repeating: 0, count: launches + 1)
      for position in launchOf where (0..<launches).contains(position) { starts[position + 1] += 1 }
      for position in 0..<launches { starts[position + 1] += starts[position] }
      var next = starts
      var rows = [Int](repeating: 0, count: starts[launches])
      for (row, position) in launchOf.enumerated() where (0..<launches).contains(position) {
        rows[next[position]] = row
        next[position] += 1
      }
      (self.starts, self.rows) = (starts, rows)
    }

    var launches: Int { starts.count - 1 }
  }

  package struct Place: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
      /// A landing zone on land.
      case zone
      /// A drone ship at sea.
      case droneShip
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) { (self.name, self.kind) = (name, kind) }
  }

  package init() {}

  /// Readies the columns for counting on `launches`' catalog, once: the records over every
  /// launch, for the statistics with no filter (the fleet's own totals, as its cards show
  /// them), and the flights and landings laid out by launch, for those with one.
  package mutating func prepare(for launches: CountedLaunches) {
    var every = launches
    every.counted = nil
    (flightsByLaunch, landingsByLaunch) = (nil, nil)
    everyLaunch = LaunchStatistics.FleetPass(self, launches: every)
    flightsByLaunch = ByLaunch(flightLaunches, launches: launches.years.count)
    landingsByLaunch = ByLaunch(placeLaunches, launches: launches.years.count)
  }

  /// One flown flight of booster `booster` on the launch at `position`; its landing counts as
  /// tried only when a source says it was (unknown is not tried).
  package mutating func addFlight(
    booster: Int32, launch position: Int, name: String, turnaround: Int?, tried: Bool?, landed: Bool?
  ) {
    flightLaunches.append(position)
    flightBoosters.append(booster)
    turnarounds.append(turnaround.flatMap { Int32(exactly: $0) }.map { max(-1, $0) } ?? -1)
    flightNames.append(name)
    guard tried == true, position >= 0 else { return }
    if position >= landingsTried.count {
      let missing = position + 1 - landingsTried.count
      landingsTried += repeatElement(0, count: missing)
      landingsMade += repeatElement(0, count: missing)
    }
    // No more flights than an array holds, so a launch's count stays far below Int32.max.
    landingsTried[position] += 1
    if landed == true { landingsMade[position] += 1 }
  }

  /// One landing tried at place `place` on the launch at `position`.
  package mutating func addLanding(place: Int32, launch position: Int, landed: Bool) {
    placeLaunches.append(position)
    placeIndices.append(place)
    placeLandings.append(landed)
  }
}
