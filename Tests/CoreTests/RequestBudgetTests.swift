import Core
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite struct RequestBudgetTests {
  private static func budget(_ directory: TemporaryDirectory, limit: Int = 3, now: Date = Fixtures.now) -> RequestBudget
  {
    RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: limit, now: { now })
  }

  @Test func reservations_FitTheLimit_AllOrNone_AndSayWhenTheyWouldFit() async throws {
    let directory = try TemporaryDirectory()
    let budget = Self.budget(directory)
    try await budget.reserve(2)
    await #expect(throws: RequestBudget.Exhausted(limit: 3, availableAt: Fixtures.now.addingTimeInterval(3600))) {
      try await budget.reserve(2)
    }
    #expect(await budget.remaining() == 1, "a reservation that did not fit took nothing")
    try await budget.reserve()
    #expect(await budget.remaining() == 0)
  }

  @Test func theWindowRolls_OldRequestsLeaveIt() async throws {
    let directory = try TemporaryDirectory()
    try await Self.budget(directory).reserve(3)
    #expect(await Self.budget(directory, now: Fixtures.now.addingTimeInterval(3599)).remaining() == 0)
    #expect(await Self.budget(directory, now: Fixtures.now.addingTimeInterval(3601)).remaining() == 3)
  }

  @Test func aBlock_StopsEveryReservationUntilItEnds() async throws {
    let directory = try TemporaryDirectory()
    await Self.budget(directory).block(until: Fixtures.now.addingTimeInterval(600))
    await #expect(throws: RequestBudget.Exhausted(limit: 3, availableAt: Fixtures.now.addingTimeInterval(600))) {
      try await Self.budget(directory, now: Fixtures.now.addingTimeInterval(599)).reserve()
    }
    try await Self.budget(directory, now: Fixtures.now.addingTimeInterval(601)).reserve()
  }

  @Test func aLearnedLimit_ReplacesTheDefault() async throws {
    let directory = try TemporaryDirectory()
    await Self.budget(directory).learnLimit(300)
    #expect(await Self.budget(directory).remaining() == 300)
  }

  @Test func aCorruptFile_CountsAsEmpty() async throws {
    let directory = try TemporaryDirectory()
    try Data("not json".utf8).write(to: directory.url.appendingPathComponent("budget.json"))
    #expect(await Self.budget(directory).remaining() == 3)
  }

  /// Budgets opened separately, as separate processes would, each on its own file descriptor:
  /// `flock` serializes them, so together they never take more than the limit.
  @Test func concurrentReservers_NeverOverspend() async throws {
    let directory = try TemporaryDirectory()
    let granted = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let budget = Self.budget(directory, limit: 15)
          var granted = 0
          for _ in 0..<10 where (try? await budget.reserve()) != nil { granted += 1 }
          return granted
        }
      }
      return await group.reduce(0, +)
    }
    #expect(granted == 12, "routine requests leave the urgent reserve of 3")
    #expect(await Self.budget(directory, limit: 15).remaining(priority: .routine) == 0)
    #expect(await Self.budget(directory, limit: 15).remaining() == 3)
  }

  /// Routine requests (background refreshes, `--refresh`) cannot take the last three of LL2's
  /// fifteen; a request for a launch due within the hour can, and says when the next routine one fits.
  @Test func theReserve_IsLeftForUrgentRequests() async throws {
    let directory = try TemporaryDirectory()
    let budget = Self.budget(directory, limit: 15)
    try await budget.reserve(12)
    await #expect(throws: RequestBudget.Exhausted(limit: 15, availableAt: Fixtures.now.addingTimeInterval(3600))) {
      try await budget.reserve()
    }
    try await budget.reserve(3, priority: .urgent)
    await #expect(throws: RequestBudget.Exhausted.self) { try await budget.reserve(priority: .urgent) }
    #expect(RequestBudget.reserveShare(of: 15) == 3)
    #expect(RequestBudget.reserveShare(of: 300) == 3)
    #expect(RequestBudget.reserveShare(of: 7) == 1)
    #expect(RequestBudget.reserveShare(of: 4) == 0, "a tiny budget keeps every request for whoever asks")
    #expect(RequestBudget.reserveShare(of: -5) == 0)
  }

  /// The record cannot be locked (its directory is a file): nothing is reserved, so nothing is sent.
  @Test func anUnlockableRecord_ReservesNothing() async throws {
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("not-a-directory")
    try Data().write(to: blocker)
    let budget = RequestBudget(file: blocker.appendingPathComponent("budget.json"), limit: 3, now: { Fixtures.now })
    await #expect(throws: RequestBudget.Exhausted.self) { try await budget.reserve() }
    #expect(await budget.remaining() == 0)
  }
}
