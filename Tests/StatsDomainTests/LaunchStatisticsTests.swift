import Core
import Foundation
import StatsDomain
import Testing

/// What the statistics make of counted facts: every year once, outcomes apart, records with
/// their ties, and "unknown" where the fleet could not be read.
@Suite struct LaunchStatisticsTests {
  private let day = 86_400.0
  private let start = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01

  private func launch(
    _ days: Double, _ success: Bool?, upcoming: Bool = false, year: Int = 2020, rocket: String? = "Falcon 9"
  ) -> CountedLaunch {
    CountedLaunch(
      year: year, date: start.addingTimeInterval(days * day), rocket: rocket, success: success, upcoming: upcoming)
  }

  @Test func years_RunFromFirstToLast_EmptyOnesIncluded_OutcomesApart() {
    let launches = [
      launch(-700, true, year: 2018), launch(1, false), launch(2, true, rocket: "Falcon Heavy"),
      launch(3, nil, rocket: nil), launch(4, nil, upcoming: true),
    ]
    let stats = LaunchStatistics(CountedFacts(launches: CountedLaunches(launches), fleet: nil, now: start))
    #expect(stats.years.map(\.year) == [2018, 2019, 2020])
    #expect(stats.years[1].total == 0)
    #expect(stats.years[2].total == 4 && stats.years[2].count(.failed) == 1 && stats.years[2].count(.unknown) == 1)
    #expect(stats.years[2].count(.upcoming) == 1)
    #expect(stats.years[2].count(rocket: "Falcon Heavy", .success) == 1)
    #expect(stats.rockets.first == "Falcon 9" && stats.rockets.last == .some(nil), "most launches first, unnamed last")
    #expect(stats.landings == nil && stats.records == nil, "no fleet: unknown, not zero")
  }

  @Test func cadence_CountsFlownLaunchesBeforeNow_AndTheMedianGap() {
    let launches = [
      launch(0, true), launch(10, true), launch(13, false), launch(20, true), launch(25, nil, upcoming: true),
    ]
    let stats = LaunchStatistics(
      CountedFacts(launches: CountedLaunches(launches), fleet: nil, now: start.addingTimeInterval(21 * day)))
    #expect(stats.cadence.last30Days == 4, "the one to come is not flown")
    #expect(stats.cadence.medianDaysBetween == 7, "gaps of 10, 3 and 7 days")
    let even = LaunchStatistics(
      CountedFacts(launches: CountedLaunches(Array(launches.prefix(3))), fleet: nil, now: start))
    #expect(even.cadence.medianDaysBetween == 6.5, "gaps of 10 and 3 days")
    #expect(even.cadence.last30Days == 1, "only what flew by now")
  }

  /// Gaps in random order, few and many (past 4,096 the middle is first narrowed by a sample),
  /// with many equal and with all different: the median is the sorted list's middle.
  @Test(arguments: [1, 2, 3, 10, 101, 1_000, 4_096, 5_001, 20_000])
  func median_IsTheSortedMiddle_ForAnyOrder(count: Int) {
    var random = SystemRandomNumberGenerator()
    let equalOnes = (0..<count).map { _ in Double(Int.random(in: 0..<50, using: &random)) }
    let different = (0..<count).map { _ in Double.random(in: 0..<40, using: &random) }
    for gaps in [equalOnes, different] {
      #expect(medianGap(gaps).map { abs($0 - Self.middle(gaps)) < 1e-6 } == true, "\(count): \(gaps.prefix(20))")
    }
  }

  /// A sample that brackets the wrong values (every 8th gap, the ones sampled, far larger than the
  /// rest) still finds the middle, by selecting from every gap.
  @Test func median_OfGapsThatMisleadTheSample_IsStillTheMiddle() {
    let gaps = (0..<8_192).map { (index: Int) -> Double in index % 8 == 0 ? 1_000 + Double(index) : Double(index % 8) }
    #expect(medianGap(gaps) == Self.middle(gaps))
  }

  /// The median gap of launches flown one after another with `gaps` days between them.
  private func medianGap(_ gaps: [Double]) -> Double? {
    var days = 0.0
    let launches =
      [launch(0, true)]
      + gaps.map { gap in
        days += gap
        return launch(days, true)
      }
    return LaunchStatistics(CountedFacts(launches: CountedLaunches(launches), fleet: nil, now: start))
      .cadence.medianDaysBetween
  }

  private static func middle(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let count = sorted.count
    return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
  }

