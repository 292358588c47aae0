import Core
import Foundation

/// The passes the statistics are counted in: over the launches counted (in catalog order for
/// the counts, in date order for the cadence) and over the fleet's flights and landings. Each
/// reads columns through spans, adds runs of equal neighbours at once, and writes in place.
extension LaunchStatistics {
  /// The years counted and where each one's counts are: a slot per year of the span, or per year
  /// with a launch when the span is too long.
  struct YearSpan {
    let years: [Int]
    private let first: Int
    private let dense: Bool
    private let slotOfYear: [Int: Int]

    init(_ launches: CountedLaunches) {
      let isCounted = { (position: Int) in launches.counted?[position] ?? true }
      // In date order, the oldest launch counted has the earliest year and the newest the latest.
      guard let newest = launches.newestFirst.first(where: isCounted),
        let oldest = launches.newestFirst.last(where: isCounted)
      else {
        (years, first, dense, slotOfYear) = ([], 0, true, [:])
        return
      }
      let (first, last) = (launches.years[oldest], launches.years[newest])
      self.first = first
      if last - first <= LaunchStatistics.longestSpan {
        (years, dense, slotOfYear) = (Array(first...max(first, last)), true, [:])
      } else {
        let distinct = Set(launches.newestFirst.filter(isCounted).map { launches.years[$0] }).sorted()
        years = distinct
        dense = false
        slotOfYear = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
      }
    }

    var slots: Int { years.count }

    func slot(of year: Int) -> Int { dense ? year - first : slotOfYear[year] ?? 0 }
  }

  /// One pass over the launches counted in catalog order (each one's year × rocket × outcome, and
  /// the landings their boosters tried and made) and one in date order (the cadence's counts and
  /// gaps).
  struct LaunchPass {
    /// counts[(year slot × rocketSlots + rocket) × outcomes + outcome], rocket 0 being "unnamed".
    let counts: [Int]
    /// Per year slot: landings tried and made.
    let landingsTried: [Int]
    let landingsMade: [Int]
    let rocketSlots: Int
    let total: Int
    let last30Days: Int
    let last365Days: Int
    /// Seconds between consecutive flown launches.
    let gaps: [Double]

    init(_ launches: CountedLaunches, fleet: FleetColumns?, span: YearSpan, now: Date) {
      let rocketSlots = launches.rocketNames.count + 1
      let outcomes = LaunchOutcomeKind.allCases.count
      var counts = [Int](repeating: 0, count: span.slots * rocketSlots * outcomes)
      var (tried, made) = ([Int](repeating: 0, count: span.slots), [Int](repeating: 0, count: span.slots))
      var total = 0
      // Spans, not the arrays: 20,000 launches read without a retain or an exclusivity check each.
      let (rockets, success, upcoming, years) =
        (launches.rockets.span, launches.success.span, launches.upcoming.span, launches.years.span)
      do {
        // In catalog order, where the columns lie one after another: the counts need no order.
        // Neighbours mostly share a year, rocket and outcome, so a run of them is added at once:
        // adding one at a time to the same count waited for each addition to land.
        var counted = counts.mutableSpan
        var triedIn = tried.mutableSpan
        var madeIn = made.mutableSpan
        let (triedByLaunch, madeByLaunch) = (fleet?.landingsTried ?? [], fleet?.landingsMade ?? [])
        let (triedOn, madeOn) = (triedByLaunch.span, madeByLaunch.span)
        var (slot, run) = (0, 0)
        for position in years.indices where launches.counted?[position] ?? true {
          let year = span.slot(of: years[position])
          let rocket = max(0, Int(rockets[position]) + 1)
          let outcome = LaunchOutcomeKind(success: success[position], upcoming: upcoming[position])
          let next = (year * rocketSlots + rocket) * outcomes + outcome.slot
          if next != slot {
            counted[slot] &+= run
            (slot, run) = (next, 0)
          }
          run &+= 1
          total &+= 1
          if position < triedOn.count {
            triedIn[year] &+= Int(triedOn[position])
            madeIn[year] &+= Int(madeOn[position])
          }
        }
        if run > 0 { counted[slot] &+= run }
      }
      // In date order, for the gaps between consecutive flown launches (an outcome is known),
      // written in place: appending 20,000 gaps cost more than working them out.
      var gaps = [Double](repeating: 0, count: max(0, total - 1))
      var (last30, last365, found) = (0, 0, 0)
      let day = 86_400.0
      let moment = now.timeIntervalSinceReferenceDate
      let (month, year) = (moment - 30 * day, moment - 365 * day)
      do {
        let (order, dates) = (launches.newestFirst.span, launches.dates.span)
        var written = gaps.mutableSpan
        var previous: Double?
        for index in order.indices.reversed() {
          let position = order[index]
          guard launches.counted?[position] ?? true, success[position] != nil else { continue }
          let date = dates[position].timeIntervalSinceReferenceDate
          if date <= moment {
            if date > month { last30 &+= 1 }
            if date > year { last365 &+= 1 }
          }
          if let previous {
            // In seconds: the median is turned into days once, not every gap.
            written[found] = date - previous
            found &+= 1
          }
          previous = date
        }
      }
      gaps.removeLast(gaps.count - found)
      (self.counts, self.rocketSlots, self.total, self.gaps) = (counts, rocketSlots, total, gaps)
      (landingsTried, landingsMade) = (tried, made)
      (last30Days, last365Days) = (last30, last365)
    }
  }

