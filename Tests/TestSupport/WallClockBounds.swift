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
  /// and takes under a second on an idle machine: 5 minutes (Swift Testing counts in minutes).
  package static let hangGuard: TimeLimitTrait.Duration = .minutes(5)

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
  /// calling test carries `.timeLimit(hangGuard)`.
  package static func untilDone(_ condition: () async throws -> Bool) async rethrows {
    while try await !condition() { try? await Task.sleep(for: poll) }
  }

  /// Waits, without blocking a thread, until `condition` holds or ``event`` has passed; whether it held.
  @discardableResult
  package static func eventually(upTo bound: Duration = event, _ condition: () async throws -> Bool) async rethrows
    -> Bool
  {
    let deadline = ContinuousClock.now + bound
    while ContinuousClock.now < deadline {
      if try await condition() { return true }
      try? await Task.sleep(for: poll)
    }
    return try await condition()
  }
}
