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

  package init(
    id: String, flightNumber: String, name: String, date: String, statusKey: String, status: String, rocket: String,
    launchpad: String
  ) {
    self.id = id
    self.flightNumber = flightNumber
    self.name = name
    self.date = date
    self.statusKey = statusKey
    self.status = status
    self.rocket = rocket
    self.launchpad = launchpad
  }
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

  /// The date and status as a table column shows them: one sortable date style per column
  /// (`2022-12-05 14:00`, `2022-12-05`, `2022-12`, `2022 Q4`; times in the zone the header
  /// names), and a short status (`no result`; `in 3 days`, `T−02:14:05` for an upcoming launch).
  package static func tableCells(for summary: LaunchSummary, formatter: DisplayFormatter) -> (
    date: String, status: String
  ) {
    let launch = summary.launch
    let date = DateText.sortable(launch.date, precision: launch.datePrecision, timeZone: formatter.timeZone)
    let language = formatter.language
    let status: String =
      switch outcome(of: launch, now: formatter.now) {
      case .upcoming:
        DueText.relative(launch.date, precision: launch.datePrecision, now: formatter.now, language: language)
          ?? LaunchOutcome.upcoming.text(language)
      case .overdue: Phrase(en: "no result", ru: "нет итога")(language)
      case .unknown: "—"
      case let other: other.text(language)
      }
    return (date, status)
  }

  static func outcome(of launch: Launch, now: Date) -> LaunchOutcome {
    LaunchOutcome(
      success: launch.success, isUpcoming: launch.isUpcoming, date: launch.date, precision: launch.datePrecision,
      now: now, isPartialFailure: launch.isPartialFailure)
  }
}
