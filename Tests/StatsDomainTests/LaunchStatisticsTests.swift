import Core
import Foundation
import StatsDomain
import Testing

/// What the statistics make of counted facts: every year once, outcomes apart, records with
/// their ties, and "unknown" where the fleet could not be read.
@Suite struct LaunchStatisticsTests {
  private let day = 86_400.0
  private let start = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01

  private func launch(_ days: Double, _ outcome: LaunchOutcomeKind, year: Int = 2020, rocket: String? = "Falcon 9")
    -> CountedLaunch
  {
    CountedLaunch(
      id: UUID().uuidString, year: year, date: start.addingTimeInterval(days * day), rocket: rocket, outcome: outcome)
  }

  @Test func years_RunFromFirstToLast_EmptyOnesIncluded_OutcomesApart() {
    let stats = LaunchStatistics(
      CountedFacts(
        launches: [
          launch(0, .success, year: 2018), launch(1, .failed),
          launch(2, .success, rocket: "Falcon Heavy"),
          launch(3, .unknown, rocket: nil), launch(4, .upcoming),
        ], fleet: nil, now: start))
    #expect(stats.years.map(\.year) == [2018, 2019, 2020])
    #expect(stats.years[1].total == 0)
    #expect(stats.years[2].total == 4 && stats.years[2].count(.failed) == 1 && stats.years[2].count(.unknown) == 1)
    #expect(stats.years[2].count(rocket: "Falcon Heavy", .success) == 1)
    #expect(stats.rockets.first == "Falcon 9" && stats.rockets.last == .some(nil), "most launches first, unnamed last")
    #expect(stats.landings == nil && stats.records == nil, "no fleet: unknown, not zero")
  }

  @Test func cadence_CountsFlownLaunchesBeforeNow_AndTheMedianGap() {
    let launches = [
      launch(0, .success), launch(10, .success), launch(13, .failed), launch(20, .success), launch(25, .upcoming),
    ]
    let stats = LaunchStatistics(CountedFacts(launches: launches, fleet: nil, now: start.addingTimeInterval(21 * day)))
    #expect(stats.cadence.last30Days == 4, "the one to come is not flown")
    #expect(stats.cadence.medianDaysBetween == 7, "gaps of 10, 3 and 7 days")
  }

  @Test func records_NameEveryHolderOfATie_AndTheFastestTurnaroundsLaunch() {
    let flights = [
      CountedFlight(booster: "B1060", launchName: "A", date: start, turnaroundDays: 40),
      CountedFlight(booster: "B1058", launchName: "B", date: start, turnaroundDays: 27),
      CountedFlight(booster: "B1058", launchName: "C", date: start, landingAttempt: true, landingSuccess: true),
      CountedFlight(booster: "B1060", launchName: "D", date: start, landingAttempt: true, landingSuccess: false),
    ]
    let places = [
      CountedPlace(name: "OCISLY", kind: .droneShip, attempts: 3, successes: 2),
      CountedPlace(name: "LZ-1", kind: .zone, attempts: 1, successes: 1),
    ]
    let stats = LaunchStatistics(
      CountedFacts(launches: [launch(0, .success)], fleet: .init(flights: flights, places: places), now: start))
    #expect(stats.records?.mostFlights?.holders == ["B1058", "B1060"] && stats.records?.mostFlights?.value == 2)
    #expect(
      stats.records?.fastestTurnaround?.holders == ["B1058"] && stats.records?.fastestTurnaround?.launchName == "B")
    #expect(
      stats.records?.mostLandingsOnDroneShip?.holders == ["OCISLY"] && stats.records?.mostLandingsAtZone?.value == 1)
    #expect(stats.landings == [YearTally(year: 2020, attempts: 2, successes: 1)])
  }

  @Test func aHostileDateCenturiesAway_ListsOnlyTheYearsWithLaunches() {
    let stats = LaunchStatistics(
      CountedFacts(
        launches: [launch(0, .success), launch(0, .upcoming, year: 9_999)], fleet: nil, now: start))
    #expect(stats.years.map(\.year) == [2020, 9_999])
  }
}