  /// One pass over the fleet's flights (flights per booster, the fastest turnaround) and one over
  /// its landings at places, on the launches counted.
  package struct FleetPass: Sendable {
    /// How many launches the catalog counted from had (the positions the flights point into).
    let catalogLaunches: Int
    /// Whether every launch of the catalog was counted.
    let countedEveryLaunch: Bool
    private let flights: [Int]
    /// The flight with the fastest turnaround (of equal ones, the first flown).
    private let fastest: Int?
    private let landedAt: [Int]

    init(_ fleet: FleetColumns, launches: CountedLaunches) {
      (catalogLaunches, countedEveryLaunch) = (launches.years.count, launches.counted == nil)
      var flights = [Int](repeating: 0, count: fleet.boosters.count)
      var fastest: Int?
      do {
        let dates = launches.dates.span
        let (launchOf, boosters, turnarounds) =
          (fleet.flightLaunches.span, fleet.flightBoosters.span, fleet.turnarounds.span)
        var flown = flights.mutableSpan
        // A booster's flights lie together, so its count is kept aside while they last: adding
        // one at a time to the same count waited for each addition to land.
        var (booster, run) = (0, 0)
        defer { if run > 0 { flown[booster] &+= run } }
        for index in launchOf.indices {
          let position = launchOf[index]
          guard launches.isCounted(position) else { continue }
          if Int(boosters[index]) != booster {
            flown[booster] &+= run
            (booster, run) = (Int(boosters[index]), 0)
          }
          run &+= 1
          let days = turnarounds[index]
          guard days >= 0 else { continue }
          if let best = fastest {
            let bestDays = turnarounds[best]
            guard days < bestDays || (days == bestDays && dates[position] < dates[launchOf[best]]) else { continue }
          }
          fastest = index
        }
      }
      var landedAt = [Int](repeating: 0, count: fleet.places.count)
      do {
        let (places, landed) = (fleet.placeIndices.span, fleet.placeLandings.span)
        var count = landedAt.mutableSpan
        for (index, position) in fleet.placeLaunches.enumerated() where landed[index] && launches.isCounted(position) {
          count[Int(places[index])] &+= 1
        }
      }
      (self.flights, self.fastest, self.landedAt) = (flights, fastest, landedAt)
    }

    func records(of fleet: FleetColumns) -> FleetRecords {
      // Places of one name (a site both sources list) count as one.
      let atPlaces = { (kind: FleetColumns.Place.Kind) in
        var byName: [String: Int] = [:]
        for index in fleet.places.indices where fleet.places[index].kind == kind {
          byName[fleet.places[index].name, default: 0] += landedAt[index]
        }
        return LaunchStatistics.highest(byName.map { ($0.key, $0.value) })
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
  }
}
