import Core
import Foundation

/// `spacex next --wait`: waits until the next launch (of a rocket) is `lead` away, following its
/// date as syncs move it, and says why when it cannot.
///
/// Every wake-up syncs the fresh source first (one request, refused by the shared budget when it
/// does not fit), so the moment is always checked against the newest data there is. Wake-ups come
/// every third of the time left, at least every ``shortestInterval`` and at most every
/// ``longestInterval``, and once at the moment itself: about ten requests in the hour before it,
/// within LL2's fifteen.
package struct LaunchWatch: Sendable {
  /// What happened while waiting, for the frontend to say as it goes.
  package enum Event: Sendable {
    /// The launch being waited for, once found.
    case watching(Launch)
    /// A change a sync recorded of it.
    case changed(LaunchChange)
    /// A sync failed (said once per different reason).
    case refreshFailed(String)
  }

  /// How the wait ended.
  package enum Outcome: Sendable {
    /// The launch is `lead` away (or closer: it was when the wait began, or it flew early).
    case due(Launch)
    /// It has no firm time any more: scrubbed to TBD, or its date known only to the day or worse.
    case noFirmTime(Launch)
    /// It left the data (LL2 merged or removed it).
    case vanished(name: String)
    /// No sync succeeded for longer than ``staleLimit``, or none can in this run (Launch Library 2
    /// off, `--offline`); the last failure says why.
    case stale(reason: String)
  }

  /// How long the wait goes on without one successful sync.
  package static let staleLimit: TimeInterval = 3600
  package static let shortestInterval: TimeInterval = 120
  package static let longestInterval: TimeInterval = 1800

  package var launches: any LaunchRepository
  package var log: any LaunchChangeLog
  package var rocket: String?
  /// How long before liftoff to stop waiting.
  package var lead: TimeInterval
  package var clock: @Sendable () -> Date
  package var sleep: @Sendable (TimeInterval) async throws -> Void

  package init(
    launches: any LaunchRepository, log: any LaunchChangeLog, rocket: String?, lead: TimeInterval,
    clock: @escaping @Sendable () -> Date = Date.init,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
  ) {
    self.launches = launches
    self.log = log
    self.rocket = rocket
    self.lead = lead
    self.clock = clock
    self.sleep = sleep
  }

  /// How long to sleep when the moment is `remaining` seconds away.
  package static func interval(remaining: TimeInterval) -> TimeInterval {
    min(remaining, min(max(remaining / 3, shortestInterval), longestInterval))
  }

  /// Waits; `report` hears each event as it happens.
  /// - Throws: ``LaunchesError`` when the launches cannot be loaded at all, or nothing is upcoming
  ///   (`notFound`); `CancellationError` when the task is cancelled.
  package func run(report: @Sendable (Event) -> Void) async throws -> Outcome {
    let started = clock()
    var watched: String?
    var lastSync: Date?
    var lastFailure: String?
    while true {
      try Task.checkCancellation()
      let refresh = await log.refresh()
      let now = clock()
      // Waiting on data nothing can update would only follow a clock, not the launch.
      if refresh.isPermanent { return .stale(reason: refresh.failure ?? "nothing can refresh the launches") }
      if let failure = refresh.failure {
        if failure != lastFailure { report(.refreshFailed(failure)) }
        lastFailure = failure
      } else {
        lastSync = now
        lastFailure = nil
      }
      let catalog = try await launches.catalog(refresh: false).value
      let launch: Launch
      if let watched {
        guard let found = catalog.launches.first(where: { $0.id == watched }) else {
          return .vanished(name: refresh.changes.last?.launchName ?? watched)
        }
        launch = found
      } else {
        guard let next = try catalog.nextLaunch(rocket: rocket, now: now) else {
          throw LaunchesError.notFound(reference: rocket ?? "next", suggestions: [])
        }
        launch = next
        watched = next.id
        report(.watching(next))
      }
      for change in refresh.changes.of(launch) { report(.changed(change)) }
      if launch.success != nil { return .due(launch) }
      if launch.datePrecision != .hour || launch.launchDay.status == .toBeDetermined { return .noFirmTime(launch) }
      if now.timeIntervalSince(lastSync ?? started) > Self.staleLimit {
        return .stale(reason: lastFailure ?? "no sync succeeded")
      }
      let remaining = launch.date.addingTimeInterval(-lead).timeIntervalSince(now)
      if remaining <= 0 { return .due(launch) }
      try await sleep(Self.interval(remaining: remaining))
    }
  }
}
