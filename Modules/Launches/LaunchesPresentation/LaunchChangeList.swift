import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// One line of `spacex changes`, display strings only.
package struct LaunchChangeRow: Sendable, Hashable, Codable {
  package var id: String
  /// When the sync saw it.
  package var seen: String
  package var launch: String
  package var change: String
  package var rocket: String
}

/// A recorded change as `spacex-rpc` sends it: raw values and `display` strings.
package struct LaunchChangeItem: Codable, Sendable, JSONSchemaAnnotating {
  package static let memberAnnotations: [String: JSONValue] = [
    "id": .object(["description": "Unique among changes: the launch, when it was seen and the kind."]),
    "launchId": .object([
      "description": "The launch as launches.get takes it (the SpaceX API's id where it knows the launch)."
    ]),
    "kind": .object(["enum": .array(LaunchChange.Kind.allCases.map { .string($0.rawValue) } + [.string("note")])]),
    "event": .object([
      "description":
        "What the change means: new, slip (later), earlier, newDate (a firm time again after a date known to the day or worse), hold (the count paused: Go to Hold), resumed (Hold to Go), scrub (the attempt called off: Go or Hold to TBD or TBC), liftoff (In Flight), outcome, status, pad, name, webcastLive, webcastEnded; note for one of Launch Library 2's editors' notes (with notes: true)."
    ]),
    "from": .object([
      "description":
        "The value before: an ISO date (kind date), an LL2 status id (status), a pad or launch name, true/false (webcast); null for new."
    ]),
    "slipSeconds": .object(["description": "For a date change: how far it moved, in seconds (negative: earlier)."]),
  ]

  var id: String
  var seenAt: Date
  var launchId: String
  var launchLibraryId: String
  var name: String
  var kind: String
  var event: String
  var from: String?
  var to: String?
  var fromPrecision: String?
  var toPrecision: String?
  var slipSeconds: Double?
  /// For a note (`kind` and `event` `note`, with `changes --notes`): Launch Library 2's words, its
  /// link and who wrote it; `seenAt` is when.
  var comment: String?
  var url: String?
  var author: String?
  var display: LaunchChangeRow

  package init(_ entry: LaunchChangeReport.Entry, formatter: DisplayFormatter) {
    id = entry.id
    seenAt = entry.at
    launchId = entry.launch?.launch.id ?? entry.launchID
    launchLibraryId = entry.launch?.launch.launchLibraryID ?? entry.launchID
    name = entry.name
    switch entry.what {
    case .change(let change):
      launchLibraryId = change.launchID
      kind = change.kind.rawValue
      event = LaunchChangeText.event(change)
      (from, to, fromPrecision, toPrecision, slipSeconds) = (
        change.from, change.to, change.fromPrecision, change.toPrecision, change.slip
      )
    case .note(let note, _):
      (kind, event) = ("note", "note")
      (comment, url, author) = (note.comment, note.url?.absoluteString, note.author)
    }
    display = LaunchChangeList.row(for: entry, formatter: formatter)
  }
}

/// The change list: rows, layout, snapshot and the terminal's table.
package enum LaunchChangeList {
  static func row(for entry: LaunchChangeReport.Entry, formatter: DisplayFormatter) -> LaunchChangeRow {
    LaunchChangeRow(
      id: entry.id, seen: DateText.sortable(entry.at, precision: .hour, timeZone: formatter.timeZone),
      launch: TerminalText.sanitized(entry.name), change: text(of: entry, formatter: formatter),
      rocket: entry.launch?.rocketName.map(TerminalText.sanitized) ?? "—")
  }

  /// The most of a note's words a row shows.
  static let noteWidth = 48

  /// What happened, short: the change (`Slip +1d`), or `Note: ` and the note's words.
  static func text(of entry: LaunchChangeReport.Entry, formatter: DisplayFormatter) -> String {
    switch entry.what {
    case .change(let change): LaunchChangeText.text(change, formatter: formatter, short: true)
    case .note(let note, _):
      // Cut: the column is never narrowed for width, and a note runs to a paragraph (its item
      // and the launch's card have it whole).
      Phrase(en: "Note: ", ru: "Заметка: ")(formatter.language)
        + DisplayWidth.truncate(TerminalText.singleLine(note.comment), to: noteWidth)
    }
  }

  /// What tells changes apart stays: the change itself is never cut (it says what happened); on
  /// a narrow window the rocket goes first, then when it was seen, then the launch's name is cut
  /// in the middle.
  static let layout = ListLayout(
    columns: [
      ListColumn(Phrase(en: "Seen", ru: "Замечено"), "seen", fit: .drop, isTime: true),
      ListColumn(Phrase(en: "Launch", ru: "Запуск"), "launch", fit: .middle),
      ListColumn(Phrase(en: "Change", ru: "Изменение"), "change", fit: .keep),
      ListColumn(Phrase(en: "Rocket", ru: "Ракета"), "rocket", fit: .drop),
    ],
    row: RowTarget(screen: .launch, params: ["id": "launchId"]))

  static let count = PluralPhrase(
    en: PluralForms(one: "change", other: "changes"),
    ru: PluralForms(one: "изменение", few: "изменения", many: "изменений"))

  /// Newest first, one section per UTC day it was seen.
  static func snapshot(of report: LaunchChangeReport) -> ListSnapshot {
    ListSnapshot(
      grouping: report.entries, section: { APIDate.formatDay($0.at) }, id: \.id,
      title: { $0 }, revision: { $0.hashValue })
  }

  static func output(of report: Sourced<LaunchChangeReport>, formatter: DisplayFormatter) -> CommandOutput {
    let language = formatter.language
    let rows = report.value.entries.map { row(for: $0, formatter: formatter) }
    let since = formatter.date(report.value.since, precision: .hour)
    guard !rows.isEmpty else {
      return CommandOutput(
        Phrase(en: "No changes recorded since \(since).", ru: "С \(since) изменений не записано.")(language) + "\n",
        footer: ProvenanceText.line(report.provenance, formatter: formatter) + "\n", separated: true)
    }
    var output = layout.output(rows, count: count, provenance: report.provenance, formatter: formatter)
    output.footer = Phrase(en: "since \(since)", ru: "с \(since)")(language) + ": " + output.footer
    return output
  }
}
