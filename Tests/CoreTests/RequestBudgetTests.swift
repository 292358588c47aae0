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

  @Test func reservations_FitTheLimit_AllOrNone_AndSayWhenTheyWouldFit() throws {
    let directory = try TemporaryDirectory()
    let budget = Self.budget(directory)
    try budget.reserve(2)
    #expect(throws: RequestBudget.Exhausted(limit: 3, availableAt: Fixtures.now.addingTimeInterval(3600))) {
      try budget.reserve(2)
    }
    #expect(budget.remaining == 1, "a reservation that did not fit took nothing")
    try budget.reserve()
    #expect(budget.remaining == 0)
  }

  @Test func theWindowRolls_OldRequestsLeaveIt() throws {
    let directory = try TemporaryDirectory()
    try Self.budget(directory).reserve(3)
    #expect(Self.budget(directory, now: Fixtures.now.addingTimeInterval(3599)).remaining == 0)
    #expect(Self.budget(directory, now: Fixtures.now.addingTimeInterval(3601)).remaining == 3)
  }

  @Test func aBlock_StopsEveryReservationUntilItEnds() throws {
    let directory = try TemporaryDirectory()
    Self.budget(directory).block(until: Fixtures.now.addingTimeInterval(600))
    #expect(throws: RequestBudget.Exhausted(limit: 3, availableAt: Fixtures.now.addingTimeInterval(600))) {
      try Self.budget(directory, now: Fixtures.now.addingTimeInterval(599)).reserve()
    }
    try Self.budget(directory, now: Fixtures.now.addingTimeInterval(601)).reserve()
  }

  @Test func aLearnedLimit_ReplacesTheDefault() throws {
    let directory = try TemporaryDirectory()
    Self.budget(directory).learnLimit(300)
    #expect(Self.budget(directory).remaining == 300)
  }

  @Test func aCorruptFile_CountsAsEmpty() throws {
    let directory = try TemporaryDirectory()
    try Data("not json".utf8).write(to: directory.url.appendingPathComponent("budget.json"))
    #expect(Self.budget(directory).remaining == 3)
  }

  /// Budgets opened separately, as separate processes would, each on its own file descriptor:
  /// `flock` serializes them, so together they never take more than the limit.
  @Test func concurrentReservers_NeverOverspend() throws {
    let directory = try TemporaryDirectory()
    let granted = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let budget = Self.budget(directory, limit: 15)
      for _ in 0..<10 where (try? budget.reserve()) != nil {
        granted.withLock { $0 += 1 }
      }
    }
    #expect(granted.withLock { $0 } == 15)
    #expect(Self.budget(directory, limit: 15).remaining == 0)
  }
}
