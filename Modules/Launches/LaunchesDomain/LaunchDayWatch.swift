import Core
import Foundation

/// `spacex watch`: follows launches and tells each launch-day event as it comes: the countdown's
/// milestones (T−24h, T−1h, T−10m), and every change any sync records of them (a slip, an earlier
/// time, a hold, a scrub, a new date, the webcast going live, liftoff, the outcome).
///
/// It reads the launches as every process last synced them (through the shared cache and the
/// change ledger), so however many watches run, syncs happen once per freshness rule: a catalog
/// load syncs within the budget's routine share, and only a watched launch due within the hour
/// whose data is older than ``LaunchFreshness`` allows gets an urgent sync of its own, from the
/// reserve. A milestone told on data older than the rule says how old it is.
package struct LaunchDayWatch: Sendable {
  /// Which launches are followed; the set is chosen again at each look, so a new favourite or a
  /// new launch of the rocket joins.
  package enum Selection: Sendable {
    /// The next launch due (of a rocket), then the one after it once it has flown.
    case next(rocket: String?)
    /// Every upcoming launch of a rocket due within ``horizon``.
    case rocket(String)
    /// The launches with these ids (the favourites), whenever they are upcoming.
    case marked(@Sendable () -> Set<String>)
  }

  /// One event.
  package struct Event: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
      /// The countdown reached `lead` before liftoff.
      case milestone(lead: TimeInterval)
      /// A change a sync recorded.
      case change(LaunchChange)
      /// The plan's time of an event of its timeline came (from the current NET; no telemetry).
      case timeline(TimelineEvent)
    }

    package var kind: Kind
    package var launch: Launch
    /// When the watch saw it.
    package var seenAt: Date
    /// When the launch's data was fetched, for a milestone told on data older than the rule.
    package var asOf: Date?

    package init(kind: Kind, launch: Launch, seenAt: Date, asOf: Date?) {
      (self.kind, self.launch, self.seenAt, self.asOf) = (kind, launch, seenAt, asOf)
    }
  }

  /// How far ahead `--rocket` looks for launches to follow.
  package static let horizon: TimeInterval = 7 * 86_400
  /// Looks come this often while a followed launch is within the hour, else ``restInterval``.
  package static let closeInterval: TimeInterval = 2
  package static let restInterval: TimeInterval = 30

  package var launches: any LaunchRepository
  package var log: any LaunchChangeLog
  package var selection: Selection
  /// The countdown's milestones, as leads before liftoff.
  package var milestones: [TimeInterval]
  /// Whether the plan's timeline events are told as their times come.
  package var tellsTimeline = false
  package var clock: @Sendable () -> Date
  package var sleep: @Sendable (TimeInterval) async throws -> Void

  package init(
    launches: any LaunchRepository, log: any LaunchChangeLog, selection: Selection, milestones: [TimeInterval],
    clock: @escaping @Sendable () -> Date = Date.init,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
  ) {
    self.launches = launches
    self.log = log
    self.selection = selection
    self.milestones = milestones
    self.clock = clock
    self.sleep = sleep
  }

  /// What the watch follows, said when it starts and whenever that changes (a launch joins or
  /// leaves, or moves): a quiet watch otherwise reads as a hung one.
  package struct Following: Sendable, Hashable {
    /// The launches, soonest first, with their times as now known.
    package var launches: [Launch]
    /// The next milestone it will tell, and of which launch; `nil` when none is ahead.
    package var nextMilestone: (lead: TimeInterval, launch: Launch)? {
      var next: (lead: TimeInterval, launch: Launch, moment: Date)?
      for launch in launches where launch.datePrecision == .hour && launch.success == nil {
        for lead in milestones {
          let moment = launch.date.addingTimeInterval(-lead)
          if moment > now, moment < next?.moment ?? .distantFuture { next = (lead, launch, moment) }
        }
      }
      return next.map { ($0.lead, $0.launch) }
    }
    package var milestones: [TimeInterval]
    package var now: Date

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.summary == rhs.summary }
    package func hash(into hasher: inout Hasher) { hasher.combine(summary) }

    /// What a change of it is judged by: the launches' ids, names and times, and the next milestone.
    private var summary: [String] {
      launches.map { "\($0.id) \($0.name) \($0.date.timeIntervalSince1970)" }
        + [nextMilestone.map { "\($0.lead) \($0.launch.id)" } ?? "-"]
    }
  }

  /// Follows until cancelled; `report` hears each event as it happens, `failed` each different
  /// reason an urgent sync could not run, and `following` what it follows, at the start and
  /// after each change of it.
  /// - Throws: ``LaunchesError`` when the launches cannot be loaded at all, or `--next` finds no
  ///   launch to come even after a sync (`nothingUpcoming`); `CancellationError`; whatever
  ///   `report` throws (the frontend's output closed), which ends the watch.
  package func run(
    report: @Sendable (Event) async throws -> Void, failed: @Sendable (String) -> Void = { _ in },
    following: @Sendable (Following) -> Void = { _ in }
  ) async throws {
    let started = clock()
    var lastLook = started
    var reported = Set<LaunchChange>()
    var lastFailure: String?
    // Followed once, followed until an hour past its time: its liftoff and outcome are told even
    // after it left the selection (the next launch is the following one once it has flown).
    var followedBefore = Set<String>()
    var said: Following?
    while true {
      try Task.checkCancellation()
      var now = clock()
      var (followed, checkedAt) = try await look(now: now, followedBefore: followedBefore)
      if followed.isEmpty, followedBefore.isEmpty, case .next(let rocket) = selection {
        // Nothing to come in this copy: one sync may bring one; if not, there is nothing to
        // follow, and a silent wait for ever would look like a wait for a launch.
        let refresh = await log.refresh(priority: .routine)
        now = clock()
        if refresh.failure == nil { (followed, checkedAt) = try await look(now: now, followedBefore: followedBefore) }
        guard !followed.isEmpty else { throw LaunchesError.nothingUpcoming(rocket: rocket) }
      }
      // Only what the catalog's own sync could not keep within the rule, and only for a launch
      // due within the hour: the reserve is for those.
      if let nearest = followed.min(by: { $0.date < $1.date }), abs(nearest.date.timeIntervalSince(now)) <= 3600,
        !(checkedAt.map { LaunchFreshness.isFresh($0, for: nearest, now: now, window: .infinity) } ?? false)
      {
        // A copy any process stored within the rule is this sync (another surface was due too).
        let rule = LaunchFreshness.maximumAge(of: nearest, now: now, window: .infinity)
        let refresh = await log.refresh(priority: .urgent, ifOlderThan: rule)
        if let failure = refresh.failure, !refresh.isPermanent, failure != lastFailure { failed(failure) }
        lastFailure = refresh.failure
        now = clock()
        (followed, checkedAt) = try await look(now: now, followedBefore: followedBefore)
      }
      followedBefore.formUnion(followed.map(\.id))
      let ids = Set(followed.flatMap(\.changeLedgerIDs))
      var changes: [Event] = []
      for change in log.changes(since: started) where ids.contains(change.launchID) {
        guard reported.insert(change).inserted,
          let launch = followed.first(where: { $0.changeLedgerIDs.contains(change.launchID) })
        else { continue }
        // The launch as the change left it: the catalog read may predate the sync that recorded it.
        var changed = launch
        if change.kind == .date, let to = change.to.flatMap(APIDate.parse) {
          changed.date = to
          if let index = followed.firstIndex(where: { $0.id == launch.id }) { followed[index].date = to }
        }
        changes.append(Event(kind: .change(change), launch: changed, seenAt: now, asOf: nil))
      }
      // What it follows now, before the events that changed it.
      let current = Following(launches: followed.sorted { $0.date < $1.date }, milestones: milestones, now: now)
      if current != said {
        following(current)
        said = current
      }
      for event in changes { try await report(event) }
      for launch in followed where launch.success == nil && launch.datePrecision == .hour {
        for lead in milestones.sorted(by: >) {
          let moment = launch.date.addingTimeInterval(-lead)
          guard moment > lastLook, moment <= now else { continue }
          let outdated = checkedAt.flatMap {
            LaunchFreshness.isFresh($0, for: launch, now: now, window: .infinity) ? nil : $0
          }
          try await report(Event(kind: .milestone(lead: lead), launch: launch, seenAt: now, asOf: outdated))
        }
      }
      if tellsTimeline {
        for launch in followed where launch.success == nil {
          for event in Self.timelineEvents(of: launch, after: lastLook, upTo: now) {
            try await report(Event(kind: .timeline(event), launch: launch, seenAt: now, asOf: nil))
          }
        }
      }
      lastLook = now
      try await sleep(interval(followed, now: now))
    }
  }

  /// The launches followed now (the selection's, and those followed before until an hour past
  /// their time), and when Launch Library 2's data of them was fetched (`nil`: the offline
  /// sample, which nothing refreshes).
  private func look(now: Date, followedBefore: Set<String>) async throws -> (followed: [Launch], checkedAt: Date?) {
    let sourced = try await launches.catalog(refresh: false)
    let part = sourced.provenance.part(.launchLibrary) ?? ProviderProvenance(provider: .spaceXAPI, sourced.provenance)
    let checkedAt = part.source == .bundled ? nil : part.fetchedAt
    let catalog = sourced.value
    let recent = { (launch: Launch) in now.timeIntervalSince(launch.date) <= 3600 }
    var followed: [Launch]
    switch selection {
    case .next(let rocket):
      followed = (try catalog.nextLaunch(rocket: rocket, now: now)).map { [$0] } ?? []
    case .rocket(let rocket):
      var query = LaunchQuery()
      query.rocket = rocket
      let rocketID = try query.resolvedRocketID(in: catalog)
      followed = catalog.launches.filter {
        $0.rocketID == rocketID && $0.isUpcoming && recent($0) && $0.date.timeIntervalSince(now) <= Self.horizon
      }
    case .marked(let ids):
      let marked = ids()
      followed = catalog.launches.filter { marked.contains($0.id) && $0.isUpcoming && recent($0) }
    }
    let chosen = Set(followed.map(\.id))
    followed += catalog.launches.filter { followedBefore.contains($0.id) && !chosen.contains($0.id) && recent($0) }
    return (followed, checkedAt)
  }

  /// The plan's events whose times, from the current NET, fall after `start` up to `end`: none on
  /// a hold (the count has stopped) or for a NET not known to the hour. A slip that moves an
  /// event past `end` tells it again when its new time comes, as a recycled count runs it again.
  static func timelineEvents(of launch: Launch, after start: Date, upTo end: Date) -> [TimelineEvent] {
    (launch.plannedOnTheClock ?? []).filter {
      let moment = $0.time(net: launch.date)
      return moment > start && moment <= end
    }
  }

  /// Until the next milestone, but never longer than the rest interval (a close one sooner).
  private func interval(_ followed: [Launch], now: Date) -> TimeInterval {
    let close = followed.contains { abs($0.date.timeIntervalSince(now)) <= 3600 }
    var wait = close ? Self.closeInterval : Self.restInterval
    for launch in followed {
      for lead in milestones {
        let until = launch.date.addingTimeInterval(-lead).timeIntervalSince(now)
        if until > 0 { wait = min(wait, until) }
      }
    }
    return max(wait, 0.05)
  }
}
