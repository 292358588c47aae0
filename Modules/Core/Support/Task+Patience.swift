import Foundation

extension Task where Success: Sendable, Failure == any Error {
  /// The task's result if it ends within `patience`; `nil` when it has not by then, and it goes
  /// on running (whatever it stores, it stores for the next caller).
  ///
  /// Awaiting `value` cannot be cut short (it waits however long the task takes), so the first of
  /// the task's end and the deadline resumes the caller, once. Cancelling the caller cancels the
  /// task: nobody else waits for it.
  package func result(within patience: Duration) async -> Result<Success, any Error>? {
    let first = FirstOutcome<Result<Success, any Error>?>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        first.deliver(to: continuation)
        let deadline = Task<Void, Never> {
          try? await Task<Never, Never>.sleep(for: patience)
          first.settle(nil)
        }
        Task<Void, Never> {
          first.settle(await self.result)
          deadline.cancel()
        }
      }
    } onCancel: {
      self.cancel()
      first.settle(.failure(Swift.CancellationError()))
    }
  }
}

/// The first of several outcomes racing to resume one continuation; later ones are dropped. An
/// outcome may come before the continuation does (a caller cancelled at once), so it is kept for it.
private final class FirstOutcome<Outcome: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Outcome, Never>?
    /// Set once, by the first outcome (an outcome that is itself `nil` is `.some(nil)` here).
    var settled: Outcome?
  }

  private let state = Locked(State())

  func deliver(to continuation: CheckedContinuation<Outcome, Never>) {
    let settled = state.withLock { state -> Outcome? in
      if state.settled == nil { state.continuation = continuation }
      return state.settled
    }
    if let outcome = settled { continuation.resume(returning: outcome) }
  }

  func settle(_ outcome: Outcome) {
    let waiting = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      guard state.settled == nil else { return nil }
      state.settled = outcome
      defer { state.continuation = nil }
      return state.continuation
    }
    waiting?.resume(returning: outcome)
  }
}
