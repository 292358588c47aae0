import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import TestSupport
import Testing

/// Golden snapshots and diffs of the launch list through the view model, as both frontends see it.
@Suite struct LaunchListSnapshotTests {
  private let formatter = Fixtures.formatter(Settings())

  private func snapshot(_ viewModel: LaunchListViewModel) async -> ListSnapshot {
    switch await viewModel.state {
    case .loaded(let list), .empty(let list): LaunchListPresenter.snapshot(of: list.value.items, formatter: formatter)
    default: ListSnapshot()
    }
  }

  private func firstPage(_ catalog: LaunchCatalog = .mock) async -> (LaunchListViewModel, ListSnapshot) {
    var query = LaunchQuery()
    query.limit = 3
    let viewModel = LaunchListViewModel(repository: StaticLaunchRepository(catalog), query: query)
    await viewModel.send(.loadRequested)
    return (viewModel, await snapshot(viewModel))
  }

  @Test func firstPage() async {
    Snapshot.assertJSON(await firstPage().1, named: "snapshot")
  }

  @Test func nextPageAppended() async {
    let (viewModel, before) = await firstPage()
    await viewModel.send(.nextPageRequested)
    let after = await snapshot(viewModel)
    Snapshot.assertJSON(after, named: "snapshot")
    Snapshot.assertJSON(ListDiff(from: before, to: after), named: "diff")
  }

  @Test func filterNarrowed() async {
    let (viewModel, before) = await firstPage()
    var query = await viewModel.query
    query.rocket = "falcon9"
    query.status = .upcoming
    await viewModel.send(.queryChanged(query))
    let after = await snapshot(viewModel)
    Snapshot.assertJSON(after, named: "snapshot")
    Snapshot.assertJSON(ListDiff(from: before, to: after), named: "diff")
  }

  @Test func sortReversed() async {
    var query = LaunchQuery()
    query.year = 2022
    let viewModel = LaunchListViewModel(repository: StaticLaunchRepository(), query: query)
    await viewModel.send(.loadRequested)
    let before = await snapshot(viewModel)
    query.sort = .oldest
    await viewModel.send(.queryChanged(query))
    let after = await snapshot(viewModel)
    Snapshot.assertJSON(after, named: "snapshot")
    Snapshot.assertJSON(ListDiff(from: before, to: after), named: "diff")
  }

  @Test func launchContentChanged() async {
    let (_, before) = await firstPage()
    var catalog = LaunchCatalog.mock
    let index = catalog.launches.firstIndex { $0.id == "twinB" }!
    catalog.launches[index].name = "Twin B (renamed)"
    let after = await firstPage(catalog).1
    let diff = ListDiff(from: before, to: after)
    Snapshot.assertJSON(diff, named: "diff")
    #expect(diff.reloaded == ["twinB"])
  }

  /// A change only a launch's detail shows (its payloads, its details text) reloads no row.
  @Test func detailOnlyChange_ReloadsNothing() async {
    let (_, before) = await firstPage()
    var catalog = LaunchCatalog.mock
    let index = catalog.launches.firstIndex { $0.id == "twinB" }!
    catalog.launches[index].payloadIDs = ["new-payload"]
    catalog.launches[index].details = "Now with details."
    let after = await firstPage(catalog).1
    #expect(ListDiff(from: before, to: after).isEmpty)
  }

  @Test func emptyResult() async {
    let (viewModel, before) = await firstPage()
    var query = await viewModel.query
    query.search = "no such launch"
    await viewModel.send(.queryChanged(query))
    guard case .empty = await viewModel.state else {
      Issue.record("expected the empty state")
      return
    }
    let after = await snapshot(viewModel)
    Snapshot.assertJSON(after, named: "snapshot")
    Snapshot.assertJSON(ListDiff(from: before, to: after), named: "diff")
  }
}
