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
  /// With a `program` filter: the launches every other filter kept whose programs no source
  /// knows (those only the SpaceX API knows), which the list therefore cannot show.
  package var programUnknown = 0

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
    var query = self
    query.program = try resolvedProgram(in: catalog)
    return query.runResolved(on: catalog, rocketID: try resolvedRocketID(in: catalog))
  }

  private func runResolved(on catalog: LaunchCatalog, rocketID: String?) -> LaunchPage {
    let index = catalog.index
    let passed = passed(rocketID: rocketID, index: index)
    let order = sort == .newest ? index.newestFirst : index.newestFirst.reversed()
    // One pass in order, keeping only this page's launches: no sorting per query.
    let start = (page - 1) * limit
    var total = 0
    var onPage: [Int] = []
    for position in order where passed?[position] ?? true {
      if total >= start, onPage.count < limit { onPage.append(position) }
      total += 1
    }
    // `all` is one page as long as the list.
    let limit = self.limit == Self.everything ? max(total, 1) : self.limit
    let totalPages = (total + limit - 1) / limit
    var page = LaunchPage(
      items: onPage.map { catalog.summary(of: catalog.launches[$0]) }, page: self.page, limit: limit,
      totalItems: total, totalPages: totalPages, hasNextPage: self.page < totalPages,
      emptiedBy: total == 0 ? firstEmptyingFilter(rocketID: rocketID, index: index) : nil,
      rocketName: rocketID.flatMap { id in catalog.rockets.first { $0.id == id }?.name })
    if program != nil {
      var others = self
      others.program = nil
      let kept = others.passed(rocketID: rocketID, index: index)
      page.programUnknown = index.programs.indices.count { index.programs[$0] == nil && kept?[$0] ?? true }
    }
    return page
  }

  /// The program `program` names, as the catalog spells it: by its name loosely (`starlink`,
  /// `commercial-crew-program`) or its initials (`ccp`, `iss`).
  /// - Throws: ``LaunchesError/unknownProgram(reference:suggestions:)`` when it names none (every
  ///   program, when the data has none: they come from Launch Library 2 alone).
  package func resolvedProgram(in catalog: LaunchCatalog) throws(LaunchesError) -> String? {
    guard let program else { return nil }
    var names: [String] = []
    var seen = Set<String>()
    for programs in catalog.index.programs {
      for name in programs ?? [] where seen.insert(name).inserted { names.append(name) }
    }
    let initials = { (name: String) in [name] + [LooseName.initialism(name)].compactMap { $0 } }
    let sorted = names.sorted()
    switch ReferenceLookup.find(program, in: sorted, id: { $0 }, names: initials) {
    case .found(let match): return match
    case .ambiguous(let matches):
      throw .ambiguous(
        reference: program,
        candidates: ReferenceChoice.choices(for: matches, in: sorted, id: { $0 }, names: initials, shown: { ($0, nil) })
      )
    case .none:
      throw .unknownProgram(
        reference: program, suggestions: LooseName.suggestions(for: program, among: names.sorted()),
        noneKnown: names.isEmpty)
    }
  }

  /// Per launch position, whether every filter passed it; `nil` when no filter is set. Each
  /// filter marks the positions it passes, column by column. Plain loops over arrays: calling a
  /// closure per launch and filter cost a retain and a release of its context each time.
  func passed(rocketID: String?, index: LaunchIndex) -> [Bool]? {
    var passed: [Bool]?
    for filter in activeFilters {
      let mask = self.mask(for: filter, rocketID: rocketID, index: index)
      passed = passed.map { zip($0, mask).map { $0 && $1 } } ?? mask
    }
    return passed
  }

  /// When nothing matched: the filter after which, applied in order, no launch was left.
  private func firstEmptyingFilter(rocketID: String?, index: LaunchIndex) -> Filter? {
    var remaining = [Bool](repeating: true, count: index.newestFirst.count)
    for filter in activeFilters {
      remaining = zip(remaining, mask(for: filter, rocketID: rocketID, index: index)).map { $0 && $1 }
      if !remaining.contains(true) { return filter }
    }
    return nil
  }

  package func resolvedRocketID(in catalog: LaunchCatalog) throws(LaunchesError) -> String? {
    guard let rocket else { return nil }
    let names = { (rocket: LaunchCatalog.Name) in [rocket.name] + [LooseName.initialism(rocket.name)].compactMap { $0 }
    }
    switch ReferenceLookup.find(rocket, in: catalog.rockets, id: \.id, names: names) {
    case .found(let match): return match.id
    case .ambiguous(let matches):
      throw .ambiguous(
        reference: rocket,
        candidates: ReferenceChoice.choices(
          for: matches, in: catalog.rockets, id: \.id, names: names, shown: { ($0.name, nil) }))
    case .none: break
    }
    throw .unknownRocket(
      reference: rocket, suggestions: LooseName.suggestions(for: rocket, among: catalog.rockets.map(\.name)))
  }

  /// Per launch position, whether it passes `filter`, read from the index's columns.
  private func mask(for filter: Filter, rocketID: String?, index: LaunchIndex) -> [Bool] {
    switch filter {
    case .selection:
      let selection = selection ?? []
      return index.ids.map { selection.contains($0) }
    case .rocket:
      let code = index.rockets.code(of: rocketID)
      return index.rockets.codes.map { $0 == code }
    case .program:
      // Resolved to the catalog's spelling by `run` and `selection`.
      return index.programs.map { $0?.contains(program ?? "") ?? false }
    case .launchpad:
      let code = index.launchpads.code(of: launchpadID)
      return index.launchpads.codes.map { $0 == code }
    case .status:
      switch status {
      case .all: return [Bool](repeating: true, count: index.success.count)
      case .success: return index.success.map { $0 == true }
      case .failed: return index.success.map { $0 == false }
      case .upcoming: return index.upcoming
      }
    case .year:
      return index.years.map { $0 == year }
    case .dateRange:
      let start = from ?? .distantPast
      let end = to.map { $0.addingTimeInterval(86_400) } ?? .distantFuture
      return index.dates.map { $0 >= start && $0 < end }
    case .search:
      let needle = Array(LaunchIndex.fold(search ?? "").utf8)
      return index.foldedNames.values.map { LaunchIndex.contains($0, needle) }
    }
  }
}
