import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import TestSupport
import Testing

@Suite struct LaunchListViewModelTests {
  /// Fails the first `failures` calls, then answers from the mock catalog; records refresh flags.
  private final class FlakyRepository: LaunchRepository {
    let remainingFailures: Locked<Int>
    let refreshes = Locked<[Bool]>([])
    init(failures: Int) { remainingFailures = Locked(failures) }

    func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
      refreshes.withLock { $0.append(refresh) }
      let fail = remainingFailures.withLock { remaining in
        defer { remaining = max(0, remaining - 1) }
        return remaining > 0
      }
      if fail { throw .unavailable("network down") }
      return Sourced(.mock, provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    }
  }

  private func query(limit: Int) -> LaunchQuery {
    var query = LaunchQuery()
    query.limit = limit
    return query
  }

  private func items(_ viewModel: LaunchListViewModel) async -> [String] {
    await viewModel.state.value?.items.map(\.id) ?? []
  }

  @Test func nextPage_AppendsUntilTheEnd_WithoutRepeats() async {
    let viewModel = LaunchListViewModel(repository: StaticLaunchRepository(), query: query(limit: 4))
    await viewModel.send(.loadRequested)
    #expect(await items(viewModel).count == 4)
    await viewModel.send(.nextPageRequested)
    await viewModel.send(.nextPageRequested)
    await viewModel.send(.nextPageRequested)  // past the end: nothing happens
    let all = await items(viewModel)
    #expect(all == (try? LaunchQuery().run(on: .mock).items.map(\.id)))
    #expect(await viewModel.state.value?.hasNextPage == false)
  }

  @Test func failure_ThenRetry_RepeatsWhatFailed() async {
    let repository = FlakyRepository(failures: 1)
    let viewModel = LaunchListViewModel(repository: repository, query: query(limit: 4))
    let stream = await viewModel.states()
    await viewModel.send(.loadRequested)
    #expect(await viewModel.state.status == "failed")
    await viewModel.send(.retryTapped)
    #expect(await items(viewModel).count == 4)
    var statuses: [String] = []
    for await state in stream {
      statuses.append(state.status)
      if statuses.count == 5 { break }
    }
    #expect(statuses == ["idle", "loading", "failed", "loading", "loaded"])
  }

  @Test func refresh_ReloadsEveryShownPage_SkippingTheFreshCacheOnce() async {
    let repository = FlakyRepository(failures: 0)
    let viewModel = LaunchListViewModel(repository: repository, query: query(limit: 2))
    await viewModel.send(.loadRequested)
    await viewModel.send(.nextPageRequested)
    let shown = await items(viewModel)
    await viewModel.send(.refreshRequested)
    #expect(await items(viewModel) == shown)
    #expect(await viewModel.state.value?.lastPage == 2)
    #expect(repository.refreshes.withLock { $0 } == [false, false, true, false])
  }

  @Test func queryChange_StartsAgainAtTheFirstPage() async {
    let viewModel = LaunchListViewModel(repository: StaticLaunchRepository(), query: query(limit: 2))
    await viewModel.send(.loadRequested)
    await viewModel.send(.nextPageRequested)
    var failed = query(limit: 2)
    failed.status = .failed
    await viewModel.send(.queryChanged(failed))
    #expect(await items(viewModel) == ["crs7", "falconsat"])
    #expect(await viewModel.state.value?.lastPage == 1)
  }

  /// A selection that changes under the list (a favourite added or removed elsewhere) keeps the
  /// pages the user scrolled to, from the cache, with the selection's rows in or out.
  @Test func selectionChange_KeepsThePagesShown() async throws {
    let repository = FlakyRepository(failures: 0)
    let viewModel = LaunchListViewModel(repository: repository, query: query(limit: 2))
    await viewModel.send(.loadRequested)
    await viewModel.send(.nextPageRequested)
    let all = await items(viewModel)
    try #require(all.count == 4)
    var narrowed = query(limit: 2)
    narrowed.selection = Set(all.dropFirst())
    await viewModel.send(.selectionChanged(narrowed))
    #expect(await items(viewModel) == Array(all.dropFirst()), "both pages again, without the one taken out")
    #expect(await viewModel.state.value?.lastPage == 2)
    #expect(!repository.refreshes.withLock { $0 }.contains(true), "from the cache, not the network")
  }
}
