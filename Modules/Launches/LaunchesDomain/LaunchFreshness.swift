import Core
import Foundation

/// How old what is shown of a launch may be, by how near the launch is: the rule every screen,
/// the wait and the sync share.
///
/// A launch due within the hour (or whose time passed within the hour with no outcome yet, while
/// it may be holding or flying) at most 5 minutes; within a day at most 30; any other launch the
/// cache window. Launch Library 2's hourly budget pays for it: one sync every 5 minutes is 12 an
/// hour, which the budget's routine share allows, and every process on the cache shares each sync.
package enum LaunchFreshness {
  package static let withinHour: TimeInterval = 5 * 60
  package static let withinDay: TimeInterval = 30 * 60
  /// For the first two minutes after the time of a launch that is Go and not yet In Flight: LL2
  /// marks liftoff about then, and one sync a minute and a half after T−0 (one request more in
  /// the hour) tells it within two minutes instead of five.
  package static let liftoffLook: TimeInterval = 90
  static let liftoffWindow: TimeInterval = 120

  /// The oldest data that may be shown of `launch` at `now` without saying its age; `window` is
  /// the cache's freshness window (never exceeded, and kept when it is shorter).
  package static func maximumAge(of launch: Launch, now: Date, window: TimeInterval) -> TimeInterval {
    guard launch.success == nil, launch.datePrecision == .hour else { return window }
    return maximumAge(of: launch.timing, now: now, window: window)
  }

  /// The same rule for a launch's ``LaunchTiming``.
  package static func maximumAge(of launch: LaunchTiming, now: Date, window: TimeInterval) -> TimeInterval {
    guard !launch.isSettled, launch.precision == .hour else { return window }
    let ahead = launch.date.timeIntervalSince(now)
    if ahead <= 0 && ahead > -liftoffWindow && launch.status == .go { return min(window, liftoffLook) }
    if ahead <= 3600 && ahead > -3600 { return min(window, withinHour) }
    if ahead > 0 && ahead <= 86_400 { return min(window, withinDay) }
    return window
  }

  /// How young a copy must be to count as the sync a surface falls due for at `now`: one stored
  /// since the rule's age ago, or, once `moment` (T−0, a wait's moment) has come, since that
  /// moment (to the second). Surfaces due together then send one request between them: the
  /// first stores the copy, and it counts for the others.
  package static func dueAge(rule: TimeInterval, moment: Date?, now: Date) -> TimeInterval {
    guard let moment, now >= moment else { return rule }
    return min(rule, now.timeIntervalSince(moment) + 1)
  }

  /// The strictest rule among the catalog's launches at `now`: what a cached copy of the whole
  /// catalog must be younger than to count as fresh.
  package static func maximumAge(of catalog: LaunchCatalog, now: Date, window: TimeInterval) -> TimeInterval {
    // Only launches with an hour's precision and no outcome qualify (a short scan of the upcoming
    // end), filtered before a launch's timing is read from its box.
    maximumAge(
      of: catalog.launches.lazy.filter { $0.success == nil && $0.datePrecision == .hour }.map(\.timing), now: now,
      window: window)
  }

  /// The same for launches known by their timing alone (a status line's record of the launches to come).
  package static func maximumAge(
    of launches: some Sequence<LaunchTiming>, now: Date, window: TimeInterval
  ) -> TimeInterval {
    var age = window
    for launch in launches where !launch.isSettled && launch.precision == .hour {
      age = min(age, maximumAge(of: launch, now: now, window: window))
      if age == withinHour { break }
    }
    return age
  }

  /// How old Launch Library 2's copy may be to say a webcast is live now: its flag says what was
  /// so at the sync, and a webcast ends within the hour or two of a launch.
  package static let liveClaimAge: TimeInterval = 15 * 60

  /// `catalog` as far as `provenance` vouches for `now`: a webcast Launch Library 2 said was live
  /// (the launch's flag, or a stream's own), of a launch still to come, is unknown (`nil`) unless
  /// its part was fetched (live or from the cache, not the offline sample) within
  /// ``liveClaimAge`` and is not stale. A "live" from an old copy is a lie.
  package static func vouched(_ catalog: LaunchCatalog, provenance: Provenance, now: Date) -> LaunchCatalog {
    if vouchesLive(provenance, now: now) { return catalog }
    // Launches still to come only: a flown launch is shown live nowhere, and reading every
    // launch's launch day (a copy of its boxed fields each) cost a quarter of a warm query.
    let mayBeLive: (Launch) -> Bool = { launch in
      guard launch.isUpcoming else { return false }
      let day = launch.launchDay
      return day.webcastLive == true || day.webcasts?.contains { $0.live == true } == true
    }
    guard catalog.launches.contains(where: mayBeLive) else { return catalog }
    var vouched = catalog
    vouched.changeLaunchDays(where: mayBeLive) { day in
      day.webcastLive = nil
      day.webcasts = day.webcasts?.map { stream in
        var stream = stream
        stream.live = nil
        return stream
      }
    }
    return vouched
  }

  /// Whether `provenance` vouches at `now` for a webcast Launch Library 2 said was live (see
  /// ``vouched(_:provenance:now:)``).
  package static func vouchesLive(_ provenance: Provenance, now: Date) -> Bool {
    guard let part = provenance.part(.launchLibrary) else { return false }
    return part.source != .bundled && !part.isStale && CopyAge.isFresh(part.fetchedAt, within: liveClaimAge, now: now)
  }

  /// Whether data fetched at `fetchedAt` may be shown of `launch` at `now` without its age.
  package static func isFresh(_ fetchedAt: Date, for launch: Launch, now: Date, window: TimeInterval) -> Bool {
    now.timeIntervalSince(fetchedAt) <= maximumAge(of: launch, now: now, window: window)
  }

  /// When what is shown of `launch` was fetched from Launch Library 2, if that is older than the
  /// rule allows or was served stale: the moment to say beside its time. `nil` when current
  /// enough, for a launch no longer to come, and for the offline sample (its footer dates it).
  package static func outdated(_ launch: Launch, provenance: Provenance, now: Date) -> Date? {
    guard launch.isUpcoming else { return nil }
    return outdated(launch.timing, provenance: provenance, now: now)
  }

  /// The same for a launch's ``LaunchTiming``.
  package static func outdated(_ launch: LaunchTiming, provenance: Provenance, now: Date) -> Date? {
    guard launch.isUpcoming, let part = provenance.part(.launchLibrary), part.source == .cache else { return nil }
    let tooOld = now.timeIntervalSince(part.fetchedAt) > maximumAge(of: launch, now: now, window: .infinity)
    return part.isStale || tooOld ? part.fetchedAt : nil
  }
}
