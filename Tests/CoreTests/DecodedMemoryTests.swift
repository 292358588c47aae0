import Core
import Foundation
import TestSupport
import Testing

/// Coalesced work and cancellation: a fetch shared by several requests stops only when none of
/// them still waits, and never hands a later caller a cancelled result.
@Suite struct DecodedMemoryTests {
  /// Waits as long as it takes: on a loaded machine the suite's tests that block on their
  /// processes can hold a two-core machine's cooperative threads for minutes, which delays the
  /// work's start, not what the test checks. Each test's hang guard bounds it.
  private static func waitUntil(_ condition: () -> Bool) async throws {
    try await WallClockBounds.untilDone { condition() }
  }

  @Test(.timeLimit(WallClockBounds.hangGuard)) func abandonedWork_IsCancelled_AndTheNextCallerStartsAfresh()
    async throws
  {
    let memory = DecodedMemory()
    let started = Locked(0)
    let first = Task {
      try await memory.coalescing("k") { () async throws -> Int in
        started.withLock { $0 += 1 }
        try await Task.sleep(for: .seconds(30))
        return 1
      }
    }
    try await Self.waitUntil { started.withLock { $0 } == 1 }
    first.cancel()
    await #expect(throws: CancellationError.self) { try await first.value }
    // The shared work stopped when its only waiter left: had it gone on, the next caller would
    // have joined it and got its 1 (30 s later) instead of starting afresh.
    let next = try await memory.coalescing("k") { () async throws -> Int in 2 }
    #expect(next == 2)
  }

  @Test(.timeLimit(WallClockBounds.hangGuard)) func sharedWork_GoesOn_WhileAnotherCallerWaits() async throws {
    let memory = DecodedMemory()
    let started = Locked(0)
    // The work runs until the test lets it finish, so a busy machine cannot end it before the
    // second caller has joined (which would make the second start its own).
    let finish = Locked(false)
    let work = { @Sendable () async throws -> Int in
      started.withLock { $0 += 1 }
      while !finish.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(2)) }
      return 7
    }
    let first = Task { try await memory.coalescing("k", work) }
    try await Self.waitUntil { started.withLock { $0 } == 1 }
    let second = Task { try await memory.coalescing("k", work) }
    try await Self.waitUntil { memory.waiters(for: "k", as: Int.self) == 2 }
    first.cancel()
    try await Self.waitUntil { memory.waiters(for: "k", as: Int.self) == 1 }  // the second still waits
    finish.withLock { $0 = true }
    #expect(try await second.value == 7)
    _ = try? await first.value
    #expect(started.withLock { $0 } == 1, "one piece of work for both")
  }
}
