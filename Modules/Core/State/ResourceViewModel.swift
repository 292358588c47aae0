import Foundation

/// A screen that loads one resource: inputs in, one stream of ``LoadableState`` out.
///
/// Both frontends drive the same instances: `spacex` sends an input and renders the state,
/// `spacex-rpc` holds one per open view and forwards every new state to the editor.
package actor ResourceViewModel<Value: Sendable> {
  package enum Input: Sendable, Hashable {
    /// The screen appeared: load, from the fresh cache when there is one.
    case loadRequested
    /// The user asked for new data: skip the fresh cache.
    case refreshRequested
    /// After a failure: try the same load again.
    case retryTapped
  }

  package private(set) var state: LoadableState<Value> = .idle
  private let load: @Sendable (_ refresh: Bool) async throws -> Sourced<Value>
  private let isEmpty: @Sendable (Value) -> Bool
  private var observers = StateObservers<LoadableState<Value>>()

  /// - Parameters:
  ///   - load: fetches the value; `refresh` is true when fresh cache must be skipped.
  ///   - isEmpty: when a loaded value counts as "nothing matched".
  package init(
    load: @escaping @Sendable (_ refresh: Bool) async throws -> Sourced<Value>,
    isEmpty: @escaping @Sendable (Value) -> Bool = { _ in false }
  ) {
    self.load = load
    self.isEmpty = isEmpty
  }

  /// Applies one input and returns once its state change is complete.
  package func send(_ input: Input) async {
    setState(.loading)
    do {
      let loaded = try await load(input == .refreshRequested)
      setState(isEmpty(loaded.value) ? .empty(loaded) : .loaded(loaded))
    } catch {
      setState(.failed(error))
    }
  }

  /// Every state from now on, starting with the current one.
  package func states() -> AsyncStream<LoadableState<Value>> {
    observers.add(current: state) { [weak self] id in
      Task { await self?.removeObserver(id) }
    }
  }

  private func removeObserver(_ id: UUID) {
    observers.remove(id)
  }

  private func setState(_ newState: LoadableState<Value>) {
    state = newState
    observers.broadcast(newState)
  }
}
