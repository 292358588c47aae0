import Core
import Foundation

/// How a launch ended, as `--status` sorts launches: each launch is one of these, once.
package enum LaunchOutcomeKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// `success` is true.
  case success
  /// `success` is false (a partial failure too).
  case failed
  /// Not flown yet, and its date not past: to come.
  case upcoming
  /// Not flown by any record, and its date past: no result recorded (a frozen source's, or an
  /// old copy's "upcoming"). With ``upcoming`` it makes `--status upcoming`'s count.
  case overdue
  /// Flown with no outcome recorded: unknown, never counted as either.
  case unknown

  /// As `--status` reads a launch: success and failure first, then not flown yet (to come, or
  /// overdue when its date has passed).
  package init(success: Bool?, upcoming: Bool, overdue: Bool = false) {
    switch success {
    case true?: self = .success
    case false?: self = .failed
    case nil: self = upcoming ? (overdue ? .overdue : .upcoming) : .unknown
    }
  }

  /// Its place in ``allCases``, where counts per outcome are kept.
  var slot: Int {
    switch self {
    case .success: 0
    case .failed: 1
    case .upcoming: 2
    case .overdue: 3
    case .unknown: 4
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
  /// Per launch position: not flown and past its date (empty: none is).
  package var overdue: [Bool]
  /// Per launch position: its rocket, an index into ``rocketNames`` (-1: none named).
  package var rockets: [Int32]
  package var rocketNames: [String?]
  /// The catalog's columns as the counts read them, when whoever keeps the catalog made them
  /// once for it; `nil`: made for this count.
  package var columns: CountColumns?

  package init(
    newestFirst: [Int], counted: [Bool]?, years: [Int], dates: [Date], success: [Bool?], upcoming: [Bool],
    overdue: [Bool] = [], rockets: [Int32], rocketNames: [String?], columns: CountColumns? = nil
  ) {
    (self.newestFirst, self.counted) = (newestFirst, counted)
    (self.years, self.dates, self.success, self.overdue) = (years, dates, success, overdue)
    (self.upcoming, self.rockets, self.rocketNames, self.columns) = (upcoming, rockets, rocketNames, columns)
  }

  /// The columns to count from: the catalog's own when they fit it, else made now.
  var countColumns: CountColumns {
    if let columns, columns.fit(years.count) { return columns }
    return CountColumns(self)
  }

  /// Whether the launch at `position` is not flown and past its date.
  func isOverdue(_ position: Int) -> Bool { overdue.indices.contains(position) && overdue[position] }

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
      success: launches.map(\.success), upcoming: launches.map(\.upcoming), overdue: launches.map(\.overdue),
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
  /// Not flown and past its date.
  package var overdue: Bool

  package init(
    year: Int, date: Date, rocket: String?, success: Bool?, upcoming: Bool = false, overdue: Bool = false
  ) {
    (self.year, self.date, self.rocket, self.success, self.upcoming) = (year, date, rocket, success, upcoming)
    self.overdue = overdue
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
  /// The moment the catalog holds every launch up to (its current source's copy, or the last
  /// launch a frozen source recorded); `nil`: up to `now`. Counts after it are partial.
  package var completeThrough: Date?
  /// The name of the rocket the query's `rocket` named (`Falcon 9` for `falcon9`).
  package var rocketName: String?
  /// The program the query's `program` named, as the data spells it (`Starlink`).
  package var programName: String?

  package init(
    launches: CountedLaunches, fleet: FleetColumns?, fleetProblem: Phrase? = nil, now: Date,
    completeThrough: Date? = nil, rocketName: String? = nil, programName: String? = nil
  ) {
    (self.launches, self.fleet, self.fleetProblem) = (launches, fleet, fleetProblem)
    (self.now, self.completeThrough, self.rocketName) = (now, completeThrough, rocketName)
    self.programName = programName
  }
}
