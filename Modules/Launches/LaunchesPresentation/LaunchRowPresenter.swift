import Core
import Foundation
import LaunchesDomain

/// One line of a launch list, display strings only.
package struct LaunchRow: Sendable, Hashable, Codable {
  package var id: String
  package var flightNumber: String
  package var name: String
  package var date: String
  /// The date as a table column shows it: one sortable style (`2022-12-05 14:00`, `2022-12`).
  package var dateShort: String
  /// `success`, `failed` (a partial failure too: `status` says which), `upcoming`, `overdue`
  /// (upcoming, but its date has passed) or `unknown`.
  package var statusKey: String
  /// The outcome, or for a launch still to come Launch Library 2's word (`go`, `TBD`, `hold`),
  /// else `upcoming`.
  package var status: String
  /// The status as a table column shows it: `no result`, `go · T−2d 14h`, `● live · in flight`.
  package var statusShort: String
  package var rocket: String
  package var launchpad: String
}

extension LaunchRow: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    for member in Self.members { json.member(member, self[member: member]) }
    json.endObject()
  }
}

extension LaunchRow {
  /// The names of the row's string members, as its JSON holds them.
  package static let members = [
    "date", "dateShort", "flightNumber", "id", "launchpad", "name", "rocket", "status", "statusKey", "statusShort",
  ]

  /// One member by name.
  package subscript(member member: String) -> String? { Self.reader(member)?(self) }

  /// What reads the member named `member`, `nil` for none: a list finds each column's once and
  /// reads every row's through it.
  package static func reader(_ member: String) -> (@Sendable (LaunchRow) -> String)? {
    // Closures, not key paths: a key path read goes through the runtime, for every cell.
    switch member {
    case "date": { $0.date }
    case "dateShort": { $0.dateShort }
    case "flightNumber": { $0.flightNumber }
    case "id": { $0.id }
    case "launchpad": { $0.launchpad }
    case "name": { $0.name }
    case "rocket": { $0.rocket }
    case "status": { $0.status }
    case "statusKey": { $0.statusKey }
    case "statusShort": { $0.statusShort }
    default: nil
    }
  }

  /// The row's members by name: the strings its JSON holds, without the JSON
  /// (`DisplayRow.cells` reads any row through an encoder; a list asks for every row).
  package var cells: [String: String] {
    Dictionary(uniqueKeysWithValues: Self.members.map { ($0, self[member: $0] ?? "") })
  }
}

/// Builds launch rows: the date as precise as it is known, and a status that never counts down
/// past a date the frozen API never updated.
package enum LaunchRowPresenter {
  /// Reads through `summary.launch`, not a local copy of it (see `LaunchItem.init`).
  package static func row(for summary: LaunchSummary, formatter: DisplayFormatter) -> LaunchRow {
    let launch = summary.launch
    return row(
      id: launch.id, flightNumber: launch.flightNumber, name: launch.name, date: launch.date,
      precision: launch.datePrecision, outcome: outcome(of: launch, now: formatter.now), rocket: summary.rocketName,
      launchpad: summary.launchpadName, day: launch.launchDay, formatter: formatter)
  }

  /// A table row's cells, `badges` leading the name so a narrow terminal cutting the name's end
  /// keeps them.
  package static func cells(for summary: LaunchSummary, formatter: DisplayFormatter, badges: String) -> [String: String]
  {
    cells(of: row(for: summary, formatter: formatter), badges: badges)
  }

  /// A presented row's cells, `badges` leading its name.
  package static func cells(of row: LaunchRow, badges: String) -> [String: String] {
    var cells = row.cells
    cells["name"] = badges + row.name
    return cells
  }

  /// What reads one of a table row's cells, `badges` leading the name.
  package static func cellReader(_ member: String) -> (LaunchRow, _ badges: String) -> String? {
    let read = LaunchRow.reader(member)
    return member == "name" ? { row, badges in badges + row.name } : { row, _ in read?(row) }
  }

  /// A row from a launch's facts, wherever they come from (a list's summary, a launch's detail),
  /// so a launch reads the same everywhere.
  package static func row(
    id: String, flightNumber: Int?, name: String, date: Date, precision: DatePrecision, outcome: LaunchOutcome,
    rocket: String?, launchpad: String?, day: LaunchDay, formatter: DisplayFormatter
  ) -> LaunchRow {
    let language = formatter.language
    // LL2's word stands for "upcoming" only: an outcome, or a date passed, says more.
    let word = outcome == .upcoming ? day.status?.text?(language) : nil
    // Computed once: every row of every list page asks.
    let due =
      outcome == .upcoming
      ? DueText.relative(
        date, precision: day.status?.countdownPrecision(precision) ?? precision, now: formatter.now, language: language)
      : nil
    let short: String
    if outcome == .upcoming, day.webcastLive == true {
      // Live says more than the word it stands for (a live launch is Go, or in flight).
      short = Phrase(en: "● live", ru: "● эфир")(language) + (due.map { " · \($0)" } ?? "")
    } else if let word {
      short = due.map { "\(word) · \($0)" } ?? word
    } else {
      short = shortStatus(outcome, due: due, language: language)
    }
    return LaunchRow(
      id: id,
      flightNumber: flightNumber.map { String($0) } ?? "—",
      name: TerminalText.sanitized(name),
      date: formatter.date(date, precision: precision),
      dateShort: DateText.sortable(date, precision: precision, timeZone: formatter.timeZone),
      statusKey: outcome.key,
      status: word ?? outcome.text(language),
      statusShort: short,
      rocket: rocket.map(TerminalText.sanitized) ?? "—",
      launchpad: launchpad.map(TerminalText.sanitized) ?? "—")
  }

  /// A status as a table column shows it: `no result` for a launch whose date passed without
  /// one, when it is due for one still to come (`in 3 days`, `T−02:14:05`), else the outcome.
  /// - Parameter due: when an upcoming launch is due (``DueText/relative(_:precision:now:language:)``).
  static func shortStatus(_ outcome: LaunchOutcome, due: String?, language: Language) -> String {
    switch outcome {
    case .upcoming:
      return due ?? LaunchOutcome.upcoming.text(language)
    case .overdue: return Phrase(en: "no result", ru: "нет итога")(language)
    case .unknown: return "—"
    default: return outcome.text(language)
    }
  }

  static func outcome(of launch: Launch, now: Date) -> LaunchOutcome {
    LaunchOutcome(
      success: launch.success, isUpcoming: launch.isUpcoming, date: launch.date, precision: launch.datePrecision,
      now: now, isPartialFailure: launch.isPartialFailure)
  }
}