  /// Any catalog, any selection, counted from columns made once for the whole catalog (as a
  /// running server keeps them): every count is the one counted launch by launch.
  @Test(arguments: [0, 1, 2, 50, 3_000, 9_000])
  func counts_FromTheCatalogsColumns_AreTheLaunchByLaunchCounts(size: Int) {
    var random = SystemRandomNumberGenerator()
    let rockets: [String?] = ["Falcon 9", "Falcon Heavy", nil, "Starship"]
    var days = 0.0
    let launches = (0..<size).map { _ in
      days += [0, 0.5, 3, 11, 40].randomElement(using: &random)!
      let success = [true, false, nil].randomElement(using: &random)!
      return launch(
        days, success, upcoming: success == nil && Bool.random(using: &random), year: 2020 + Int(days / 365),
        rocket: rockets.randomElement(using: &random)!)
    }
    let now = start.addingTimeInterval(days * day * Double.random(in: 0...1.1, using: &random))
    let mask = launches.map { _ in Int.random(in: 0..<4, using: &random) > 0 }
    var counted = CountedLaunches(launches)
    counted.columns = CountColumns(counted)
    counted.counted = mask
    let stats = LaunchStatistics(CountedFacts(launches: counted, fleet: nil, now: now))
    let kept = launches.indices.filter { mask[$0] }.map { launches[$0] }
    #expect(stats.total == kept.count)
    let years = kept.map(\.year)
    #expect(stats.years.map(\.year) == (years.isEmpty ? [] : Array(years.min()!...years.max()!)))
    for year in stats.years {
      for rocket in rockets {
        for outcome in LaunchOutcomeKind.allCases {
          let expected = kept.filter {
            $0.year == year.year && $0.rocket == rocket
              && LaunchOutcomeKind(success: $0.success, upcoming: $0.upcoming) == outcome
          }.count
          #expect(year.count(rocket: rocket, outcome) == expected, "\(year.year) \(rocket ?? "-") \(outcome)")
        }
      }
    }
    let flown = kept.filter { $0.success != nil }.map(\.date)
    let inLast = { (days: Double) in flown.filter { $0 <= now && $0 > now.addingTimeInterval(-days * self.day) }.count }
    #expect(stats.cadence.last30Days == inLast(30) && stats.cadence.last365Days == inLast(365))
    let gaps = zip(flown.dropFirst(), flown).map { $0.timeIntervalSince($1) / day }
    #expect(stats.cadence.medianDaysBetween.map { abs($0 - Self.middle(gaps)) < 1e-9 } ?? gaps.isEmpty)
    var unkept = counted
    unkept.columns = nil
    #expect(LaunchStatistics(CountedFacts(launches: unkept, fleet: nil, now: now)) == stats, "columns made per count")
    // The fleet's records on the selection: counted flight by flight (landing by landing), or by
    // launch once prepared (turnarounds tie often here), they are one answer, and the flights per
    // booster and landings per ship are right.
    var fleet = FleetColumns()
    fleet.boosters = (0..<max(1, size / 8)).map { "B\($0)" }
    var flightsOf = [Int](repeating: 0, count: fleet.boosters.count)
    for booster in fleet.boosters.indices {
      for _ in 0..<Int.random(in: 0..<12, using: &random) {
        let position = size > 0 && Int.random(in: 0..<10, using: &random) > 0 ? Int.random(in: 0..<size) : -1
        if position >= 0, mask[position] { flightsOf[booster] += 1 }
        fleet.addFlight(
          booster: Int32(booster), launch: position, name: "L\(position)",
          turnaround: [nil, 3, 3, 5, 8].randomElement(using: &random)!, tried: Bool.random(using: &random),
          landed: Bool.random(using: &random))
      }
    }
    fleet.places = [.init(name: "OCISLY", kind: .droneShip), .init(name: "LZ-1", kind: .zone)]
    var landedOnShip = 0
    for _ in 0..<(size / 2) {
      let (place, position, landed) = (Int32.random(in: 0...1), Int.random(in: -1..<size), Bool.random())
      if place == 0, position >= 0, mask[position], landed { landedOnShip += 1 }
      fleet.addLanding(place: place, launch: position, landed: landed)
    }
    let byFlight = LaunchStatistics(CountedFacts(launches: counted, fleet: fleet, now: now))
    fleet.prepare(for: counted)
    let byLaunch = LaunchStatistics(CountedFacts(launches: counted, fleet: fleet, now: now))
    #expect(byLaunch == byFlight)
    #expect(byLaunch.records?.mostFlights?.value ?? 0 == flightsOf.max() ?? 0)
    #expect(byLaunch.records?.mostLandingsOnDroneShip?.value ?? 0 == landedOnShip)
  }

