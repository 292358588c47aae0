import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

/// The ticking line of `spacex next` on a terminal, and what it says above itself as the launch
/// changes: it syncs Launch Library 2 on the freshness rule (and once at T−0), says each change of
/// the launch in one line (a slip, a hold, a scrub, by this sync or any other process's), and at
/// T−0 goes on as `T+00:03:12 · awaiting confirmation` until LL2 says in flight, success or
/// failure, or an hour passes.
final class LiveCountdown: Sendable {
  private struct State {
    var launch: Launch
    /// When Launch Library 2's data of it was fetched (`nil`: the offline sample).
    var checkedAt: Date?
    /// Lines waiting to be said above the live line.
    var said: [String] = []
    /// The changes said so far.
    var reported: [LaunchChange] = []
    var lastAttempt: Date?
    var lastFailure: String?
    var syncing = false
    /// When the synced copy it last read was stored (by this process or another): a newer one is
    /// read from the cache, with no request.
    var copySeen: Date?
    /// When its current hold was first seen (by the ledger, or by this line): `nil` when it is
    /// not on hold.
    var heldSince: Date?
    /// No sync can run in this process (LL2 off, `--offline`).
    var cannotSync = false
    var ended = false
  }

  /// How often a sync may be tried at most, when the rule calls for one and the last failed.
  static let retryInterval: TimeInterval = 120
  /// How long after its time a launch is awaited before the line gives up.
  static let confirmationWindow: TimeInterval = 3600
  /// A hold this close to the NET (or after it) stops the clock, as a launch's count stops; one
  /// further out (LL2 puts a launch on hold for days) leaves the countdown to the NET running.
  static let terminalCount: TimeInterval = 3600

  private let state: Locked<State>
  private let log: any LaunchChangeLog
  private let reload: @Sendable () async throws -> Sourced<LaunchDetail<Launch>>
  private let formatter: DisplayFormatter
  private let started: Date

  private var timeZone: DisplayZone { formatter.timeZone }
  private var language: Language { formatter.language }

  init(
    _ detail: Sourced<LaunchDetail<Launch>>, log: any LaunchChangeLog, formatter: DisplayFormatter,
    reload: @escaping @Sendable () async throws -> Sourced<LaunchDetail<Launch>>
  ) {
    let launch = detail.value.launch
    var state = State(launch: launch, checkedAt: Self.checkedAt(detail.provenance), copySeen: log.syncedAt)
    if launch.launchDay.status == .hold { state.heldSince = log.changes(of: launch).holdSeenAt ?? formatter.now }
    self.state = Locked(state)
    self.log = log
    self.reload = reload
    self.formatter = formatter
    started = formatter.now
  }

  /// Whether a sync (or a read of another process's) started by a frame is still running: a
  /// test on a simulated clock waits for it before the next step.
  var isSyncing: Bool { state.withLock { $0.syncing } }

  /// Only a launch known to the hour has a clock worth watching.
  var ticks: Bool { state.withLock { $0.launch.datePrecision == .hour } }

  /// The live line at `now` alone, as a pipe or `spacex browse` shows it once.
  func line(at now: Date) -> String? { state.withLock { line(for: $0, at: now) } }

