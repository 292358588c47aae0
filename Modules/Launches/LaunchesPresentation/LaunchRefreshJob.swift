import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// What a running `spacex-rpc` does on its own: every ``defaultInterval`` (`SPACEX_RPC_REFRESH`
/// seconds; `0` never) it syncs Launch Library 2 unless any process synced it within that
/// interval; and whenever any process's sync (its own, a `spacex next`, another editor's) stored
/// a newer copy, it sends `launches.didChange` with the changes the ledger recorded since it last
/// told and reloads the open views, which each send a `view.didChange` when they now show
/// something else.
///
/// Fifteen minutes is at most four requests an hour of LL2's fifteen, none when other syncs (a
/// command, the freshness rule) keep the copy younger; they are routine, so they never take the
/// reserve a launch due within the hour keeps.
enum LaunchRefreshJob {
  /// What the feature offers it as (``Offer/job(_:)``).
  static let name = "launch refresh"

  static let defaultInterval: Duration = .seconds(900)
  static let environmentVariable = "SPACEX_RPC_REFRESH"

  /// `launches.didChange`'s params.
  struct Notification: Codable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "message": .object([
        "description": "The changes in a sentence, in the server's language, for an editor to show as they come."
      ])
    ]

    var changes: [LaunchChangeItem]
    var message: String
  }

  /// `Launch changes: Starlink Group 17-39: Slip +1d → …; Flight 13: Scrubbed: Go → Hold`, the
  /// first three, then how many more.
  static func message(_ entries: [LaunchChangeReport.Entry], formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let shown = entries.prefix(3).map {
      TerminalText.sanitized($0.name) + ": " + LaunchChangeList.text(of: $0, formatter: formatter)
    }
    let more = entries.count - shown.count
    let tail = more > 0 ? Phrase(en: "; and \(more) more", ru: "; и ещё \(more)")(language) : ""
    return Phrase(en: "Launch changes: ", ru: "Изменения запусков: ")(language) + shown.joined(separator: "; ") + tail
  }

  /// The interval `SPACEX_RPC_REFRESH` asks for (the default without it), or `nil` for `0`, never.
  /// - Throws: ``UsageError`` when the variable is not a number of seconds from 0 to a week.
  static func interval(environment: [String: String]) throws(UsageError) -> Duration? {
    guard let text = environment[environmentVariable], !text.isEmpty else { return defaultInterval }
    guard let seconds = Double(text), let checked = Duration(checkedSeconds: seconds, maximum: longestInterval) else {
      throw .invalidValue(
        text, for: environmentVariable,
        expected: Phrase(
          en: "seconds between refreshes, from 0 (never) to 604800 (a week)",
          ru: "секунды между обновлениями, от 0 (никогда) до 604800 (неделя)"))
    }
    return seconds == 0 ? nil : checked
  }

  /// Checks `SPACEX_RPC_REFRESH` in a process that does not register the job's feature.
  @Sendable static func check(_ core: CoreServices) throws(UsageError) {
    _ = try core.run.map { run throws(UsageError) in try interval(environment: run.environment) }
  }

  /// The longest interval between syncs: a week.
  static let longestInterval: Double = 604_800

  /// How often the server looks whether any process stored a newer synced copy: a few kilobytes
  /// read, no request.
  static let followInterval: Duration = .seconds(2)

  /// The jobs: the sync (unless the environment turns it off, `0`, or no refresh can succeed in
  /// this run) and the follower, which tells what any process's sync recorded within
  /// ``followInterval`` of it and reloads the open views from the copy it stored.
  /// - Throws: ``UsageError`` when the variable is not a number of seconds from 0 to a week.
  static func jobs(
    launches: any LaunchRepository, log: any LaunchChangeLog, environment: [String: String],
    now: @escaping @Sendable () -> Date
  ) throws(UsageError) -> [BackgroundJob] {
    let teller = Teller(launches: launches, log: log, startedAt: now())
    let follow = BackgroundJob(name: followName, interval: followInterval) { context in
      guard teller.copyMoved() else { return .again }
      await teller.tell(context: context)
      return .again
    }
    guard let interval = try interval(environment: environment), log.canRefresh else { return [follow] }
    let age = interval.timeInterval
    let refresh = BackgroundJob(name: name, interval: interval) { context in
      let refresh = await log.refresh(priority: .routine, ifOlderThan: age)
      if refresh.isPermanent { return .stop }
      if let failure = refresh.failure { Log.info("launch refresh: \(failure)") }
      _ = teller.copyMoved()
      await teller.tell(context: context, unwritten: refresh.changes)
      return .again
    }
    return [refresh, follow]
  }

  /// What the follower offers it as (``Offer/job(_:)``).
  static let followName = "launch follow"

  /// Tells each change once, whichever job's run found it, oldest first.
  private final class Teller: Sendable {
    let launches: any LaunchRepository
    let log: any LaunchChangeLog
    /// The newest change already told (by when it was seen, on the ledger's clock, which is the
    /// app's: changes seen before the server started are not news), and the synced copy the
    /// views last read.
    private let told: Locked<(change: Date, copy: Date?)>

    /// Reads nothing (it runs at the server's start): the first look finds the copy "moved" and
    /// reloads the views once, which costs nothing where they already show it.
    init(launches: any LaunchRepository, log: any LaunchChangeLog, startedAt: Date) {
      self.launches = launches
      self.log = log
      told = Locked((startedAt, nil))
    }

    /// Whether a process stored a copy the views have not read (noting it as read).
    func copyMoved() -> Bool {
      let storedAt = log.syncedAt
      return told.withLock { told in
        defer { told.copy = storedAt }
        return storedAt != nil && storedAt != told.copy
      }
    }

    /// Sends `launches.didChange` with what the ledger recorded since the last time (and what
    /// this run's own sync found but could not write), then reloads the open views, which each
    /// send a `view.didChange` when they now show something else.
    func tell(context: BackgroundContext, unwritten found: [LaunchChange] = []) async {
      let before = told.withLock { $0.change }
      // The ledger holds a sync's changes with their times as written (to the millisecond): a
      // sync's own count only where the ledger could not be written.
      let recorded = log.changes(since: before).filter { $0.seenAt > before }
      let unwritten = found.filter { change in !recorded.contains { $0.isSame(as: change) } }
      let changes = (recorded + unwritten).sorted { ($0.seenAt, $0.launchID) < ($1.seenAt, $1.launchID) }
      told.withLock { $0.change = max(before, changes.map(\.seenAt).max() ?? before) }
      if !changes.isEmpty, let params = await notification(changes, formatter: context.formatter) {
        context.notify(LaunchesChangesMethod.notification, params)
      }
      await context.views.dependencyDidChange(
        StateTopic.catalog.name, formatter: context.formatter, notify: context.notify)
    }

    private func notification(_ changes: [LaunchChange], formatter: DisplayFormatter) async -> Data? {
      let catalog = try? await launches.catalog(refresh: false).value
      guard let report = try? LaunchChangeReport.make(changes, catalog: catalog, since: .distantPast, rocket: nil)
      else { return nil }
      return try? JSONEncoder.sortedKeys().encode(
        Notification(
          changes: report.entries.map { LaunchChangeItem($0, formatter: formatter) },
          message: message(report.entries, formatter: formatter)))
    }
  }
}