  @Test func records_NameEveryHolderOfATie_AndTheFastestTurnaroundsLaunch() {
    var fleet = FleetColumns()
    fleet.boosters = ["B1060", "B1058"]
    fleet.addFlight(booster: 0, launch: 0, name: "A", turnaround: 40, tried: nil, landed: nil)
    fleet.addFlight(booster: 1, launch: 1, name: "B", turnaround: 27, tried: false, landed: nil)
    fleet.addFlight(booster: 1, launch: 2, name: "C", turnaround: nil, tried: true, landed: true)
    fleet.addFlight(booster: 0, launch: 3, name: "D", turnaround: 27, tried: true, landed: false)
    fleet.addFlight(booster: 0, launch: -1, name: "not in the catalog", turnaround: 1, tried: true, landed: true)
    fleet.places = [.init(name: "OCISLY", kind: .droneShip), .init(name: "LZ-1", kind: .zone)]
    fleet.addLanding(place: 0, launch: 2, landed: true)
    fleet.addLanding(place: 0, launch: 3, landed: false)
    fleet.addLanding(place: 1, launch: 0, landed: true)
    let launches = CountedLaunches((0..<4).map { launch(Double($0), true) })
    let stats = LaunchStatistics(CountedFacts(launches: launches, fleet: fleet, now: start))
    #expect(stats.records?.mostFlights?.holders == ["B1058", "B1060"] && stats.records?.mostFlights?.value == 2)
    #expect(stats.records?.fastestTurnaround?.holders == ["B1058"], "27 days twice: the first flown holds it")
    #expect(stats.records?.fastestTurnaround?.launchName == "B" && stats.records?.fastestTurnaround?.value == 27)
    #expect(stats.records?.mostLandingsOnDroneShip?.holders == ["OCISLY"])
    #expect(stats.records?.mostLandingsOnDroneShip?.value == 1 && stats.records?.mostLandingsAtZone?.value == 1)
    #expect(stats.landings == [YearTally(year: 2020, attempts: 2, successes: 1)])
    // The fleet's totals over every launch, counted once, are the records every launch gives.
    var counted = fleet
    counted.prepare(for: launches)
    #expect(LaunchStatistics(CountedFacts(launches: launches, fleet: counted, now: start)) == stats)
    var some = launches
    some.counted = [true, false, true, false]
    let filtered = LaunchStatistics(CountedFacts(launches: some, fleet: counted, now: start))
    #expect(filtered.records?.mostFlights?.holders == ["B1058", "B1060"] && filtered.records?.mostFlights?.value == 1)
    #expect(filtered.records?.fastestTurnaround?.launchName == "A", "a filter counts its own launches, not the totals")
  }

  /// Equal turnarounds on launches of one date: the first flight listed holds the record,
  /// whether the flights are counted flight by flight or, for a filter, launch by launch.
  @Test func fastestTurnaround_TiedOnOneDate_IsTheFirstFlightListed() {
    let launches = CountedLaunches((0..<3).map { _ in launch(0, true) })
    var fleet = FleetColumns()
    fleet.boosters = ["B1049", "B1051"]
    fleet.addFlight(booster: 0, launch: 2, name: "later in the catalog", turnaround: 9, tried: nil, landed: nil)
    fleet.addFlight(booster: 1, launch: 1, name: "earlier in the catalog", turnaround: 9, tried: nil, landed: nil)
    var some = launches
    some.counted = [false, true, true]
    let byFlight = LaunchStatistics(CountedFacts(launches: some, fleet: fleet, now: start))
    fleet.prepare(for: launches)
    let byLaunch = LaunchStatistics(CountedFacts(launches: some, fleet: fleet, now: start))
    for stats in [byFlight, byLaunch] {
      #expect(stats.records?.fastestTurnaround?.holders == ["B1049"])
      #expect(stats.records?.fastestTurnaround?.launchName == "later in the catalog")
    }
  }