  /// The frame at `now`: what to say, and the line; starts a sync in the background when due,
  /// or a read of the copy another process's sync stored.
  func frame(at now: Date) -> LiveLine.Frame {
    let storedAt = log.syncedAt
    let start = state.withLock { state -> Bool? in
      guard !state.syncing, !state.ended else { return nil }
      let asks = !state.cannotSync && syncIsDue(state, at: now)
      guard asks || (storedAt != nil && storedAt != state.copySeen) else { return nil }
      if asks { state.lastAttempt = now }
      state.syncing = true
      return asks
    }
    if let asks = start { Task { await self.sync(at: now, asks: asks) } }
    return state.withLock { state in
      var said = state.said
      state.said = []
      let launch = state.launch
      let name = TerminalText.sanitized(launch.name)
      if launch.success != nil {
        state.ended = true
        let outcome =
          launch.success == true
          ? Phrase(en: "\(name) has flown: success", ru: "\(name): запуск состоялся, успех")
          : Phrase(en: "\(name) has flown: failure", ru: "\(name): запуск состоялся, авария")
        return LiveLine.Frame(said: said + [outcome(language)], line: nil)
      }
      if launch.datePrecision != .hour || launch.launchDay.status == .toBeDetermined {
        state.ended = true
        said.append(
          Phrase(en: "\(name) has no firm time any more", ru: "у запуска \(name) больше нет точного времени")(language))
        return LiveLine.Frame(said: said, line: nil)
      }
      if now.timeIntervalSince(launch.date) > Self.confirmationWindow, launch.launchDay.status != .inFlight {
        state.ended = true
        said.append(
          Phrase(
            en: "\(name): no confirmation of liftoff within an hour of its time",
            ru: "\(name): за час после назначенного времени старт не подтверждён")(language))
        return LiveLine.Frame(said: said, line: nil)
      }
      return LiveLine.Frame(said: said, line: line(for: state, at: now))
    }
  }

  // MARK: The line

  /// `Due: T−00:12:00`, `Hold · Due: T−00:12:00`, `T+00:03:12 · awaiting confirmation`,
  /// `In flight · T+00:05:00`, each with `(as of 21:16, 47m ago)` once older than the rule, and
  /// where the flight plan stands (`Engine chill ▸ GO for launch in 6m`) when LL2 lists one.
  private func line(for state: State, at now: Date) -> String? {
    guard let line = clockLine(for: state, at: now) else { return nil }
    guard let plan = TimelineText.progress(of: state.launch, at: now, language: language) else { return line }
    // A line wider than the window wraps, and rewriting it in place would then leave its first
    // rows behind at every tick: the plan goes first.
    let full = line + " · " + plan
    let fits = formatter.width.map { DisplayWidth.of(full) <= $0 } ?? true
    return fits ? full : line
  }

  private func clockLine(for state: State, at now: Date) -> String? {
    let launch = state.launch
    let asOf = outdated(state, at: now).map { " (" + AgeText.asOf($0, now: now, timeZone: timeZone)(language) + ")" }
    if launch.launchDay.status == .inFlight {
      let elapsed = DueText.elapsed(since: launch.date, now: now, language: language) ?? ""
      return Phrase(en: "In flight", ru: "В полёте")(language) + (elapsed.isEmpty ? "" : " · " + elapsed)
        + (asOf ?? "")
    }
    let hold = launch.launchDay.status == .hold ? Phrase(en: "Hold · ", ru: "Задержка · ")(language) : ""
    if let stopped = stoppedClock(state) { return hold + stopped + (asOf ?? "") }
    let precision = launch.launchDay.status?.countdownPrecision(launch.datePrecision) ?? launch.datePrecision
    if let due = DueText.relative(launch.date, precision: precision, now: now, language: language) {
      return hold + Phrase(en: "Due: ", ru: "Срок: ")(language) + due + (asOf ?? "")
    }
    guard let elapsed = DueText.elapsed(since: launch.date, now: now, language: language) else { return nil }
    return hold + elapsed + Phrase(en: " · awaiting confirmation", ru: " · ожидается подтверждение")(language)
      + (asOf ?? "")
  }

  /// On a hold in the last hour of the count, the clock where it stopped and when
  /// (`T−00:07:02 (count stopped at 14:41)`): the time left to the NET when the hold was first
  /// seen, T−0 for one seen after it.
  private func stoppedClock(_ state: State) -> String? {
    let launch = state.launch
    guard launch.launchDay.status == .hold, let heldSince = state.heldSince,
      launch.date.timeIntervalSince(heldSince) <= Self.terminalCount
    else { return nil }
    let left = Int(saturating: max(0, launch.date.timeIntervalSince(heldSince)).rounded())
    let at = DateText.timeOfDay(heldSince, timeZone: timeZone)
    return TimelineText.countdownClock(left, language, beforeLiftoff: true)
      + Phrase(en: " (count stopped at \(at))", ru: " (отсчёт остановлен в \(at))")(language)
  }

