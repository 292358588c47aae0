import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// The launch list as a hosted screen: the query as typed (so `setQuery` can keep or reset each
/// field), over the same ``LaunchListViewModel`` the terminal uses.
final class LaunchesScreen: Screen {
  private let viewModel: LaunchListViewModel
  /// The query's members as the client set them (``LaunchQuery/options``).
  private let input: Locked<[String: String]>
  /// Other features' marks on launches, read afresh for every render.
  private let marks: @Sendable () -> RowMarks
  /// Set for another feature's own launch list (the favourites).
  private let scope: LaunchScope?
  /// The rows `render` presented last, and what from: a client's drawing, which follows each
  /// render, lays them out rather than presenting every launch again.
  private let presented = Locked<PresentedRows?>(nil)

  private struct PresentedRows {
    var items: [LaunchSummary]
    var settings: Settings
    var timeZone: DisplayZone
    var now: Date
    var rows: [LaunchRow]

    func rows(of items: [LaunchSummary], _ formatter: DisplayFormatter) -> [LaunchRow]? {
      settings == formatter.settings && timeZone == formatter.timeZone && now == formatter.now && self.items == items
        ? rows : nil
    }
  }

  private init(
    viewModel: LaunchListViewModel, input: [String: String], marks: @escaping @Sendable () -> RowMarks,
    scope: LaunchScope?
  ) {
    self.viewModel = viewModel
    self.input = Locked(input)
    self.marks = marks
    self.scope = scope
  }

  /// The `launches` screen, or with a `scope` another feature's own launch list (`favourites`).
  static func factory(
    name: ScreenName = .launches,
    home: HomeEntry? = HomeEntry(title: Phrase(en: "Launches", ru: "Запуски"), order: 20), scope: LaunchScope? = nil,
    repository: any LaunchRepository, marks: MarkRegistry
  ) -> ScreenFactory {
    ScreenFactory(
      name: name, home: home, layout: .list(LaunchLayouts.list), params: LaunchesListMethod.Params.self,
      data: LaunchListPage.self
    ) { params in
      try open(params, repository: repository, marks: marks, scope: scope)
    }
  }

  /// The screen for `view.open` params; with a `scope`, only the launches it selects.
  private static func open(
    _ params: JSONValue?, repository: any LaunchRepository, marks registry: MarkRegistry, scope: LaunchScope?
  ) throws -> LaunchesScreen {
    var input: [String: String] = [:]
    if case .object(let fields)? = params { input = try LaunchQuery.options.merged(input, fields) }
    return LaunchesScreen(
      viewModel: LaunchListViewModel(repository: repository, query: try query(input, scope)), input: input,
      marks: { registry.snapshot(LaunchItem.markKind) }, scope: scope)
  }

  /// The query typed, narrowed to the scope's launches as they are now.
  private static func query(_ input: [String: String], _ scope: LaunchScope?) throws -> LaunchQuery {
    var query = try LaunchQuery(parsing: input)
    query.selection = scope?.ids()
    return query
  }

  /// The scope's selection changed (a favourite added elsewhere), or the launches did (a refresh
  /// found changes): the pages shown load again, so the diff inserts, deletes or reloads just
  /// those rows.
  func dependencyDidChange(_ topic: String) async {
    guard topic == StateTopic.catalog.name || topic == scope?.topic else { return }
    guard let query = try? Self.query(input.withLock { $0 }, scope) else { return }
    await viewModel.send(.selectionChanged(query))
  }

  func send(_ screenInput: ScreenInput) async throws {
    switch screenInput {
    case .load: await viewModel.send(.loadRequested)
    case .nextPage: await viewModel.send(.nextPageRequested)
    case .refresh: await viewModel.send(.refreshRequested)
    case .retry: await viewModel.send(.retryTapped)
    case .setQuery(let fields):
      let next = try LaunchQuery.options.merged(input.withLock { $0 }, fields)
      let query = try Self.query(next, scope)
      input.withLock { $0 = next }
      await viewModel.send(.queryChanged(query))
    }
  }

