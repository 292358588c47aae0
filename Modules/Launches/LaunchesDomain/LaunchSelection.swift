import Core
import Foundation

/// The launches a query selects, for a feature that counts them rather than lists them (the
/// statistics): their positions, oldest first, and the catalog's columns, shared rather than
/// copied, so counting 20,000 launches reads arrays of integers and makes no launch or summary.
/// The filters are the query's own, so a count agrees with `launches.list`'s `totalItems`.
package struct LaunchSelection: Sendable {
  /// Positions into every column below (and into the catalog's launches), oldest first (date,
  /// then flight number, then id).
  package let positions: [Int]
  /// Per launch position: its UTC year, date, outcome, whether it is to come, its id and name.
  package let years: [Int]
  package let dates: [Date]
  package let success: [Bool?]
  package let upcoming: [Bool]
  package let ids: [String]
  /// Per launch position: its rocket as an index into ``rocketNames``, or -1 with no rocket.
  package let rockets: [Int32]
  /// Each rocket's name (`nil` for an id the catalog does not name).
  package let rocketNames: [String?]
  /// The name of the rocket the query's `rocket` filter resolved to.
  package let rocketName: String?
}

extension LaunchQuery {
  /// Every launch the filters select, oldest first (paging and sort do not apply).
  /// - Throws: what ``run(on:)`` throws for an unknown or ambiguous rocket.
  package func selection(in catalog: LaunchCatalog) throws(LaunchesError) -> LaunchSelection {
    let rocketID = try resolvedRocketID(in: catalog)
    let index = catalog.index
    let passed = passed(rocketID: rocketID, index: index)
    var positions: [Int]
    if let passed {
      positions = []
      positions.reserveCapacity(index.newestFirst.count)
      for position in index.newestFirst.reversed() where passed[position] { positions.append(position) }
    } else {
      positions = index.newestFirst.reversed()
    }
    let names = Dictionary(catalog.rockets.map { ($0.id, $0.name) }) { first, _ in first }
    return LaunchSelection(
      positions: positions, years: index.years, dates: index.dates, success: index.success, upcoming: index.upcoming,
      ids: index.ids, rockets: index.rockets.codes, rocketNames: index.rockets.ids.map { names[$0] },
      rocketName: rocketID.flatMap { names[$0] })
  }
}