  /// When the launch's data was fetched, if that is older than ``LaunchFreshness`` allows now.
  private func outdated(_ state: State, at now: Date) -> Date? {
    guard let checkedAt = state.checkedAt,
      !LaunchFreshness.isFresh(checkedAt, for: state.launch, now: now, window: .infinity)
    else { return nil }
    return checkedAt
  }

  // MARK: Syncing

  /// On the rule, once at T−0 (when the moment is checked against the newest data), and never
  /// more often than ``retryInterval`` after a failure.
  private func syncIsDue(_ state: State, at now: Date) -> Bool {
    let launch = state.launch
    guard launch.datePrecision == .hour else { return false }
    if now >= launch.date, (state.lastAttempt ?? .distantPast) < launch.date { return true }
    if let last = state.lastAttempt, now.timeIntervalSince(last) < Self.retryInterval { return false }
    guard let checkedAt = state.checkedAt else { return true }
    return !LaunchFreshness.isFresh(checkedAt, for: launch, now: now, window: LaunchWatch.longestInterval)
  }

  /// Brings the launch up to date: by a sync of its own (`asks`), or from the copy another
  /// process's sync stored (no request); either way it says the changes the ledger holds.
  private func sync(at moment: Date, asks: Bool) async {
    let launch = state.withLock { $0.launch }
    let urgent = abs(launch.date.timeIntervalSince(moment)) <= 3600
    // A copy any process stored since this sync fell due is this sync.
    let rule = LaunchFreshness.maximumAge(of: launch, now: moment, window: LaunchWatch.longestInterval)
    let dueFor = LaunchFreshness.dueAge(rule: rule, moment: launch.date, now: moment)
    let refresh =
      asks
      ? await log.refresh(priority: urgent ? .urgent : .routine, ifOlderThan: dueFor) : LaunchRefresh(changes: [])
    let storedAt = log.syncedAt
    let reloaded = try? await reload()
    state.withLock { state in
      defer { state.syncing = false }
      state.copySeen = storedAt
      if refresh.isPermanent { state.cannotSync = true }
      if let failure = refresh.failure, !refresh.isPermanent, failure != state.lastFailure {
        state.said.append(Phrase(en: "could not refresh: ", ru: "не удалось обновить: ")(language) + failure)
      }
      if asks { state.lastFailure = refresh.isPermanent ? nil : refresh.failure }
      if let reloaded, reloaded.value.launch.id == state.launch.id {
        state.launch = reloaded.value.launch
        let copyAt = Self.checkedAt(reloaded.provenance)
        if asks, refresh.failure == nil {
          state.checkedAt = moment
        } else if let copyAt, copyAt > state.checkedAt ?? .distantPast {
          state.checkedAt = copyAt
        }
      }
      // This sync's changes, and what other processes' syncs recorded of it since the line began.
      let changes = refresh.changes.of(state.launch) + log.changes(of: state.launch).filter { $0.seenAt >= started }
      if state.launch.launchDay.status != .hold {
        state.heldSince = nil
      } else if state.heldSince == nil {
        state.heldSince = changes.sorted { $0.seenAt < $1.seenAt }.holdSeenAt ?? moment
      }
      // The same change comes from this sync and, read back, from the ledger, whose times keep
      // milliseconds: it is said once.
      for change in changes where !state.reported.contains(where: { $0.isSame(as: change) }) {
        state.reported.append(change)
        state.said.append(
          TerminalText.sanitized(change.launchName) + ": " + LaunchChangeText.text(change, formatter: formatter))
      }
    }
  }

  /// When Launch Library 2's part of an answer was fetched; `nil` for the offline sample.
  private static func checkedAt(_ provenance: Provenance) -> Date? {
    let part = provenance.part(.launchLibrary) ?? ProviderProvenance(provider: .spaceXAPI, provenance)
    return part.source == .bundled ? nil : part.fetchedAt
  }
}
