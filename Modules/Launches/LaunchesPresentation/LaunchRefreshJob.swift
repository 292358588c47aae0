import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// What a running `spacex-rpc` does on its own: every ``defaultInterval`` (`SPACEX_RPC_REFRESH`
/// seconds; `0` never) it syncs Launch Library 2 unless any process synced it within that
/// interval, and when the ledger recorded changes since its last run (by its sync or another
/// process's), sends `launches.didChange` with them and reloads the open views, which each send
/// a `view.didChange` when they now show something else.
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

  /// The job, or `nil` when the environment turns it off (`0`) or no refresh can succeed in this
  /// run (nothing to wait for).
  /// - Throws: ``UsageError`` when the variable is not a number of seconds from 0 to a week.
  static func job(launches: any LaunchRepository, log: any LaunchChangeLog, environment: [String: String])
    throws(UsageError) -> BackgroundJob?
  {
    guard let interval = try interval(environment: environment), log.canRefresh else { return nil }
    let age = interval.timeInterval
    // The newest change already told (by when it was seen, on the ledger's own clock).
    let told = Locked<Date?>(nil)
    return BackgroundJob(name: name, interval: interval) { context in
      let before = told.withLock { $0 } ?? log.changes(since: .distantPast).map(\.seenAt).max() ?? .distantPast
      let refresh = await log.refresh(priority: .routine, ifOlderThan: age)
      if refresh.isPermanent { return .stop }
      if let failure = refresh.failure { Log.info("launch refresh: \(failure)") }
      // What this sync recorded, and what other processes' syncs recorded since the last run.
      // The ledger holds this sync's too, its times as written (to the millisecond): this sync's
      // own count only where the ledger could not be written.
      let recorded = log.changes(since: before).filter { $0.seenAt > before }
      let inLedger = Set(recorded.map { [$0.launchID, $0.kind.rawValue, $0.from ?? "", $0.to ?? ""] })
      let unwritten = refresh.changes.filter {
        !inLedger.contains([$0.launchID, $0.kind.rawValue, $0.from ?? "", $0.to ?? ""])
      }
      let changes = (recorded + unwritten).sorted { ($0.seenAt, $0.launchID) < ($1.seenAt, $1.launchID) }
      told.withLock { $0 = max(before, changes.map(\.seenAt).max() ?? before) }
      guard !changes.isEmpty else { return .again }
      let catalog = try? await launches.catalog(refresh: false).value
      if let report = try? LaunchChangeReport.make(changes, catalog: catalog, since: .distantPast, rocket: nil),
        let params = try? JSONEncoder.sortedKeys().encode(
          Notification(
            changes: report.entries.map { LaunchChangeItem($0, formatter: context.formatter) },
            message: message(report.entries, formatter: context.formatter)))
      {
        context.notify(LaunchesChangesMethod.notification, params)
      }
      await context.views.dependencyDidChange(
        StateTopic.catalog.name, formatter: context.formatter, notify: context.notify)
      return .again
    }
  }
}
