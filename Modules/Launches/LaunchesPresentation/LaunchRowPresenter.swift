import Core
import Foundation
import LaunchesDomain

/// One line of a launch list, display strings only.
package struct LaunchRow: Sendable, Hashable, Codable {
  package var id: String
  package var flightNumber: String
  package var name: String
  package var date: String
  /// `success`, `failed`, `upcoming`, `overdue` (upcoming, but its date has passed) or `unknown`.
  package var statusKey: String
  package var status: String
  package var rocket: String
  package var launchpad: String
}

/// Builds launch rows: the date as precise as it is known, and a status that never counts down
/// past a date the frozen API never updated.
package enum LaunchRowPresenter {
  package static func row(for summary: LaunchSummary, formatter: DisplayFormatter) -> LaunchRow {
    let launch = summary.launch
    let status = status(of: launch, now: formatter.now)
    return LaunchRow(
      id: launch.id,
      flightNumber: "\(launch.flightNumber)",
      name: TerminalText.sanitized(launch.name),
      date: formatter.date(launch.date, precision: launch.datePrecision),
      statusKey: status.key,
      status: status.text(formatter.language),
      rocket: summary.rocketName.map(TerminalText.sanitized) ?? "—",
      launchpad: summary.launchpadName.map(TerminalText.sanitized) ?? "—")
  }

  static func status(of launch: Launch, now: Date) -> (key: String, text: Phrase) {
    switch launch.success {
    case true?: return ("success", LaunchesStrings.success)
    case false?: return ("failed", LaunchesStrings.failure)
    case nil:
      guard launch.isUpcoming else { return ("unknown", LaunchesStrings.unknown) }
      let isOver = DateText.endOfPeriod(launch.date, precision: launch.datePrecision) <= now
      return isOver ? ("overdue", LaunchesStrings.overdue) : ("upcoming", LaunchesStrings.upcoming)
    }
  }
}
