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
}

/// One launch as the statistics count it: the facts the merged catalog gives every list.
package struct CountedLaunch: Sendable, Hashable {
  package var id: String
  /// Its UTC year, as `--year` reads it.
  package var year: Int
  package var date: Date
  /// The rocket's name (`Falcon 9`); `nil` when no source names it.
  package var rocket: String?
  package var outcome: LaunchOutcomeKind

  package init(id: String, year: Int, date: Date, rocket: String?, outcome: LaunchOutcomeKind) {
    (self.id, self.year, self.date, self.rocket, self.outcome) = (id, year, date, rocket, outcome)
  }
}

/// One flown flight of a booster on a counted launch: its career's record of it.
package struct CountedFlight: Sendable, Hashable {
  package var booster: String
  package var launchName: String
  package var date: Date
  /// Days since the booster's previous flight, when known.
  package var turnaroundDays: Int?
  /// `nil`: unknown whether a landing was tried (never "no").
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?

  package init(
    booster: String, launchName: String, date: Date, turnaroundDays: Int? = nil, landingAttempt: Bool? = nil,
    landingSuccess: Bool? = nil
  ) {
    (self.booster, self.launchName, self.date, self.turnaroundDays) = (booster, launchName, date, turnaroundDays)
    (self.landingAttempt, self.landingSuccess) = (landingAttempt, landingSuccess)
  }
}

/// A landing place with the landings tried there on counted launches.
package struct CountedPlace: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable, Codable {
    /// A landing zone on land.
    case zone
    /// A drone ship at sea.
    case droneShip
  }

  package var name: String
  package var kind: Kind
  package var attempts: Int
  package var successes: Int

  package init(name: String, kind: Kind, attempts: Int, successes: Int) {
    (self.name, self.kind, self.attempts, self.successes) = (name, kind, attempts, successes)
  }
}

/// What the statistics are counted from: the launches a query selected, and (when the fleet
/// could be read) the boosters' flights and the landing places' landings on those launches.
package struct CountedFacts: Sendable, Hashable {
  package var launches: [CountedLaunch]
  /// `nil` when the fleet could not be read: its records are then unknown, not empty.
  package var fleet: Fleet?
  /// Why the fleet could not be read, when it could not.
  package var fleetProblem: Phrase?
  /// The moment "the last 30 days" end.
  package var now: Date
  /// The name of the rocket the query's `rocket` named (`Falcon 9` for `falcon9`).
  package var rocketName: String?

  package struct Fleet: Sendable, Hashable {
    package var flights: [CountedFlight]
    package var places: [CountedPlace]

    package init(flights: [CountedFlight], places: [CountedPlace]) {
      (self.flights, self.places) = (flights, places)
    }
  }

  package init(
    launches: [CountedLaunch], fleet: Fleet?, fleetProblem: Phrase? = nil, now: Date, rocketName: String? = nil
  ) {
    (self.launches, self.fleet, self.fleetProblem) = (launches, fleet, fleetProblem)
    (self.now, self.rocketName) = (now, rocketName)
  }
}