  func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let query = input.withLock { $0 }
    let marks = self.marks()
    return ScreenRender.of(
      await viewModel.state, formatter: formatter,
      present: { list, formatter in
        let items = list.items.map { LaunchItem($0, formatter: formatter, marks: marks) }
        presented.withLock {
          $0 = PresentedRows(
            items: list.items, settings: formatter.settings, timeZone: formatter.timeZone, now: formatter.now,
            rows: items.map(\.display))
        }
        let page = LaunchListPage(
          items: items, lastPage: list.lastPage,
          limit: list.query.limit,
          totalItems: list.totalItems, totalPages: list.totalPages, hasNextPage: list.hasNextPage, query: query)
        return (
          ScreenState.json(page), LaunchListPresenter.snapshot(of: list.items, formatter: formatter, marks: marks)
        )
      },
      emptyMessage: { list in
        LaunchListPresenter.emptyMessage(
          for: list.query, emptiedBy: list.emptiedBy, rocketName: list.rocketName, emptySelection: scope?.emptyMessage,
          language: formatter.language)
      })
  }

  func text(_ formatter: DisplayFormatter) async -> String {
    switch await viewModel.state {
    case .loaded(let list), .empty(let list):
      // Numbered for the line-mode browser, where a row is chosen by typing its number; drawn
      // for a client, as the one-shot command prints it (a row is chosen by the cursor there).
      LaunchListPresenter.text(
        of: list, formatter: formatter, numbered: !formatter.marksLines, marks: marks(),
        rows: presented.withLock { $0?.rows(of: list.value.items, formatter) },
        emptySelection: scope?.terminalEmptyMessage)
    case .failed(let error): ScreenText.failure(error, formatter)
    case .idle, .loading: ScreenText.loading(formatter.language)
    }
  }

  /// As a one-shot command prints it: the table without row numbers (nothing to choose).
  func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? {
    switch await viewModel.state {
    case .loaded(let list), .empty(let list):
      (
        LaunchListPresenter.output(
          of: list, formatter: formatter, marks: marks(), emptySelection: scope?.terminalEmptyMessage),
        list.provenance
      )
    case .failed(let error): throw error
    case .idle, .loading: nil
    }
  }

  func destination(ofRow number: Int) async -> ScreenLink? {
    await destinations(ofRows: [number])[number]
  }

  func destinations(ofRows numbers: [Int]) async -> [Int: ScreenLink] {
    guard let items = await viewModel.state.value?.items else { return [:] }
    var links: [Int: ScreenLink] = [:]
    for number in numbers where items.indices.contains(number - 1) {
      links[number] = ScreenLink(
        title: Phrase(en: "Launch", ru: "Запуск"), screen: .launch,
        params: .object(["id": .string(items[number - 1].id)]), heading: items[number - 1].launch.name)
    }
    return links
  }

  var inputs: ScreenInputs { [.paging] }

  var filter: ScreenFilter? {
    ScreenFilter(
      LaunchQuery.options, fields: ["status", "year", "from", "to", "search", "sort"],
      syntax: Phrase(
        en: "status S | year Y | search TEXT | sort newest|oldest",
        ru: "status S | year Y | search ТЕКСТ | sort newest|oldest"),
      search: "search")
  }

  func filters() async -> [(name: String, value: String)] {
    let input = input.withLock { $0 }
    let rocketName = await viewModel.state.value?.rocketName
    // The filters in force, in the query's order; paging is no filter.
    return LaunchQuery.options.options.compactMap { option in
      guard option.name != "page", option.name != "limit", let value = input[option.name] else { return nil }
      // The rocket by its name, as a rocket's card opens it by id.
      return (option.name, option.name == "rocket" ? rocketName ?? value : value)
    }
  }
}

/// The launch list screen's data: the items loaded so far and the paging facts.
package struct LaunchListPage: Codable, Sendable {
  package var items: [LaunchItem]
  package var lastPage: Int
  package var limit: Int
  package var totalItems: Int
  package var totalPages: Int
  package var hasNextPage: Bool
  /// The view's query as the client set it (members it never set, or reset, are left out), so a
  /// client can show the filters in force without keeping its own copy.
  package var query: [String: String]

  package init(
    items: [LaunchItem], lastPage: Int, limit: Int, totalItems: Int, totalPages: Int, hasNextPage: Bool,
    query: [String: String] = [:]
  ) {
    self.query = query
    self.items = items
    self.lastPage = lastPage
    self.limit = limit
    self.totalItems = totalItems
    self.totalPages = totalPages
    self.hasNextPage = hasNextPage
  }
}

extension LaunchListPage: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("hasNextPage", hasNextPage)
    json.member("items", items)
    json.member("lastPage", lastPage)
    json.member("limit", limit)
    json.member("query", query)
    json.member("totalItems", totalItems)
    json.member("totalPages", totalPages)
    json.endObject()
  }
}
