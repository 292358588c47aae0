import Core
import Foundation

/// The numbers behind every chart and record of `spacex stats`, counted from ``CountedFacts`` in
/// a few passes over columns (`LaunchStatistics+Passes.swift`) into flat arrays of counts: the
/// statistics of 20,000 launches cost a few times what one page of them does, not a thousand.
package struct LaunchStatistics: Sendable, Hashable {
  /// One UTC year's launches by rocket and outcome.
  package struct Year: Sendable, Hashable {
    package var year: Int
    /// The statistics' rockets, in their order (``LaunchStatistics/rockets``).
    package let rockets: [String?]
    /// The indices into ``rockets`` of those that launched this year, ascending: only they are
    /// kept, so hostile data with thousands of years and of rockets keeps one entry per launch
    /// at most, not years × rockets.
    package let rocketsFlown: [Int]
    /// counts[i × outcomes + outcome slot]: the launches of `rocketsFlown[i]` by outcome. Looking
    /// a count up by index, not by name in nested dictionaries, is what lets a chart of 20
    /// years be drawn in microseconds.
    private let counts: [Int]

    init(year: Int, rockets: [String?], rocketsFlown: [Int], counts: [Int]) {
      (self.year, self.rockets, self.rocketsFlown, self.counts) = (year, rockets, rocketsFlown, counts)
    }

    package var total: Int { counts.reduce(0, +) }

    /// Launches of the rocket at `index` of ``rockets`` that ended as `outcome`.
    package func count(rocketAt index: Int, _ outcome: LaunchOutcomeKind) -> Int {
      // Binary search: a year lists a few rockets, a hostile one thousands.
      var (low, high) = (0, rocketsFlown.count)
      while low < high {
        let middle = (low + high) / 2
        if rocketsFlown[middle] < index { low = middle + 1 } else { high = middle }
      }
      guard low < rocketsFlown.count, rocketsFlown[low] == index else { return 0 }
      return counts[low * LaunchOutcomeKind.allCases.count + outcome.slot]
    }

    /// Launches of the rocket at `index` of ``rockets``, whatever their outcome.
    package func count(rocketAt index: Int) -> Int {
      LaunchOutcomeKind.allCases.reduce(0) { $0 + count(rocketAt: index, $1) }
    }

    package func count(rocket: String?, _ outcome: LaunchOutcomeKind) -> Int {
      rockets.firstIndex(of: rocket).map { count(rocketAt: $0, outcome) } ?? 0
    }

    package func count(_ outcome: LaunchOutcomeKind) -> Int {
      stride(from: outcome.slot, to: counts.count, by: LaunchOutcomeKind.allCases.count).reduce(0) { $0 + counts[$1] }
    }

    /// Launches of the rockets from index `first` of ``rockets`` on that ended as `outcome`
    /// (a chart's "other rockets").
    package func count(rocketsFrom first: Int, _ outcome: LaunchOutcomeKind) -> Int {
      rocketsFlown.indices.filter { rocketsFlown[$0] >= first }.reduce(0) {
        $0 + counts[$1 * LaunchOutcomeKind.allCases.count + outcome.slot]
      }
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

  /// How often launches fly: flown launches in the last 30 and 365 days before now (or before
  /// ``LaunchStatistics/completeThrough``, where the data ends), and the median gap between
  /// consecutive flown launches.
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
  /// The program the query named, as the data spells it, if it named one.
  package var programName: String?
  /// Where the data ends, when that is more than ``currentWithin`` before now: the years from
  /// its year on are partial, and the cadence's windows end there rather than now.
  package var completeThrough: Date?

  /// How old the data may be and still count as current: a cached copy of a day ago misses a
  /// launch or two at most, and says its age in the answer's provenance.
  static let currentWithin: TimeInterval = 86_400

  /// The first year the counts may miss launches in (``completeThrough``'s, in UTC).
  package var partialFrom: Int? { completeThrough.map(DateText.utcYear) }

  /// The most years a chart spans with every empty year shown: a date from hostile data
  /// centuries away would make thousands of empty ones, so a longer span lists launch years only.
  static let longestSpan = 200

  package init(_ facts: CountedFacts) {
    let launches = facts.launches
    rocketName = facts.rocketName
    programName = facts.programName
    fleetProblem = facts.fleetProblem
    completeThrough = facts.completeThrough.flatMap {
      facts.now.timeIntervalSince($0) > Self.currentWithin ? $0 : nil
    }
    let columns = launches.countColumns
    let pass = LaunchPass(launches, columns: columns, fleet: facts.fleet, now: completeThrough ?? facts.now)
    let counted = columns.buckets.indices.filter { pass.counts[$0] > 0 }
    let span = YearSpan(counted.map { columns.buckets[$0].year })
    total = counted.reduce(0) { $0 + pass.counts[$1] }
    let outcomes = LaunchOutcomeKind.allCases.count
    // Rocket slots of one name (every id no source names is "unnamed") are one rocket.
    var rocketOfSlot: [Int] = []
    var names: [String?] = []
    var nameIndex: [String?: Int] = [:]
    for slot in 0...launches.rocketNames.count {
      let name = slot == 0 ? nil : launches.rocketNames[slot - 1]
      let index = nameIndex[name] ?? names.count
      if index == names.count {
        nameIndex[name] = index
        names.append(name)
      }
      rocketOfSlot.append(index)
    }
    var perRocket = [Int](repeating: 0, count: names.count)
    for index in counted { perRocket[rocketOfSlot[columns.buckets[index].rocket]] += pass.counts[index] }
    // Most launches first, then by name, the unnamed last.
    let order = names.indices.filter { perRocket[$0] > 0 }.sorted { lhs, rhs in
      perRocket[lhs] != perRocket[rhs]
        ? perRocket[lhs] > perRocket[rhs] : (names[lhs] ?? "\u{10FFFF}") < (names[rhs] ?? "\u{10FFFF}")
    }
    let rockets = order.map { names[$0] }
    var rankOf = [Int](repeating: -1, count: names.count)
    for (rank, rocket) in order.enumerated() { rankOf[rocket] = rank }
    // Per year slot, the rockets that flew (by rank) and their counts by outcome: sparse, one
    // entry per bucket at most.
    var flownIn = [[Int: [Int]]](repeating: [:], count: span.slots)
    var (tried, made) = ([Int](repeating: 0, count: span.slots), [Int](repeating: 0, count: span.slots))
    for index in counted {
      let bucket = columns.buckets[index]
      let slot = span.slot(of: bucket.year)
      flownIn[slot][rankOf[rocketOfSlot[bucket.rocket]], default: [Int](repeating: 0, count: outcomes)][
        bucket.outcome.slot] += pass.counts[index]
      tried[slot] += pass.landingsTried[index]
      made[slot] += pass.landingsMade[index]
    }
    years = span.years.indices.map { slot in
      let ranks = flownIn[slot].keys.sorted()
      return Year(
        year: span.years[slot], rockets: rockets, rocketsFlown: ranks,
        counts: ranks.flatMap { flownIn[slot][$0] ?? [] })
    }
    self.rockets = rockets
    var gaps = pass.gaps
    cadence = Cadence(
      last30Days: pass.last30Days, last365Days: pass.last365Days,
      medianDaysBetween: Median.of(&gaps).map { $0 / 86_400 })
    if let fleet = facts.fleet {
      landings = span.years.indices.filter { tried[$0] > 0 }.map {
        YearTally(year: span.years[$0], attempts: tried[$0], successes: made[$0])
      }
      // Every launch counted: the fleet's own totals, counted once when its columns were made.
      let totals = fleet.everyLaunch.flatMap {
        launches.counted == nil && $0.countedEveryLaunch && $0.catalogLaunches == launches.years.count ? $0 : nil
      }
      records = (totals ?? FleetPass(fleet, launches: launches)).records(of: fleet)
    }
  }

  /// The highest count and everyone who has it; `nil` when nobody has any.
  static func highest(_ counts: [(name: String, count: Int)]) -> Record? {
    guard let top = counts.map(\.count).max(), top > 0 else { return nil }
    return Record(holders: counts.filter { $0.count == top }.map(\.name).sorted(), value: top)
  }
}
