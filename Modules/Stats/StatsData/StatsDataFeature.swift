import AppContainer
import BoostersDomain
import Core
import Foundation
import LandpadsDomain
import LaunchesDomain
import StatsDomain

/// The counted facts from the repositories every list reads: the launches the launch query
/// selects (so a year's bar is `spacex launches --year`'s count), and the boosters' careers and
/// landing places' landings on those launches (so a record is what the fleet's cards say).
struct MergedStatsSource: StatsRepository {
  let launches: any LaunchRepository
  let boosters: BoosterRepository
  let landpads: LandpadRepository
  let now: @Sendable () -> Date

  func facts(_ query: StatsQuery, refresh: Bool) async throws -> Sourced<CountedFacts> {
    var launchQuery = try LaunchQuery(
      parsing: LaunchQueryInput(rocket: query.rocket, year: query.year, from: query.from, to: query.to))
    launchQuery.limit = LaunchQuery.everything
    let catalog = try await launches.catalog(refresh: refresh)
    let page = try launchQuery.run(on: catalog.value)
    let counted = page.items.map { summary in
      let launch = summary.launch
      return CountedLaunch(
        id: launch.id, year: DateText.utcYear(launch.date), date: launch.date, rocket: summary.rocketName,
        outcome: Self.outcome(of: launch))
    }
    // The fleet is read after the catalog it joins, so both see the same copy; without it the
    // charts of launches still stand and the records say why they are unknown.
    let ids = Set(counted.map(\.id))
    async let careers = Self.attempt { try await boosters.load(false) }
    async let places = Self.attempt { try await landpads.load(false) }
    var fleet: CountedFacts.Fleet?
    var problem: Phrase?
    switch (await careers, await places) {
    case (.success(let careers), .success(let places)):
      fleet = Self.fleet(boosters: careers.value, landpads: places.value, on: ids)
    case (.failure(let error), _), (_, .failure(let error)):
      problem = Self.phrase(error)
    }
    return Sourced(
      CountedFacts(launches: counted, fleet: fleet, fleetProblem: problem, now: now(), rocketName: page.rocketName),
      provenance: catalog.provenance)
  }

  private static func attempt<T: Sendable>(_ work: @Sendable () async throws -> T) async -> Result<T, any Error> {
    do { return .success(try await work()) } catch { return .failure(error) }
  }

  /// What went wrong, in both languages where the error can say it.
  private static func phrase(_ error: any Error) -> Phrase {
    guard let error = error as? any UserFacingError else { return Phrase(en: "\(error)", ru: "\(error)") }
    return Phrase(en: error.message(in: .en), ru: error.message(in: .ru))
  }

  /// As `--status` reads it: success and failure first, then not flown yet.
  static func outcome(of launch: Launch) -> LaunchOutcomeKind {
    switch launch.success {
    case true?: .success
    case false?: .failed
    case nil: launch.isUpcoming ? .upcoming : .unknown
    }
  }

  static func fleet(boosters: [Booster], landpads: [Landpad], on launches: Set<String>) -> CountedFacts.Fleet {
    let flights = boosters.flatMap { booster in
      booster.flown.filter { launches.contains($0.launchID) }.map { flight in
        CountedFlight(
          booster: booster.serial, launchName: flight.launchName, date: flight.date,
          turnaroundDays: flight.turnaroundDays, landingAttempt: flight.landingAttempt,
          landingSuccess: flight.landingSuccess)
      }
    }
    let places = landpads.compactMap { pad -> CountedPlace? in
      guard let kind = placeKind(pad.type) else { return nil }
      let landings = pad.landings.filter { !$0.isUpcoming && launches.contains($0.launchID) }
      return CountedPlace(
        name: pad.name, kind: kind, attempts: landings.count, successes: landings.filter { $0.success == true }.count)
    }
    return CountedFacts.Fleet(flights: flights, places: places)
  }

  /// `ASDS` a drone ship, `RTLS` a landing zone; a place no source types is left out of both.
  private static func placeKind(_ type: String?) -> CountedPlace.Kind? {
    switch type?.uppercased() {
    case "ASDS": .droneShip
    case "RTLS": .zone
    default: nil
    }
  }
}

extension Feature {
  /// Registers the live ``StatsRepository`` over the launches, boosters and landing places.
  package static let statsData = Feature(
    name: "stats.data", provides: [ServiceKey((any StatsRepository).self)],
    needs: [
      ServiceKey((any LaunchRepository).self), ServiceKey(BoosterRepository.self), ServiceKey(LandpadRepository.self),
    ]
  ) { container in
    try container.services.register(
      (any StatsRepository).self,
      MergedStatsSource(
        launches: try container.resolve((any LaunchRepository).self),
        boosters: try container.resolve(BoosterRepository.self),
        landpads: try container.resolve(LandpadRepository.self)
      ) { [core = container.core] in core.now })
  }
}
