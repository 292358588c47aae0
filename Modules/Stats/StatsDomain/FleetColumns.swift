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
  /// The records over every launch of the catalog (``countEveryLaunch(of:)``): the statistics
  /// with no filter, the ones asked most, read them instead of counting 20,000 flights again.
  package private(set) var everyLaunch: LaunchStatistics.FleetPass?

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

  /// Counts the records over every launch of `launches`' catalog once, for the statistics with
  /// no filter (the fleet's own totals, as its cards show them).
  package mutating func countEveryLaunch(of launches: CountedLaunches) {
    var every = launches
    every.counted = nil
    everyLaunch = LaunchStatistics.FleetPass(self, launches: every)
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