  /// Data that ends more than a day before now is counted to where it ends: the cadence's
  /// windows end there and the years from its year on are partial; a day old is current.
  @Test func dataEndingBeforeNow_CountsTheCadenceToItsEnd() {
    let launches = CountedLaunches([launch(0, true), launch(200, true), launch(380, true, year: 2021)])
    let end = start.addingTimeInterval(210 * day)
    let now = start.addingTimeInterval(700 * day)
    let ended = LaunchStatistics(
      CountedFacts(launches: launches, fleet: nil, now: now, completeThrough: end))
    #expect(ended.completeThrough == end && ended.partialFrom == 2020)
    #expect(ended.cadence.last30Days == 1 && ended.cadence.last365Days == 2, "the 30 and 365 days to day 210")
    let current = LaunchStatistics(
      CountedFacts(launches: launches, fleet: nil, now: now, completeThrough: now.addingTimeInterval(-3_600)))
    #expect(current.completeThrough == nil && current.partialFrom == nil)
    #expect(current.cadence.last365Days == 1, "day 380 is within 365 days of day 700")
  }

  /// Hostile data: every launch in a year of its own (centuries apart) on a rocket of its own.
  /// Each year keeps the rockets that flew in it, not every rocket: one entry per launch, where
  /// years × rockets would be millions.
  @Test func thousandsOfYearsAndRockets_KeepOneEntryPerLaunch() {
    let launches = CountedLaunches(
      (0..<2_000).map { launch(Double($0), $0 % 3 == 0 ? false : true, year: 1_000 + 3 * $0, rocket: "R\($0)") })
    let stats = LaunchStatistics(CountedFacts(launches: launches, fleet: nil, now: start))
    #expect(stats.years.count == 2_000 && stats.rockets.count == 2_000)
    #expect(stats.years.allSatisfy { $0.rocketsFlown.count == 1 && $0.total == 1 })
    #expect(stats.years[5].count(rocket: "R5", .success) == 1 && stats.years[6].count(rocket: "R6", .failed) == 1)
    #expect(stats.years[5].count(rocket: "R6", .success) == 0)
  }

  @Test func aHostileDateCenturiesAway_ListsOnlyTheYearsWithLaunches() {
    let launches = CountedLaunches([launch(0, true), launch(1, nil, upcoming: true, year: 9_999)])
    let stats = LaunchStatistics(CountedFacts(launches: launches, fleet: nil, now: start))
    #expect(stats.years.map(\.year) == [2020, 9_999])
    #expect(stats.years.map(\.total) == [1, 1])
  }
}

/// The fleet's columns as the cache keeps them: read back as written, and a damaged copy throws
/// rather than counting out of bounds.
@Suite struct FleetColumnsCompactTests {
  private func columns() -> FleetColumns {
    var fleet = FleetColumns()
    fleet.boosters = ["B1060", "B1058"]
    fleet.addFlight(booster: 0, launch: 0, name: "A", turnaround: 40, tried: true, landed: true)
    fleet.addFlight(booster: 1, launch: 2, name: "Б", turnaround: nil, tried: true, landed: false)
    fleet.addFlight(booster: 1, launch: -1, name: "not in the catalog", turnaround: 3, tried: nil, landed: nil)
    fleet.places = [.init(name: "OCISLY", kind: .droneShip), .init(name: "LZ-1", kind: .zone)]
    fleet.addLanding(place: 1, launch: 0, landed: true)
    fleet.addLanding(place: 0, launch: 2, landed: false)
    return fleet
  }

  private func written(_ fleet: FleetColumns) -> Data {
    var writer = BinaryWriter()
    fleet.write(to: &writer)
    return writer.data
  }

  @Test func readsBackAsWritten() throws {
    let fleet = columns()
    let read = try BinaryReader.reading(written(fleet)) { try FleetColumns.read(from: &$0) }
    #expect(written(read) == written(fleet))
    #expect(read.landingsTried == [1, 0, 1] && read.landingsMade == [1, 0, 0])
    #expect(read.flightNames == ["A", "Б", "not in the catalog"] && read.places == fleet.places)
  }

  @Test func aDamagedCopyThrows() {
    var outOfRange = columns()
    outOfRange.flightBoosters[0] = 7
    var uneven = columns()
    uneven.turnarounds.removeLast()
    var moreMadeThanTried = columns()
    moreMadeThanTried.landingsMade[1] = 2
    for damaged in [outOfRange, uneven, moreMadeThanTried] {
      #expect(throws: BinaryReader.Malformed.self) {
        try BinaryReader.reading(written(damaged)) { try FleetColumns.read(from: &$0) }
      }
    }
    let truncated = written(columns()).dropLast(3)
    #expect(throws: BinaryReader.Malformed.self) {
      try BinaryReader.reading(Data(truncated)) { try FleetColumns.read(from: &$0) }
    }
  }
}
