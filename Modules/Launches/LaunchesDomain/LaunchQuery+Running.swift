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
    let index = catalog.index
    let tests = activeFilters.map { test(for: $0, rocketID: rocketID, index: index) }
    let order = sort == .newest ? index.newestFirst : index.newestFirst.reversed()
    // One pass in order, keeping only this page's launches: no per-query filtering of whole
    // launches, and no sorting.
    let start = (page - 1) * limit
    var total = 0
    var onPage: [Int] = []
    for position in order where tests.allSatisfy({ $0(position) }) {
      if total >= start, onPage.count < limit { onPage.append(position) }
      total += 1
    }
    let totalPages = (total + limit - 1) / limit
    return LaunchPage(
      items: onPage.map { catalog.summary(of: catalog.launches[$0]) }, page: page, limit: limit, totalItems: total,
      totalPages: totalPages, hasNextPage: page < totalPages,
      emptiedBy: total == 0 ? firstEmptyingFilter(tests, count: catalog.launches.count) : nil,
      rocketName: rocketID.flatMap { id in catalog.rockets.first { $0.id == id }?.name })
  }

  /// When nothing matched: the filter after which, applied in order, no launch was left.
  private func firstEmptyingFilter(_ tests: [(Int) -> Bool], count: Int) -> Filter? {
    var remaining = Array(0..<count)
    for (filter, test) in zip(activeFilters, tests) {
      remaining.removeAll { !test($0) }
      if remaining.isEmpty { return filter }
    }
    return nil
  }

  private func resolvedRocketID(in catalog: LaunchCatalog) throws(LaunchesError) -> String? {
    guard let rocket else { return nil }
    if let match = catalog.rockets.first(where: { $0.id == rocket || LooseName.matches(rocket, $0.name) }) {
      return match.id
    }
    throw .unknownRocket(
      reference: rocket, suggestions: LooseName.suggestions(for: rocket, among: catalog.rockets.map(\.name)))
  }

  /// Whether the launch at a position passes `filter`, read from the index's columns.
  private func test(for filter: Filter, rocketID: String?, index: LaunchIndex) -> (Int) -> Bool {
    switch filter {
    case .rocket:
      let code = index.rockets.code(of: rocketID)
      let codes = index.rockets.codes
      return { codes[$0] == code }
    case .launchpad:
      let code = index.launchpads.code(of: launchpadID)
      let codes = index.launchpads.codes
      return { codes[$0] == code }
    case .status:
      switch status {
      case .all: return { _ in true }
      case .success: return { index.success[$0] == true }
      case .failed: return { index.success[$0] == false }
      case .upcoming: return { index.upcoming[$0] }
      }
    case .year:
      return { [year] in index.years[$0] == year }
    case .dateRange:
      let start = from ?? .distantPast
      let end = to.map { $0.addingTimeInterval(86_400) } ?? .distantFuture
      return { index.dates[$0] >= start && index.dates[$0] < end }
    case .search:
      let needle = LaunchIndex.fold(search ?? "")
      return { index.foldedNames[$0].contains(needle) }
    }
  }
}
