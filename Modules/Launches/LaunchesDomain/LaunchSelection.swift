import Core
import Foundation

/// The launches a query selects, for a feature that counts them rather than lists them (the
/// statistics): which ones, every launch's position in date order, and the catalog's columns,
/// all shared rather than copied, so counting 20,000 launches reads arrays of integers and makes
/// no launch, summary or list of positions. The filters are the query's own, so a count agrees
/// with `launches.list`'s `totalItems`.
package struct LaunchSelection: Sendable {
  /// Every launch's position into the columns below (and into the catalog's launches), newest
  /// first (date, then flight number, then id): read backwards, oldest first.
  package let newestFirst: [Int]
  /// Per launch position: selected or not; `nil` when no filter is set (every launch is).
  package let selected: [Bool]?
  /// Per launch position: its UTC year, date, outcome, whether it is to come, its id and name.
  package let years: [Int]
  package let dates: [Date]
  package let success: [Bool?]
  package let upcoming: [Bool]
  /// Per launch position: not flown, and its date's period over at the selection's `now` (its
  /// result is not recorded; it is not to come).
  package let overdue: [Bool]
  package let ids: [String]
  /// Per launch position: its rocket as an index into ``rocketNames``, or -1 with no rocket.
  package let rockets: [Int32]
  /// Each rocket's name (`nil` for an id the catalog does not name).
  package let rocketNames: [String?]
  /// The name of the rocket the query's `rocket` filter resolved to.
  package let rocketName: String?
  /// The program the query's `program` filter resolved to, as the data spells it.
  package let programName: String?
}

extension LaunchQuery {
  /// Every launch the filters select (paging and sort do not apply), which of them are overdue
  /// as of `now`.
  /// - Throws: what ``run(on:)`` throws for an unknown or ambiguous rocket.
  package func selection(in catalog: LaunchCatalog, now: Date) throws(LaunchesError) -> LaunchSelection {
    var query = self
    query.program = try resolvedProgram(in: catalog)
    return query.selectionResolved(in: catalog, now: now, rocketID: try resolvedRocketID(in: catalog))
  }

  private func selectionResolved(in catalog: LaunchCatalog, now: Date, rocketID: String?) -> LaunchSelection {
    let index = catalog.index
    // Only launches not flown are asked: a short scan of a few dozen date periods.
    var overdue = [Bool](repeating: false, count: index.upcoming.count)
    for position in index.upcoming.indices where index.upcoming[position] {
      let launch = catalog.launches[position]
      overdue[position] = DateText.endOfPeriod(launch.date, precision: launch.datePrecision) <= now
    }
    let names = Dictionary(catalog.rockets.map { ($0.id, $0.name) }) { first, _ in first }
    return LaunchSelection(
      newestFirst: index.newestFirst, selected: passed(rocketID: rocketID, index: index), years: index.years,
      dates: index.dates, success: index.success, upcoming: index.upcoming, overdue: overdue,
      ids: index.ids, rockets: index.rockets.codes, rocketNames: index.rockets.ids.map { names[$0] },
      rocketName: rocketID.flatMap { names[$0] }, programName: program)
  }
}
