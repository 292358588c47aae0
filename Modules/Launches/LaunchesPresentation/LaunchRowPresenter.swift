import Core
import Foundation
import LaunchesDomain

/// One line of a launch list, display strings only.
package struct LaunchRow: Sendable, Hashable, Codable {
  package var id: String
  package var flightNumber: String
  package var name: String
  package var date: String
  /// `success`, `failed` (a partial failure too: `status` says which), `upcoming`, `overdue`
  /// (upcoming, but its date has passed) or `unknown`.
  package var statusKey: String
  package var status: String
  package var rocket: String
  package var launchpad: String
}

extension LaunchRow: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("date", date)
    json.member("flightNumber", flightNumber)
    json.member("id", id)
    json.member("launchpad", launchpad)
    json.member("name", name)
    json.member("rocket", rocket)
    json.member("status", status)
    json.member("statusKey", statusKey)
    json.endObject()
  }
}

/// Builds launch rows: the date as precise as it is known, and a status that never counts down
/// past a date the frozen API never updated.
package enum LaunchRowPresenter {
  /// Reads through `summary.launch`, not a local copy of it (see `LaunchItem.init`).
  package static func row(for summary: LaunchSummary, formatter: DisplayFormatter) -> LaunchRow {
    let status = outcome(of: summary.launch, now: formatter.now)
    return LaunchRow(
      id: summary.launch.id,
      flightNumber: summary.launch.flightNumber.map { String($0) } ?? "—",
      name: TerminalText.sanitized(summary.launch.name),
      date: formatter.date(summary.launch.date, precision: summary.launch.datePrecision),
      statusKey: status.key,
      status: status.text(formatter.language),
      rocket: summary.rocketName.map(TerminalText.sanitized) ?? "—",
      launchpad: summary.launchpadName.map(TerminalText.sanitized) ?? "—")
  }

  static func outcome(of launch: Launch, now: Date) -> LaunchOutcome {
    LaunchOutcome(
      success: launch.success, isUpcoming: launch.isUpcoming, date: launch.date, precision: launch.datePrecision,
      now: now, isPartialFailure: launch.isPartialFailure)
  }
}
