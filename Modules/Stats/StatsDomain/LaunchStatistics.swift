import Core
import Foundation

/// The numbers behind every chart and record of `spacex stats`, counted from ``CountedFacts`` in
/// one pass over the launches counted and one over the fleet's records, into flat arrays of
/// counts: the statistics of 20,000 launches cost about what one page of them does.
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

  /// The most years a chart spans with every empty year shown: a date from hostile data
  /// centuries away would make thousands of empty ones, so a longer span lists launch years only.
  static let longestSpan = 200

  package init(_ facts: CountedFacts) {
    let launches = facts.launches
    total = launches.positions.count
    rocketName = facts.rocketName
    fleetProblem = facts.fleetProblem
    let span = YearSpan(launches)
    // counts[(year slot × rockets + rocket) × outcomes + outcome], rocket 0 being "unnamed".
    let rocketSlots = launches.rocketNames.count + 1
    let outcomes = LaunchOutcomeKind.allCases
    var counts = [Int](repeating: 0, count: span.slots * rocketSlots * outcomes.count)
    var selected = [Bool](repeating: false, count: launches.years.count)
    for position in launches.positions {
      selected[position] = true
      let rocket = Int(launches.rockets[position]) + 1
      let outcome = LaunchOutcomeKind(success: launches.success[position], upcoming: launches.upcoming[position]).slot
      let slot = span.slot(of: launches.years[position])
      counts[(slot * rocketSlots + max(0, rocket)) * outcomes.count + outcome] += 1
    }
    let name = { (slot: Int) in slot == 0 ? nil : launches.rocketNames[slot - 1] }
    years = span.years.enumerated().map { slot, year in
      var byRocket: [String?: [LaunchOutcomeKind: Int]] = [:]
      for rocket in 0..<rocketSlots {
        for (index, outcome) in outcomes.enumerated() {
          let count = counts[(slot * rocketSlots + rocket) * outcomes.count + index]
          if count > 0 { byRocket[name(rocket), default: [:]][outcome, default: 0] += count }
        }
      }
      return Year(year: year, byRocket: byRocket)
    }
    var perRocket: [String?: Int] = [:]
    for year in years {
      for (rocket, byOutcome) in year.byRocket { perRocket[rocket, default: 0] += byOutcome.values.reduce(0, +) }
    }
    rockets = perRocket.keys.sorted { lhs, rhs in
      perRocket[lhs, default: 0] != perRocket[rhs, default: 0]
        ? perRocket[lhs, default: 0] > perRocket[rhs, default: 0] : (lhs ?? "\u{10FFFF}") < (rhs ?? "\u{10FFFF}")
    }
    cadence = Self.cadence(of: launches, now: facts.now)
    if let fleet = facts.fleet {
      landings = Self.landings(fleet, selected: selected, launches: launches, span: span)
      records = Self.records(of: fleet, selected: selected, dates: launches.dates)
    }
  }

  /// The years counted and where each one's counts are: a slot per year of the span, or per year
  /// with a launch when the span is too long.
  private struct YearSpan {
    let years: [Int]
    private let first: Int
    private let dense: Bool
    private let slotOfYear: [Int: Int]

    init(_ launches: CountedLaunches) {
      var first = Int.max
      var last = Int.min
      for position in launches.positions {
        first = min(first, launches.years[position])
        last = max(last, launches.years[position])
      }
      self.first = first
      if first > last {
        (years, dense, slotOfYear) = ([], true, [:])
      } else if last - first <= LaunchStatistics.longestSpan {
        (years, dense, slotOfYear) = (Array(first...last), true, [:])
      } else {
        let distinct = Set(launches.positions.map { launches.years[$0] }).sorted()
        years = distinct
        dense = false
        slotOfYear = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
      }
    }

    var slots: Int { years.count }

    func slot(of year: Int) -> Int { dense ? year - first : slotOfYear[year] ?? 0 }
  }

  private static func cadence(of launches: CountedLaunches, now: Date) -> Cadence {
    let day = 86_400.0
    let (month, year) = (now.addingTimeInterval(-30 * day), now.addingTimeInterval(-365 * day))
    var (last30, last365) = (0, 0)
    var gaps: [Double] = []
    gaps.reserveCapacity(launches.positions.count)
    var previous: Date?
    // Positions are oldest first, so consecutive flown launches are neighbours.
    for position in launches.positions where launches.success[position] != nil {
      let date = launches.dates[position]
      if date <= now {
        if date > month { last30 += 1 }
        if date > year { last365 += 1 }
      }
      if let previous { gaps.append(date.timeIntervalSince(previous) / day) }
      previous = date
    }
    return Cadence(last30Days: last30, last365Days: last365, medianDaysBetween: Median.of(&gaps))
  }

  private static func landings(
    _ fleet: FleetColumns, selected: [Bool], launches: CountedLaunches, span: YearSpan
  ) -> [YearTally] {
    var attempts = [Int](repeating: 0, count: span.slots)
    var successes = [Int](repeating: 0, count: span.slots)
    for (index, position) in fleet.flightLaunches.enumerated()
    where selected.indices.contains(position) && selected[position] && fleet.landings[index] != .none {
      let slot = span.slot(of: launches.years[position])
      attempts[slot] += 1
      if fleet.landings[index] == .landed { successes[slot] += 1 }
    }
    return span.years.indices.filter { attempts[$0] > 0 }.map {
      YearTally(year: span.years[$0], attempts: attempts[$0], successes: successes[$0])
    }
  }

  private static func records(of fleet: FleetColumns, selected: [Bool], dates: [Date]) -> FleetRecords {
    var flights = [Int](repeating: 0, count: fleet.boosters.count)
    var fastest: Int?
    for (index, position) in fleet.flightLaunches.enumerated()
    where selected.indices.contains(position) && selected[position] {
      flights[Int(fleet.flightBoosters[index])] += 1
      let days = fleet.turnarounds[index]
      guard days >= 0 else { continue }
      // Of equal turnarounds, the first flown holds the record.
      if let best = fastest {
        let (bestDays, bestDate) = (fleet.turnarounds[best], dates[fleet.flightLaunches[best]])
        guard days < bestDays || (days == bestDays && dates[position] < bestDate) else { continue }
      }
      fastest = index
    }
    var landed = [Int](repeating: 0, count: fleet.places.count)
    for (index, position) in fleet.placeLaunches.enumerated()
    where selected.indices.contains(position) && selected[position] && fleet.placeLandings[index] {
      landed[Int(fleet.placeIndices[index])] += 1
    }
    // Places of one name (a site both sources list) count as one.
    let atPlaces = { (kind: FleetColumns.Place.Kind) in
      var byName: [String: Int] = [:]
      for index in fleet.places.indices where fleet.places[index].kind == kind {
        byName[fleet.places[index].name, default: 0] += landed[index]
      }
      return highest(byName.map { ($0.key, $0.value) })
    }
    // The most flights first, then who has them: naming all 8,000 boosters of a large fleet to
    // find the top one cost more than counting their flights.
    let most = flights.max() ?? 0
    let leaders = most > 0 ? flights.indices.filter { flights[$0] == most }.map { fleet.boosters[$0] }.sorted() : []
    return FleetRecords(
      mostFlights: leaders.isEmpty ? nil : Record(holders: leaders, value: most),
      fastestTurnaround: fastest.map {
        Record(
          holders: [fleet.boosters[Int(fleet.flightBoosters[$0])]], value: Int(fleet.turnarounds[$0]),
          launchName: fleet.flightNames[$0])
      },
      mostLandingsAtZone: atPlaces(.zone), mostLandingsOnDroneShip: atPlaces(.droneShip))
  }

  /// The highest count and everyone who has it; `nil` when nobody has any.
  private static func highest(_ counts: [(name: String, count: Int)]) -> Record? {
    guard let top = counts.map(\.count).max(), top > 0 else { return nil }
    return Record(holders: counts.filter { $0.count == top }.map(\.name).sorted(), value: top)
  }
}

/// The middle of some numbers, found by selection rather than a sort (a sort of 20,000 gaps cost
/// more than the rest of the statistics).
enum Median {
  /// The median of `values` (the mean of the two middle ones for an even count); `nil` when
  /// empty. Reorders `values`.
  static func of(_ values: inout [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let upper = select(values.count / 2, in: &values)
    guard values.count % 2 == 0 else { return upper }
    // After selecting the upper middle, everything before it is no greater: the lower middle is
    // their largest.
    return ((values[..<(values.count / 2)].max() ?? upper) + upper) / 2
  }

  /// The `k`-th smallest (from 0), with smaller ones before it and larger ones after it.
  private static func select(_ k: Int, in values: inout [Double]) -> Double {
    var (low, high) = (0, values.count - 1)
    while low < high {
      let pivot = values[(low + high) / 2]
      var (i, j) = (low, high)
      while i <= j {
        while values[i] < pivot { i += 1 }
        while values[j] > pivot { j -= 1 }
        if i <= j {
          values.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        return values[k]
      }
    }
    return values[k]
  }
}
