import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// ``LaunchWatch`` on a fake clock that moves only when the watch sleeps, over launches a fake
/// sync changes: an hour of waiting in milliseconds.
@Suite struct LaunchWatchTests {
  private static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// The world the watch sees: a clock, the launch as the data has it now and when it was
  /// fetched, and what each sync does.
  private final class World: LaunchRepository, LaunchChangeLog, Sendable {
    let now = Locked(LaunchWatchTests.start)
    let launch: Locked<Launch>
    /// When Launch Library 2's copy was fetched (a successful sync moves it to the sync's moment).
    let fetchedAt: Locked<Date>
    let syncs = Locked<[Date]>([])
    let priorities = Locked<[RequestBudget.Priority]>([])
    /// What the sync at each moment (by count, from 1) does to the launch, with the change it records.
    let script: [Int: @Sendable (inout Launch) -> LaunchChange.Kind]
    let failing: Bool

    init(
      launch: Launch, fetchedAt: Date = LaunchWatchTests.start, failing: Bool = false,
      script: [Int: @Sendable (inout Launch) -> LaunchChange.Kind] = [:]
    ) {
      self.launch = Locked(launch)
      self.fetchedAt = Locked(fetchedAt)
      self.failing = failing
      self.script = script
    }

    func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
      let catalog = LaunchCatalog(launches: [launch.withLock { $0 }], rockets: [], launchpads: [])
      let fetched = Provenance(source: .cache, isStale: false, fetchedAt: fetchedAt.withLock { $0 })
      return Sourced(catalog, provenance: fetched.combined(with: ProviderProvenance(provider: .launchLibrary, fetched)))
    }

    func changes(since moment: Date) -> [LaunchChange] { [] }
    func changes(of launch: Launch) -> [LaunchChange] { [] }

    var canRefresh: Bool { true }
    func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh {
      let moment = now.withLock { $0 }
      let count = syncs.withLock {
        $0.append(moment)
        return $0.count
      }
      priorities.withLock { $0.append(priority) }
      if failing { return LaunchRefresh(changes: [], failure: "over budget") }
      fetchedAt.withLock { $0 = moment }
      guard let step = script[count] else { return LaunchRefresh(changes: []) }
      let (kind, name) = launch.withLock { launch in (step(&launch), launch.name) }
      return LaunchRefresh(changes: [LaunchChange(seenAt: moment, launchID: "a", launchName: name, kind: kind)])
    }

