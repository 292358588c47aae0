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
  /// The fleet as columns, made once per catalog and fleet (a running server asks again and again).
  private let fleetColumns = LastJoin<JoinInputs, FleetColumns>()
  /// The catalog as the counts read it, made once per catalog.
  private let countColumns = LastJoin<JoinInputs, CountColumns>()
  /// The columns kept in the cache for the next process, and those this process read from it.
  private let kept: KeptFleetColumns
  private let keptColumns = LastJoin<KeptInputs, FleetColumns?>()

  /// What kept columns read from the cache stand for: a catalog and the copies of the fleet.
  private struct KeptInputs: Hashable, Sendable {
    var catalog: Provenance
    var launches: Int
    var fleet: [Date]
  }

  init(
    launches: any LaunchRepository, boosters: BoosterRepository, landpads: LandpadRepository,
    kept: KeptFleetColumns, now: @escaping @Sendable () -> Date
  ) {
    (self.launches, self.boosters, self.landpads, self.kept, self.now) = (launches, boosters, landpads, kept, now)
  }

  func facts(_ query: StatsQuery, refresh: Bool) async throws -> Sourced<CountedFacts> {
    let launchQuery = try LaunchQuery(parsing: query.members)
    let catalog = try await launches.catalog(refresh: refresh)
    let moment = now()
    let selection = try launchQuery.selection(in: catalog.value, now: moment)
    var counted = CountedLaunches(
      newestFirst: selection.newestFirst, counted: selection.selected, years: selection.years, dates: selection.dates,
      success: selection.success, upcoming: selection.upcoming, overdue: selection.overdue, rockets: selection.rockets,
      rocketNames: selection.rocketNames)
    // A launch's outcome bucket changes when its date passes: the launches overdue are part of
    // what the columns were made for (they only grow while the catalog stays).
    let overdue = selection.overdue.reduce(0) { $0 + ($1 ? 1 : 0) }
    counted.columns = countColumns.value(
      for: JoinInputs(provenances: [catalog.provenance], counts: [selection.ids.count, overdue])
    ) { CountColumns(counted) }
    let (fleet, problem) = await fleet(
      for: catalog.provenance, launchIDs: selection.ids, launches: counted, refresh: refresh)
    return Sourced(
      CountedFacts(
        launches: counted, fleet: fleet, fleetProblem: problem, now: moment,
        completeThrough: catalog.provenance.launchesCompleteThrough(lastFlown: counted.columns?.lastFlown),
        rocketName: selection.rocketName, programName: selection.programName),
      provenance: catalog.provenance)
  }

  /// The fleet's columns for the catalog whose launches are `launchIDs`: this process's, the
  /// cache's (kept by an earlier process), or joined from the fleet's repositories; without the
  /// fleet the charts of launches still stand and the records say why they are unknown.
  private func fleet(
    for catalog: Provenance, launchIDs: [String], launches: CountedLaunches, refresh: Bool
  ) async -> (FleetColumns?, Phrase?) {
    // Until this process has joined the fleet itself, what an earlier one kept may answer: read
    // once per catalog and copies of the fleet, then from memory. Once it has joined, its loads
    // are recalls and the join is remembered, so the cache is not asked again.
    let inputTimes = fleetColumns.isEmpty ? kept.inputTimes() : nil
    if let inputTimes {
      let inputs = KeptInputs(catalog: catalog, launches: launchIDs.count, fleet: inputTimes)
      let read = keptColumns.value(for: inputs) {
        var columns = kept.columns(
          for: KeptFleetColumns.CatalogKey(ids: launchIDs, provenance: catalog), refresh: refresh)
        columns?.prepare(for: launches)
        return columns
      }
      if let read { return (read, nil) }
    }
    // The fleet is read after the catalog it joins, so both see the same copy.
    async let careers = Self.attempt { try await boosters.load(false) }
    async let places = Self.attempt { try await landpads.load(false) }
    switch (await careers, await places) {
    case (.success(let careers), .success(let places)):
      let inputs = JoinInputs(
        provenances: [catalog, careers.provenance, places.provenance],
        counts: [launchIDs.count, careers.value.count, places.value.count])
      let columns = fleetColumns.value(for: inputs) {
        var columns = Self.fleet(boosters: careers.value, landpads: places.value, launchIDs: launchIDs)
        columns.prepare(for: launches)
        if let inputTimes {
          kept.keep(
            columns, for: KeptFleetColumns.CatalogKey(ids: launchIDs, provenance: catalog), inputTimes: inputTimes)
        }
        return columns
      }
      return (columns, nil)
    case (.failure(let error), _), (_, .failure(let error)):
      return (nil, Self.phrase(error))
    }
  }

  private static func attempt<T: Sendable>(_ work: @Sendable () async throws -> T) async -> Result<T, any Error> {
    do { return .success(try await work()) } catch { return .failure(error) }
  }

  /// What went wrong, in both languages where the error can say it.
  private static func phrase(_ error: any Error) -> Phrase {
    guard let error = error as? any UserFacingError else { return Phrase(en: "\(error)", ru: "\(error)") }
    return Phrase(en: error.message(in: .en), ru: error.message(in: .ru))
  }

  /// Every flown flight and every landing at a place, by the position of its launch in the
  /// catalog (`launchIDs` in catalog order).
  static func fleet(boosters: [Booster], landpads: [Landpad], launchIDs: [String]) -> FleetColumns {
    let positionOf = Dictionary(launchIDs.enumerated().map { ($1, $0) }) { first, _ in first }
    var columns = FleetColumns()
    for booster in boosters {
      let index = Int32(columns.boosters.count)
      columns.boosters.append(booster.serial)
      for flight in booster.flights where !flight.isUpcoming {
        columns.addFlight(
          booster: index, launch: positionOf[flight.launchID] ?? -1, name: flight.launchName,
          turnaround: flight.turnaroundDays, tried: flight.landingAttempt, landed: flight.landingSuccess)
      }
    }
    for pad in landpads {
      guard let kind = placeKind(pad.type) else { continue }
      let index = Int32(columns.places.count)
      columns.places.append(FleetColumns.Place(name: pad.name, kind: kind))
      for landing in pad.landings where !landing.isUpcoming {
        columns.addLanding(place: index, launch: positionOf[landing.launchID] ?? -1, landed: landing.success == true)
      }
    }
    return columns
  }

  /// `ASDS` a drone ship, `RTLS` a landing zone; a place no source types is left out of both.
  private static func placeKind(_ type: String?) -> FleetColumns.Place.Kind? {
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
        landpads: try container.resolve(LandpadRepository.self), kept: KeptFleetColumns(loader: container.core.loader)
      ) { [core = container.core] in core.now })
  }
}
