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

    /// The span of the years `counted` (a launch's year each, in any order).
    init(_ counted: [Int]) {
      guard let first = counted.min(), let last = counted.max() else {
        (years, first, dense, slotOfYear) = ([], 0, true, [:])
        return
      }
      self.first = first
      let (length, overflow) = last.subtractingReportingOverflow(first)
      if !overflow, length <= LaunchStatistics.longestSpan {
        (years, dense, slotOfYear) = (Array(first...last), true, [:])
      } else {
        let distinct = Set(counted).sorted()
        years = distinct
        dense = false
        slotOfYear = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
      }
    }

    var slots: Int { years.count }

    func slot(of year: Int) -> Int { dense ? year - first : slotOfYear[year] ?? 0 }
  }

  /// One pass over the launches counted in catalog order (how many fall in each bucket of the
  /// ``CountColumns``, and the landings their boosters tried and made) and one over the flown
  /// ones in date order (the cadence's counts and gaps).
  struct LaunchPass {
    /// Per bucket of the columns: the launches counted in it, the landings they tried and made.
    let counts: [Int]
    let landingsTried: [Int]
    let landingsMade: [Int]
    let last30Days: Int
    let last365Days: Int
    /// Seconds between consecutive flown launches.
    let gaps: [Double]

    init(_ launches: CountedLaunches, columns: CountColumns, fleet: FleetColumns?, now: Date) {
      var counts = [Int](repeating: 0, count: columns.buckets.count)
      var (tried, made) = (counts, counts)
      let mask = launches.counted
      do {
        // Spans, not the arrays: 20,000 launches read without a retain or an exclusivity check
        // each. Neighbours mostly share a bucket, so a run of them is added at once: adding one
        // at a time to the same count waited for each addition to land.
        let bucketOf = columns.bucketOf.span
        var countIn = counts.mutableSpan
        var triedIn = tried.mutableSpan
        var madeIn = made.mutableSpan
        let (triedByLaunch, madeByLaunch) = (fleet?.landingsTried ?? [], fleet?.landingsMade ?? [])
        let (triedOn, madeOn) = (triedByLaunch.span, madeByLaunch.span)
        var (bucket, run, triedRun, madeRun) = (0, 0, 0, 0)
        for position in bucketOf.indices where mask?[position] ?? true {
          let next = Int(bucketOf[position])
          if next != bucket {
            countIn[bucket] &+= run
            triedIn[bucket] &+= triedRun
            madeIn[bucket] &+= madeRun
            (bucket, run, triedRun, madeRun) = (next, 0, 0, 0)
          }
          run &+= 1
          if position < triedOn.count {
            triedRun &+= Int(triedOn[position])
            madeRun &+= Int(madeOn[position])
          }
        }
        if run > 0 {
          countIn[bucket] &+= run
          triedIn[bucket] &+= triedRun
          madeIn[bucket] &+= madeRun
        }
      }
      let (positions, dates) = (columns.flownPositions.span, columns.flownDates.span)
      // Flown launches lie oldest first, so those of the last 30 and 365 days are the last few:
      // found by bisection, and only they are looked at.
      let moment = now.timeIntervalSinceReferenceDate
      let day = 86_400.0
      let untilNow = Self.firstIndex(after: moment, in: dates)
      let (since30, since365) = (
        min(untilNow, Self.firstIndex(after: moment - 30 * day, in: dates)),
        min(untilNow, Self.firstIndex(after: moment - 365 * day, in: dates))
      )
      if let mask {
        var (last30, last365) = (0, 0)
        for index in since365..<untilNow where mask[positions[index]] {
          last365 &+= 1
          if index >= since30 { last30 &+= 1 }
        }
        (last30Days, last365Days) = (last30, last365)
      } else {
        (last30Days, last365Days) = (untilNow - since30, untilNow - since365)
      }
      // The gaps between consecutive flown launches counted, in seconds (the median is turned
      // into days once, not every gap), written in place: appending 20,000 gaps cost more than
      // working them out.
      var gaps = [Double](repeating: 0, count: max(0, positions.count - 1))
      var found = 0
      do {
        var written = gaps.mutableSpan
        if let mask {
          var previous: Double?
          for index in positions.indices where mask[positions[index]] {
            if let previous {
              written[found] = dates[index] - previous
              found &+= 1
            }
            previous = dates[index]
          }
        } else {
          for index in written.indices { written[index] = dates[index + 1] - dates[index] }
          found = written.count
        }
      }
      gaps.removeLast(gaps.count - found)
      (self.counts, landingsTried, landingsMade, self.gaps) = (counts, tried, made, gaps)
    }

    /// The first of `dates` (in ascending order) later than `bound`; their count when none is.
    private static func firstIndex(after bound: Double, in dates: Span<Double>) -> Int {
      var (low, high) = (0, dates.count)
      while low < high {
        let middle = low + (high - low) / 2
        if dates[middle] > bound { high = middle } else { low = middle + 1 }
      }
      return low
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
      var landedAt = [Int](repeating: 0, count: fleet.places.count)
      do {
        let dates = launches.dates.span
        let (launchOf, boosters, turnarounds) =
          (fleet.flightLaunches.span, fleet.flightBoosters.span, fleet.turnarounds.span)
        let (places, landed) = (fleet.placeIndices.span, fleet.placeLandings.span)
        var flown = flights.mutableSpan
        var landedIn = landedAt.mutableSpan
        if let mask = launches.counted, let byFlight = fleet.flightsByLaunch, let byLanding = fleet.landingsByLaunch,
          byFlight.launches == mask.count, byLanding.launches == mask.count
        {
          // A filter: the flights and landings of the launches it selected, found by launch.
          let (flightStarts, flightRows) = (byFlight.starts.span, byFlight.rows.span)
          let (landingStarts, landingRows) = (byLanding.starts.span, byLanding.rows.span)
          for position in mask.indices where mask[position] {
            for slot in flightStarts[position]..<flightStarts[position + 1] {
              let flight = flightRows[slot]
              flown[Int(boosters[flight])] &+= 1
              let days = turnarounds[flight]
              guard days >= 0 else { continue }
              if let best = fastest {
                guard
                  Self.isFaster(
                    (days, dates[position], flight), than: (turnarounds[best], dates[launchOf[best]], best))
                else { continue }
              }
              fastest = flight
            }
            for slot in landingStarts[position]..<landingStarts[position + 1] where landed[landingRows[slot]] {
              landedIn[Int(places[landingRows[slot]])] &+= 1
            }
          }
        } else {
          // A booster's flights lie together, so its count is kept aside while they last: adding
          // one at a time to the same count waited for each addition to land.
          var (booster, run) = (0, 0)
          for flight in launchOf.indices {
            let position = launchOf[flight]
            guard launches.isCounted(position) else { continue }
            if Int(boosters[flight]) != booster {
              flown[booster] &+= run
              (booster, run) = (Int(boosters[flight]), 0)
            }
            run &+= 1
            let days = turnarounds[flight]
            guard days >= 0 else { continue }
            if let best = fastest {
              guard
                Self.isFaster((days, dates[position], flight), than: (turnarounds[best], dates[launchOf[best]], best))
              else { continue }
            }
            fastest = flight
          }
          if run > 0 { flown[booster] &+= run }
          for (index, position) in fleet.placeLaunches.enumerated() where landed[index] {
            if launches.isCounted(position) { landedIn[Int(places[index])] &+= 1 }
          }
        }
      }
      (self.flights, self.fastest, self.landedAt) = (flights, fastest, landedAt)
    }

    /// The fastest turnaround; of equal ones the first flown, and of those flown together the
    /// first flight listed: one holder whichever order the flights are counted in.
    private static func isFaster(
      _ flight: (days: Int32, date: Date, index: Int), than best: (days: Int32, date: Date, index: Int)
    ) -> Bool {
      if flight.days != best.days { return flight.days < best.days }
      if flight.date != best.date { return flight.date < best.date }
      return flight.index < best.index
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
