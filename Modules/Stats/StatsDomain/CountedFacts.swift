import Core
import Foundation

/// How a launch ended, as `--status` sorts launches: each launch is one of these, once.
package enum LaunchOutcomeKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// `success` is true.
  case success
  /// `success` is false (a partial failure too).
  case failed
  /// Not flown yet.
  case upcoming
  /// Flown (or past its date) with no outcome recorded: unknown, never counted as either.
  case unknown

  /// As `--status` reads a launch: success and failure first, then not flown yet.
  package init(success: Bool?, upcoming: Bool) {
    switch success {
    case true?: self = .success
    case false?: self = .failed
    case nil: self = upcoming ? .upcoming : .unknown
    }
  }

  /// Its place in ``allCases``, where counts per outcome are kept.
  var slot: Int {
    switch self {
    case .success: 0
    case .failed: 1
    case .upcoming: 2
    case .unknown: 3
    }
  }
}

/// The launches counted, as columns over every launch of the catalog with which of them are
/// counted: counting 20,000 launches reads arrays of integers, and the catalog's columns are
/// shared, not copied.
package struct CountedLaunches: Sendable {
  /// Every launch's position into the columns, newest first.
  package var newestFirst: [Int]
  /// Per launch position: counted or not; `nil`: every launch is.
  package var counted: [Bool]?
  /// Per launch position: its UTC year, its date, its outcome's facts.
  package var years: [Int]
  package var dates: [Date]
  package var success: [Bool?]
  package var upcoming: [Bool]
  /// Per launch position: its rocket, an index into ``rocketNames`` (-1: none named).
  package var rockets: [Int32]
  package var rocketNames: [String?]

  package init(
    newestFirst: [Int], counted: [Bool]?, years: [Int], dates: [Date], success: [Bool?], upcoming: [Bool],
    rockets: [Int32], rocketNames: [String?]
  ) {
    (self.newestFirst, self.counted) = (newestFirst, counted)
    (self.years, self.dates, self.success) = (years, dates, success)
    (self.upcoming, self.rockets, self.rocketNames) = (upcoming, rockets, rocketNames)
  }

  /// Whether the launch at `position` is counted (a flight on a launch the catalog does not
  /// have, position -1, is not).
  func isCounted(_ position: Int) -> Bool {
    years.indices.contains(position) && (counted?[position] ?? true)
  }

  /// Launches given one by one (oldest first), all counted.
  package init(_ launches: [CountedLaunch]) {
    var names: [String?] = []
    self.init(
      newestFirst: launches.indices.reversed(), counted: nil, years: launches.map(\.year), dates: launches.map(\.date),
      success: launches.map(\.success), upcoming: launches.map(\.upcoming),
      rockets: launches.map { launch in
        if let index = names.firstIndex(of: launch.rocket) { return Int32(index) }
        names.append(launch.rocket)
        return Int32(names.count - 1)
      }, rocketNames: [])
    rocketNames = names
  }
}

/// One launch, for ``CountedLaunches/init(_:)``.
package struct CountedLaunch: Sendable, Hashable {
  package var year: Int
  package var date: Date
  /// The rocket's name (`Falcon 9`); `nil` when no source names it.
  package var rocket: String?
  package var success: Bool?
  package var upcoming: Bool

  package init(year: Int, date: Date, rocket: String?, success: Bool?, upcoming: Bool = false) {
    (self.year, self.date, self.rocket, self.success, self.upcoming) = (year, date, rocket, success, upcoming)
  }
}

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

  package struct Place: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, Codable {
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

/// What the statistics are counted from: the launches a query selected, and (when the fleet
/// could be read) the boosters' flights and the landing places' landings on every launch.
package struct CountedFacts: Sendable {
  package var launches: CountedLaunches
  /// `nil` when the fleet could not be read: its records are then unknown, not empty.
  package var fleet: FleetColumns?
  /// Why the fleet could not be read, when it could not.
  package var fleetProblem: Phrase?
  /// The moment "the last 30 days" end.
  package var now: Date
  /// The name of the rocket the query's `rocket` named (`Falcon 9` for `falcon9`).
  package var rocketName: String?

  package init(
    launches: CountedLaunches, fleet: FleetColumns?, fleetProblem: Phrase? = nil, now: Date, rocketName: String? = nil
  ) {
    (self.launches, self.fleet, self.fleetProblem) = (launches, fleet, fleetProblem)
    (self.now, self.rocketName) = (now, rocketName)
  }
}