    func watch(lead: TimeInterval) -> LaunchWatch {
      LaunchWatch(
        launches: self, log: self, rocket: nil, lead: lead, clock: { self.now.withLock { $0 } },
        sleep: { seconds in self.now.withLock { $0 = $0.addingTimeInterval(seconds) } })
    }
  }

  private static func launch(dueIn seconds: TimeInterval) -> Launch {
    var launch = Launch.mock(
      "a", 1, "Fixture", "2027-01-15T08:00:00.000Z", rocket: "f9", pad: "slc40", success: nil, upcoming: true)
    launch.date = start.addingTimeInterval(seconds)
    launch.launchDay = LaunchDay(status: .go)
    return launch
  }

  @Test func anHourOfWaiting_StaysWithinTheHourlyBudget_AndEndsAtTheMoment() async throws {
    let world = World(launch: Self.launch(dueIn: 70 * 60))
    let outcome = try await world.watch(lead: 10 * 60).run { _ in }
    guard case .due(_, let checkedAt) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    let end = world.now.withLock { $0 }
    #expect(end == Self.start.addingTimeInterval(60 * 60), "ends exactly 10 minutes before")
    #expect(end.timeIntervalSince(checkedAt) <= LaunchFreshness.withinHour, "vouched for by a sync within 5 minutes")
    let syncs = world.syncs.withLock { $0 }
    #expect(syncs.count <= 10, "\(syncs.count) syncs in the hour")
    #expect(syncs.count >= 5, "follows the launch: \(syncs.count) syncs")
    // Within the hour of the launch every sync may spend the reserve; none before.
    let urgent = zip(syncs, world.priorities.withLock { $0 }).map { moment, priority in
      (Self.start.addingTimeInterval(70 * 60).timeIntervalSince(moment) <= 3600) == (priority == .urgent)
    }
    #expect(urgent.allSatisfy { $0 }, "\(world.priorities.withLock { $0 })")
    // Never two syncs closer than the shortest interval, but for the one at the moment itself.
    let gaps = zip(syncs.dropFirst(), syncs).map { $0.timeIntervalSince($1) }
    #expect(gaps.dropLast().allSatisfy { $0 >= LaunchWatch.shortestInterval }, "\(gaps)")
  }

  @Test func aSlip_MovesTheMoment_AndIsReported() async throws {
    let world = World(
      launch: Self.launch(dueIn: 30 * 60),
      script: [
        2: { launch in
          launch.date = launch.date.addingTimeInterval(3600)
          return .date
        }
      ])
    let events = Locked<[String]>([])
    let outcome = try await world.watch(lead: 0).run { event in
      if case .changed(let change) = event { events.withLock { $0.append(change.kind.rawValue) } }
    }
    guard case .due(let launch, _) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(launch.date == Self.start.addingTimeInterval(90 * 60))
    #expect(world.now.withLock { $0 } == Self.start.addingTimeInterval(90 * 60))
    #expect(events.withLock { $0 } == ["date"])
  }

  @Test func aScrubToTBD_EndsWithNoFirmTime() async throws {
    let world = World(
      launch: Self.launch(dueIn: 30 * 60),
      script: [
        2: { launch in
          launch.launchDay.status = .toBeDetermined
          launch.datePrecision = .month
          return .status
        }
      ])
    let outcome = try await world.watch(lead: 0).run { _ in }
    guard case .noFirmTime = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
  }

  @Test func noSuccessfulSyncForAnHour_EndsStale() async throws {
    let world = World(launch: Self.launch(dueIn: 3 * 3600), failing: true)
    let failures = Locked(0)
    let outcome = try await world.watch(lead: 0).run { event in
      if case .refreshFailed = event { failures.withLock { $0 += 1 } }
    }
    guard case .stale(let reason) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(reason == "over budget")
    #expect(failures.withLock { $0 } == 1, "the same failure is said once")
    let waited = world.now.withLock { $0 }.timeIntervalSince(Self.start)
    #expect(waited > LaunchWatch.staleLimit && waited <= LaunchWatch.staleLimit + LaunchWatch.longestInterval)
  }

  /// Launch day as it went wrong: the budget is gone, the launch (known 47 minutes ago) is due in
  /// 12 minutes and the wait is for 30 minutes before it. The moment has passed on data nobody
  /// could check: the wait tries one urgent sync, then says it cannot vouch, instead of firing.
  @Test func aMomentOnUncheckedData_IsNotVouchedFor() async throws {
    let world = World(
      launch: Self.launch(dueIn: 12 * 60), fetchedAt: Self.start.addingTimeInterval(-47 * 60), failing: true)
    let outcome = try await world.watch(lead: 30 * 60).run { _ in }
    guard case .unverified(_, let checkedAt, let reason) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(checkedAt == Self.start.addingTimeInterval(-47 * 60))
    #expect(reason == "over budget")
    #expect(world.priorities.withLock { $0 } == [.urgent], "one sync, spending the reserve")
    #expect(world.now.withLock { $0 } == Self.start, "at once")
  }

  /// The same moment on data two minutes old (within the rule) when the look at the moment fails:
  /// the last minutes before a launch, when holds come, went unchecked, so it is not vouched for.
  @Test func aMomentWhoseLookFails_IsNotVouchedFor_OnDataOlderThanAMinute() async throws {
    let world = World(
      launch: Self.launch(dueIn: 12 * 60), fetchedAt: Self.start.addingTimeInterval(-2 * 60), failing: true)
    let outcome = try await world.watch(lead: 30 * 60).run { _ in }
    guard case .unverified(_, let checkedAt, let reason) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(checkedAt == Self.start.addingTimeInterval(-2 * 60))
    #expect(reason == "over budget")
    #expect(world.priorities.withLock { $0 } == [.urgent])
  }

  /// Data from the last minute still vouches for the moment when the look at it fails.
  @Test func aMomentOnDataFromTheLastMinute_IsDue_EvenWhenTheLookFails() async throws {
    let world = World(
      launch: Self.launch(dueIn: 12 * 60), fetchedAt: Self.start.addingTimeInterval(-30), failing: true)
    let outcome = try await world.watch(lead: 30 * 60).run { _ in }
    guard case .due(_, let checkedAt) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(checkedAt == Self.start.addingTimeInterval(-30))
    #expect(world.priorities.withLock { $0 } == [.urgent])
  }

  /// Go at a time three minutes past, on fresh data: no sign of liftoff, so no "lifts off in 0s".
  @Test func aTimePassedWithNoLiftoff_IsUnconfirmed() async throws {
    let world = World(launch: Self.launch(dueIn: -3 * 60))
    let outcome = try await world.watch(lead: 0).run { _ in }
    guard case .passedUnconfirmed(let launch, _) = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(launch.launchDay.status == .go)
  }

  /// In flight is liftoff confirmed: the wait is over, whenever the time said.
  @Test func inFlight_IsDue() async throws {
    var flying = Self.launch(dueIn: -3 * 60)
    flying.launchDay.status = .inFlight
    let outcome = try await World(launch: flying).watch(lead: 0).run { _ in }
    guard case .due = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
  }
}
