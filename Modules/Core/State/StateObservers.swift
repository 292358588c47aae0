import Foundation

/// The observers of a view model's state, for use inside the view model's actor: each gets an
/// `AsyncStream` that starts with the current state and then every change.
package struct StateObservers<State: Sendable>: Sendable {
  private var continuations: [UUID: AsyncStream<State>.Continuation] = [:]

  package init() {}

  /// A new stream beginning with `current`. Call ``remove(_:)`` from `onTermination`'s id when
  /// the observer stops listening.
  package mutating func add(current: State, onTermination: @escaping @Sendable (UUID) -> Void) -> AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
    let id = UUID()
    continuations[id] = continuation
    continuation.yield(current)
    continuation.onTermination = { _ in onTermination(id) }
    return stream
  }

  package mutating func remove(_ id: UUID) {
    continuations[id] = nil
  }

  package func broadcast(_ state: State) {
    for continuation in continuations.values { continuation.yield(state) }
  }
}
