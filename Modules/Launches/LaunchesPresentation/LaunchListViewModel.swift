import Core
import Foundation
import LaunchesDomain

/// The launches loaded so far for one query: "infinite scroll", each next page appended.
package struct LaunchList: Sendable, Hashable {
  package var query: LaunchQuery
  package var items: [LaunchSummary]
  /// The last page loaded; ``LaunchQuery/page`` of `query` is the first.
  package var lastPage: Int
  package var totalItems: Int
  package var totalPages: Int
  package var hasNextPage: Bool
  package var emptiedBy: LaunchQuery.Filter?
  package var rocketName: String?
  /// With a `program` filter: the launches the other filters kept whose programs no source knows.
  package var programUnknown = 0

  package init(
    query: LaunchQuery, items: [LaunchSummary], lastPage: Int, totalItems: Int, totalPages: Int, hasNextPage: Bool,
    emptiedBy: LaunchQuery.Filter?, rocketName: String? = nil
  ) {
    self.rocketName = rocketName
    self.query = query
    self.items = items
    self.lastPage = lastPage
    self.totalItems = totalItems
    self.totalPages = totalPages
    self.hasNextPage = hasNextPage
    self.emptiedBy = emptiedBy
  }
}

/// The launch list screen: inputs in, one stream of ``LoadableState`` out. Both the text browser
/// and `spacex-rpc` views drive it.
package actor LaunchListViewModel {
  package enum Input: Sendable, Hashable {
    case loadRequested
    /// A new query (filters, sort or page size); the list starts again at its first page.
    case queryChanged(LaunchQuery)
    /// Appends the next page, if there is one.
    case nextPageRequested
    /// The same filters over a changed selection (a favourite added elsewhere): as many pages as
    /// were shown load again, so the rows the user scrolled to stay.
    case selectionChanged(LaunchQuery)
    /// Reloads every page shown so far, skipping the fresh cache.
    case refreshRequested
    /// Repeats what failed.
    case retryTapped
  }

  package private(set) var state: LoadableState<LaunchList> = .idle
  package private(set) var query: LaunchQuery
  private let repository: any LaunchRepository
  private var observers = StateObservers<LoadableState<LaunchList>>()
  private var lastFailedInput: Input?

  package init(repository: any LaunchRepository, query: LaunchQuery = LaunchQuery()) {
    self.repository = repository
    self.query = query
  }

  /// Applies one input and returns when its state change is complete.
  package func send(_ input: Input) async {
    switch input {
    case .loadRequested:
      await load(query, refresh: false, retry: input)
    case .queryChanged(let newQuery):
      query = newQuery
      await load(newQuery, refresh: false, retry: input)
    case .nextPageRequested:
      await loadNextPage()
    case .selectionChanged(let newQuery):
      query = newQuery
      await reloadShown(as: newQuery, refresh: false, retry: input)
    case .refreshRequested:
      await reloadShown(as: query, refresh: true, retry: input)
    case .retryTapped:
      await send(lastFailedInput ?? .loadRequested)
    }
  }

  /// Every state from now on, starting with the current one.
  package func states() -> AsyncStream<LoadableState<LaunchList>> {
    observers.add(current: state) { [weak self] id in
      Task { await self?.removeObserver(id) }
    }
  }

  // MARK: Loading

  private func load(_ query: LaunchQuery, refresh: Bool, retry: Input) async {
    setState(.loading)
    do {
      let page = try await repository.page(query, refresh: refresh)
      setState(Self.state(for: page, query: query, lastPage: query.page))
    } catch {
      fail(error, retry: retry)
    }
  }

  private func loadNextPage() async {
    guard case .loaded(let current) = state, current.value.hasNextPage else { return }
    var next = current.value.query
    next.page = current.value.lastPage + 1
    do {
      let page = try await repository.page(next, refresh: false)
      var list = current.value
      list.items += page.value.items
      list.lastPage = next.page
      list.totalItems = page.value.totalItems
      list.totalPages = page.value.totalPages
      list.hasNextPage = page.value.hasNextPage
      setState(.loaded(Sourced(list, provenance: page.provenance)))
    } catch {
      fail(error, retry: .nextPageRequested)
    }
  }

  /// Loads `query` for as many pages as are shown (one when nothing is): for a refresh the first
  /// page skips the fresh cache and the rest come from what it fetched.
  private func reloadShown(as query: LaunchQuery, refresh: Bool, retry: Input) async {
    guard case .loaded(let current) = state else { return await load(query, refresh: refresh, retry: retry) }
    let pagesShown = current.value.lastPage - current.value.query.page
    setState(.loading)
    do {
      var page = try await repository.page(query, refresh: refresh)
      var items = page.value.items
      var next = query
      while next.page < query.page + pagesShown, page.value.hasNextPage {
        next.page += 1
        page = try await repository.page(next, refresh: false)
        items += page.value.items
      }
      page.value.items = items
      setState(Self.state(for: page, query: query, lastPage: next.page))
    } catch {
      fail(error, retry: retry)
    }
  }

  private static func state(for page: Sourced<LaunchPage>, query: LaunchQuery, lastPage: Int) -> LoadableState<
    LaunchList
  > {
    var list = LaunchList(
      query: query, items: page.value.items, lastPage: lastPage, totalItems: page.value.totalItems,
      totalPages: page.value.totalPages, hasNextPage: lastPage < page.value.totalPages,
      emptiedBy: page.value.emptiedBy, rocketName: page.value.rocketName)
    list.programUnknown = page.value.programUnknown
    let sourced = Sourced(list, provenance: page.provenance)
    return list.totalItems == 0 ? .empty(sourced) : .loaded(sourced)
  }

  private func fail(_ error: any Error, retry: Input) {
    lastFailedInput = retry
    setState(.failed(error))
  }

  private func removeObserver(_ id: UUID) {
    observers.remove(id)
  }

  private func setState(_ newState: LoadableState<LaunchList>) {
    state = newState
    observers.broadcast(newState)
  }
}
