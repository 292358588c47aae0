import Core
import Foundation
import Testing

/// Every wall-clock bound the suite keeps, in one place. No test asserts how fast the machine is:
/// a test waits for an event (a request arriving, a line printed, a file written) and these only
/// stop a test that would otherwise wait for ever. Each is far beyond what it needs on an idle
/// machine, so two CPU-bound processes beside the suite (or a sanitizer's build) never reach it.
/// `TestRulesTests` flags a wall-clock measurement or a literal timeout anywhere else.
package enum WallClockBounds {
  /// Waiting for an event that takes milliseconds on an idle machine (a server seeing a request,
  /// a notification, a process writing a line): 60 s, over 100× what it needs.
  package static let event: Duration = .seconds(60)

  /// The time limit of a test that would hang (or take quadratic time) if what it tests broke,
  /// and takes under a second on an idle machine: 10 minutes (Swift Testing counts in minutes).
  /// Such a test is async, and under AddressSanitizer the suite's tests that block on their
  /// processes hold the cooperative threads so long that one of them reports 300 to 440 s
  /// (most of it waiting for a thread): 5 minutes left no room on a slower machine. A test that
  /// truly hangs still ends well within its CI stage's bound (`.ci/bounded`).
  package static let hangGuard: TimeLimitTrait.Duration = .minutes(10)

  /// How long a process a test starts may run before it is ended (``Foundation/Process/runBounded(within:)``):
  /// 10 minutes. On an idle machine each ends within seconds (a server a test drives through a
  /// walk of every screen included), and the whole suite under AddressSanitizer takes under 9.
  package static let process: Duration = .seconds(600)

  /// ``event`` from now, for a semaphore's wait.
  package static var eventDeadline: DispatchTime { .now() + event.timeInterval }

  /// How often a wait for an event looks again.
  package static let poll: Duration = .milliseconds(20)

  /// Waits, blocking this thread, until `condition` holds or ``event`` has passed; whether it held.
  @discardableResult
  package static func waitFor(upTo bound: Duration = event, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + bound
    while ContinuousClock.now < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: poll.timeInterval)
    }
    return try condition()
  }

  /// Waits, without blocking a thread, for work of this process that needs the cooperative
  /// threads: as long as it takes, since the suite's tests that block on their processes can
  /// hold a two-core machine's two threads for minutes under load (or a sanitizer's build). The
  /// calling test carries `.timeLimit(hangGuard)`, and this throws `CancellationError` once the
  /// limit has cancelled it: Swift Testing waits for a timed-out test to return, and a wait that
  /// swallowed the cancellation would spin for ever (holding the whole run) if what it waits
  /// for never comes.
  package static func untilDone(_ condition: () async throws -> Bool) async throws {
    while try await !condition() { try await Task.sleep(for: poll) }
  }

  /// Waits, without blocking a thread, until `condition` holds or ``event`` has passed; whether it held.
  @discardableResult
  package static func eventually(upTo bound: Duration = event, _ condition: () async throws -> Bool) async rethrows
    -> Bool
  {
    let deadline = ContinuousClock.now + bound
    // Once the test is cancelled (its time limit), sleeping throws at once: the last look is
    // taken then, rather than spinning until the deadline.
    while ContinuousClock.now < deadline, !Task.isCancelled {
      if try await condition() { return true }
      try? await Task.sleep(for: poll)
    }
    return try await condition()
  }
}
