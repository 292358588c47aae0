import Core
import Foundation
import TestSupport
import Testing

@Suite struct ResourceViewModelTests {
  private struct Offline: Error {}

  /// Answers from a script of results, recording whether each load asked for a refresh.
  private final class Loader: Sendable {
    let script: Locked<[Result<[Int], Offline>]>
    let refreshes = Locked<[Bool]>([])
    init(_ script: [Result<[Int], Offline>]) { self.script = Locked(script) }

    func load(refresh: Bool) throws -> Sourced<[Int]> {
      refreshes.withLock { $0.append(refresh) }
      let next = script.withLock { $0.removeFirst() }
      return Sourced(try next.get(), provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    }
  }

  private func statuses(_ viewModel: ResourceViewModel<[Int]>, after inputs: [ResourceViewModel<[Int]>.Input]) async
    -> [String]
  {
    let stream = await viewModel.states()
    for input in inputs { await viewModel.send(input) }
    var statuses: [String] = []
    for await state in stream {
      statuses.append(state.status)
      if statuses.count == 1 + 2 * inputs.count { break }
    }
    return statuses
  }

  @Test func load_ThenFailure_ThenRetry_StreamsEveryState() async {
    let loader = Loader([.failure(Offline()), .success([1, 2])])
    let viewModel = ResourceViewModel<[Int]>(load: { try loader.load(refresh: $0) }, isEmpty: \.isEmpty)
    let states = await statuses(viewModel, after: [.loadRequested, .retryTapped])
    #expect(states == ["idle", "loading", "failed", "loading", "loaded"])
    #expect(await viewModel.state.value == [1, 2])
  }

  @Test func emptyValue_IsTheEmptyState_AndRefreshSkipsTheFreshCache() async {
    let loader = Loader([.success([]), .success([3])])
    let viewModel = ResourceViewModel<[Int]>(load: { try loader.load(refresh: $0) }, isEmpty: \.isEmpty)
    let states = await statuses(viewModel, after: [.loadRequested, .refreshRequested])
    #expect(states == ["idle", "loading", "empty", "loading", "loaded"])
    #expect(loader.refreshes.withLock { $0 } == [false, true])
  }
}
