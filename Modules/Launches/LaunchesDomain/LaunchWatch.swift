import Core
import Foundation

/// `spacex next --wait`: waits until the next launch (of a rocket) is `lead` away, following its
/// date as syncs move it, and ends well only on data it can vouch for.
///
/// Each wake-up reads the launches (any process's sync shows here, through the shared cache) and
/// syncs Launch Library 2 only when what it has of the launch is older than ``LaunchFreshness``
/// allows, and once more at the moment itself: a sync for a launch due within the hour is urgent
/// and may spend the budget's reserve. Wake-ups come every third of the time left, at least every
/// ``shortestInterval`` and at most every ``longestInterval``: about seven requests in the hour
/// before the moment, within LL2's fifteen. Within that hour it also looks at the shared cache
/// every ``lookInterval`` between them, for no request, so another process's sync shows within
/// a minute. At the moment the wait is over only when the launch's time is
/// known as of at most the rule's age, and as of the moment itself when the rule allows a look
/// (the last minutes before a launch are when holds come: a look that fails there leaves them
/// unchecked); when it could not be refreshed, or the time has passed with no sign of liftoff,
/// the wait says so instead (``Outcome/unverified(_:checkedAt:reason:)``,
/// ``Outcome/passedUnconfirmed(_:checkedAt:)``).
package struct LaunchWatch: Sendable {
  /// What happened while waiting, for the frontend to say as it goes.
  package enum Event: Sendable {
    /// The launch being waited for, once found.
    case watching(Launch)
    /// A change recorded of it (by this wait's sync or any other process's).
    case changed(LaunchChange)
    /// A sync failed (said once per different reason).
    case refreshFailed(String)
  }

  /// How the wait ended.
  package enum Outcome: Sendable {
    /// The launch is `lead` away (or closer, or flying, or flown), as known at most the rule's age ago.
    case due(Launch, checkedAt: Date)
    /// It has no firm time any more: scrubbed to TBD, or its date known only to the day or worse.
    case noFirmTime(Launch)
    /// It left the data (LL2 merged or removed it).
    case vanished(name: String)
    /// No sync succeeded for longer than ``staleLimit``, or none can in this run (Launch Library 2
    /// off, `--offline`); the last failure says why.
    case stale(reason: String)
    /// The moment came, but what is known of the launch could not be checked at it (older than
    /// ``momentTolerance``, and the look at the moment failed): its time may have moved.
    case unverified(Launch, checkedAt: Date?, reason: String)
    /// Its time passed more than ``confirmationGrace`` ago with no sign of liftoff (not In Flight,
    /// no outcome): a hold, a slip or a scrub nobody has reported yet.
    case passedUnconfirmed(Launch, checkedAt: Date?)
  }

  /// How long the wait goes on without one successful sync.
  package static let staleLimit: TimeInterval = 3600
  package static let shortestInterval: TimeInterval = 120
  package static let longestInterval: TimeInterval = 1800
  /// How long after its time a launch may still show Go before the wait stops vouching for it.
  package static let confirmationGrace: TimeInterval = 60
  /// How old what is known of the launch may be at the moment, when the look at the moment failed.
  package static let momentTolerance: TimeInterval = 60

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

  /// Within the hour of the launch the wait also looks this often at the shared cache between
  /// its own syncs (the launch as any process last synced it, and the ledger's changes): what
  /// another process's sync found is said within a minute, for no request.
  package static let lookInterval: TimeInterval = 60
  /// The shortest look: a sync due a moment from now waits at least this.
  static let lookFloor: TimeInterval = 1

  /// How long to sleep when the moment is `remaining` seconds away.
  package static func interval(remaining: TimeInterval) -> TimeInterval {
    min(remaining, min(max(remaining / 3, shortestInterval), longestInterval))
  }

  /// Waits; `report` hears each event as it happens.
  /// - Throws: ``LaunchesError`` when the launches cannot be loaded at all, or nothing is to come
  ///   even after a sync (`nothingUpcoming`); `CancellationError` when the task is cancelled.
  package func run(report: @Sendable (Event) -> Void) async throws -> Outcome {
    let started = clock()
    var watched: String?
    var watchedName: String?
    var lastFailure: String?
    var reported = Set<LaunchChange>()
    // When the wait's own cadence allows its next sync (the looks between only read the cache).
    var nextSync = started
    while true {
      try Task.checkCancellation()
      var now = clock()
      let syncWake = now >= nextSync
      guard var (launch, checkedAt) = try await current(watched, now: now) else {
        return .vanished(name: watchedName ?? watched ?? "")
      }
      if watched == nil {
        watched = launch.id
        report(.watching(launch))
      }
      watchedName = launch.name
      let rule = LaunchFreshness.maximumAge(of: launch, now: now, window: Self.longestInterval)
      // A sync when the data is older than the rule, and one more at the moment itself (when the
      // budget allows), so the moment is checked against the newest data there is.
      let atMoment = launch.date.addingTimeInterval(-lead) <= now
      if atMoment || (syncWake && checkedAt.map({ now.timeIntervalSince($0) > rule }) ?? true) {
        let within = launch.date.timeIntervalSince(now) <= 3600
        // A copy any process stored since this sync fell due is this sync.
        let moment = atMoment ? launch.date.addingTimeInterval(-lead) : nil
        let refresh = await log.refresh(
          priority: within ? .urgent : .routine,
          ifOlderThan: LaunchFreshness.dueAge(rule: rule, moment: moment, now: now))
        // Waiting on data nothing can update would only follow a clock, not the launch.
        if refresh.isPermanent { return .stale(reason: refresh.failure ?? "nothing can refresh the launches") }
        for change in refresh.changes.of(launch) where reported.insert(change).inserted { report(.changed(change)) }
        if let failure = refresh.failure {
          if failure != lastFailure { report(.refreshFailed(failure)) }
          lastFailure = failure
        } else {
          lastFailure = nil
          now = clock()
          guard let found = try await current(watched, now: now) else { return .vanished(name: launch.name) }
          launch = found.launch
          checkedAt = now
        }
      }
      // What other processes' syncs recorded of it since the wait began.
      for change in log.changes(of: launch) where change.seenAt >= started && reported.insert(change).inserted {
        report(.changed(change))
      }
      if launch.success != nil || launch.launchDay.status == .inFlight {
        return .due(launch, checkedAt: checkedAt ?? now)
      }
      if launch.datePrecision != .hour || launch.launchDay.status == .toBeDetermined { return .noFirmTime(launch) }
      if now.timeIntervalSince(launch.date) > Self.confirmationGrace {
        return .passedUnconfirmed(launch, checkedAt: checkedAt)
      }
      let remaining = launch.date.addingTimeInterval(-lead).timeIntervalSince(now)
      if remaining <= 0 {
        // The look at the moment failed: only data from the last minute vouches for it.
        let vouching = lastFailure == nil ? rule : min(rule, Self.momentTolerance)
        guard let checkedAt, now.timeIntervalSince(checkedAt) <= vouching else {
          return .unverified(launch, checkedAt: checkedAt, reason: lastFailure ?? "no sync could run")
        }
        return .due(launch, checkedAt: checkedAt)
      }
      if now.timeIntervalSince(checkedAt ?? started) > Self.staleLimit {
        return .stale(reason: lastFailure ?? "no sync succeeded")
      }
      // Nothing in this run can update the launch (`--offline`, LL2 off): waiting would follow a
      // clock to a moment it could never vouch for, so it ends now, as it would end then.
      if !log.canRefresh {
        let refresh = await log.refresh(priority: .routine)
        return .stale(reason: refresh.failure ?? "nothing can refresh the launches")
      }
      let wait = Self.interval(remaining: remaining)
      if syncWake { nextSync = now.addingTimeInterval(wait) }
      let within = launch.date.timeIntervalSince(now) <= 3600
      try await sleep(
        within ? min(wait, Self.lookInterval, max(nextSync.timeIntervalSince(now), Self.lookFloor)) : wait)
    }
  }

  /// The launch waited for (the next one, until it is chosen; `nil` once it left the data) and
  /// when its data was fetched from Launch Library 2 (`nil` when nothing fetched it: the sample).
  private func current(_ watched: String?, now: Date) async throws -> (launch: Launch, checkedAt: Date?)? {
    let sourced = try await launches.catalog(refresh: false)
    let provenance =
      sourced.provenance.part(.launchLibrary) ?? ProviderProvenance(provider: .spaceXAPI, sourced.provenance)
    let checkedAt = provenance.source == .bundled ? nil : provenance.fetchedAt
    if let watched {
      return sourced.value.launches.first { $0.id == watched }.map { ($0, checkedAt) }
    }
    if let next = try sourced.value.nextLaunch(rocket: rocket, now: now) { return (next, checkedAt) }
    // Nothing to come in this copy: one sync may bring one; if not, there is nothing to wait
    // for, and waiting would follow a clock, not a launch.
    guard await log.refresh(priority: .routine).failure == nil,
      let refreshed = try? await launches.catalog(refresh: false),
      let next = try refreshed.value.nextLaunch(rocket: rocket, now: clock())
    else { throw LaunchesError.nothingUpcoming(rocket: rocket) }
    return (next, clock())
  }
}
