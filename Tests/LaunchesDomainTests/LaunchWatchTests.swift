import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// ``LaunchWatch`` on a fake clock that moves only when the watch sleeps, over launches a fake
/// sync changes: an hour of waiting in milliseconds.
@Suite struct LaunchWatchTests {
  private static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// The world the watch sees: a clock, the launch as the data has it now, and what each sync does.
  private final class World: LaunchRepository, LaunchChangeLog, Sendable {
    let now = Locked(LaunchWatchTests.start)
    let launch: Locked<Launch>
    let syncs = Locked<[Date]>([])
    /// What the sync at each moment (by count, from 1) does to the launch, with the change it records.
    let script: [Int: @Sendable (inout Launch) -> LaunchChange.Kind]
    let failing: Bool

    init(launch: Launch, failing: Bool = false, script: [Int: @Sendable (inout Launch) -> LaunchChange.Kind] = [:]) {
      self.launch = Locked(launch)
      self.failing = failing
      self.script = script
    }

    func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
      let catalog = LaunchCatalog(launches: [launch.withLock { $0 }], rockets: [], launchpads: [])
      return Sourced(catalog, provenance: Provenance(source: .cache, isStale: false, fetchedAt: now.withLock { $0 }))
    }

    func changes(since moment: Date) -> [LaunchChange] { [] }
    func changes(of launch: Launch) -> [LaunchChange] { [] }

    func refresh() async -> LaunchRefresh {
      let moment = now.withLock { $0 }
      let count = syncs.withLock {
        $0.append(moment)
        return $0.count
      }
      if failing { return LaunchRefresh(changes: [], failure: "over budget") }
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
    guard case .due = outcome else {
      Issue.record("ended \(outcome)")
      return
    }
    #expect(world.now.withLock { $0 } == Self.start.addingTimeInterval(60 * 60), "ends exactly 10 minutes before")
    let syncs = world.syncs.withLock { $0 }
    #expect(syncs.count <= 15, "\(syncs.count) syncs in the hour")
    #expect(syncs.count >= 5, "follows the launch: \(syncs.count) syncs")
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
    guard case .due(let launch) = outcome else {
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
}
