import Core
import Foundation

/// One page of a query's answer.
package struct LaunchPage: Sendable, Hashable {
  package var items: [LaunchSummary]
  package var page: Int
  package var limit: Int
  package var totalItems: Int
  /// 0 when nothing matched.
  package var totalPages: Int
  package var hasNextPage: Bool
  /// When nothing matched: the first filter after which no launch was left.
  package var emptiedBy: LaunchQuery.Filter?
  /// The name of the rocket the `rocket` filter resolved to, for messages ("Starship", not its id).
  package var rocketName: String?

  package init(
    items: [LaunchSummary], page: Int, limit: Int, totalItems: Int, totalPages: Int, hasNextPage: Bool,
    emptiedBy: LaunchQuery.Filter? = nil, rocketName: String? = nil
  ) {
    self.rocketName = rocketName
    self.items = items
    self.page = page
    self.limit = limit
    self.totalItems = totalItems
    self.totalPages = totalPages
    self.hasNextPage = hasNextPage
    self.emptiedBy = emptiedBy
  }
}

extension LaunchQuery {
  /// Filters, sorts and pages `catalog`. Order is total (date, flight number, id), so pages
  /// never repeat or skip a launch; a page past the end is empty.
  /// - Throws: ``LaunchesError/unknownRocket(reference:suggestions:)`` when `rocket` names none.
  package func run(on catalog: LaunchCatalog) throws(LaunchesError) -> LaunchPage {
    let rocketID = try resolvedRocketID(in: catalog)
    let launches = catalog.launches
    // Indices, not launches, are filtered and sorted: a launch is a large value, and moving it
    // around cost more than the comparisons.
    var matching = Array(launches.indices)
    var emptiedBy: Filter?
    for filter in activeFilters {
      let predicate = self.predicate(for: filter, rocketID: rocketID)
      matching.removeAll { !predicate(launches[$0]) }
      if matching.isEmpty, emptiedBy == nil { emptiedBy = filter }
    }
    let keys = matching.map { SortKey(launches[$0]) }
    var order = Array(keys.indices)
    order.sort(by: sort == .newest ? { keys[$0] > keys[$1] } : { keys[$0] < keys[$1] })
    matching = order.map { matching[$0] }
    let totalPages = (matching.count + limit - 1) / limit
    let start = min((page - 1) * limit, matching.count)
    let items = matching[start..<min(start + limit, matching.count)].map { catalog.summary(of: launches[$0]) }
    return LaunchPage(
      items: items, page: page, limit: limit, totalItems: matching.count, totalPages: totalPages,
      hasNextPage: page < totalPages, emptiedBy: emptiedBy,
      rocketName: rocketID.flatMap { id in catalog.rockets.first { $0.id == id }?.name })
  }

  private func resolvedRocketID(in catalog: LaunchCatalog) throws(LaunchesError) -> String? {
    guard let rocket else { return nil }
    if let match = catalog.rockets.first(where: { $0.id == rocket || LooseName.matches(rocket, $0.name) }) {
      return match.id
    }
    throw .unknownRocket(
      reference: rocket, suggestions: LooseName.suggestions(for: rocket, among: catalog.rockets.map(\.name)))
  }

  private func predicate(for filter: Filter, rocketID: String?) -> (Launch) -> Bool {
    switch filter {
    case .rocket:
      return { $0.rocketID == rocketID }
    case .launchpad:
      return { [launchpadID] in $0.launchpadID == launchpadID }
    case .status:
      switch status {
      case .all: return { _ in true }
      case .success: return { $0.success == true }
      case .failed: return { $0.success == false }
      case .upcoming: return { $0.isUpcoming }
      }
    case .year:
      return { [year] in DateText.utcYear($0.date) == year }
    case .dateRange:
      let start = from ?? .distantPast
      let end = to.map { $0.addingTimeInterval(86_400) } ?? .distantFuture
      return { $0.date >= start && $0.date < end }
    case .search:
      let needle = Self.folded(search ?? "")
      return { Self.folded($0.name).contains(needle) }
    }
  }

  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

}

/// What launches are ordered by: date, then flight number, then id, so the order is total and
/// pages never repeat or skip a launch.
private struct SortKey: Comparable {
  var date: Date
  var flightNumber: Int
  var id: String

  init(_ launch: Launch) {
    (date, flightNumber, id) = (launch.date, launch.flightNumber, launch.id)
  }

  static func < (a: SortKey, b: SortKey) -> Bool {
    (a.date, a.flightNumber, a.id) < (b.date, b.flightNumber, b.id)
  }
}
