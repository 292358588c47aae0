import AppContainer
import Core
import RocketsDomain

/// One line of the rocket list, display strings only.
package struct RocketRow: Sendable, Hashable, Codable {
  package var id: String
  package var name: String
  package var status: String
  package var firstFlight: String
  /// The first flight as a table column shows it: one sortable style (`2010-06-04`).
  package var firstFlightShort: String
  /// Launches with an outcome, as `spacex launches --rocket` counts them.
  package var launches: String
  package var successRate: String
  package var costPerLaunch: String
}

/// Builds rocket list rows and the list's snapshot.
package enum RocketRowPresenter {
  package static func row(for rocket: Rocket, formatter: DisplayFormatter) -> RocketRow {
    let language = formatter.language
    let dash = "—"
    return RocketRow(
      id: rocket.id,
      name: TerminalText.sanitized(rocket.name),
      status: (rocket.isActive ? RocketsStrings.active : RocketsStrings.inactive)(language),
      firstFlight: rocket.firstFlight.map(formatter.day) ?? dash,
      // One sortable date style per column; the card keeps the long form.
      firstFlightShort: rocket.firstFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) }
        ?? dash,
      launches: rocket.launches.map { formatter.integer($0.launches) } ?? dash,
      successRate: rocket.successRatePercent.map(formatter.percent) ?? dash,
      costPerLaunch: rocket.costPerLaunch.map(formatter.money(dollars:)) ?? dash)
  }

  /// Section `active` before `inactive`, each in the API's order. Ids are the rockets' own, so a
  /// rocket that retires moves between sections instead of being deleted and inserted.
  /// Revisions fingerprint each row as shown, so new settings reload every row.
  package static func snapshot(of rockets: [Rocket], formatter: DisplayFormatter) -> ListSnapshot {
    let ordered = rockets.filter(\.isActive) + rockets.filter { !$0.isActive }
    return ListSnapshot(
      grouping: ordered, section: { $0.isActive ? "active" : "inactive" }, id: \.id,
      title: {
        (($0 == "active" ? RocketsStrings.active : RocketsStrings.inactive)(formatter.language)).capitalizedFirst
      },
      revision: { row(for: $0, formatter: formatter).hashValue })
  }

  /// The list's columns, for the terminal and every client alike. Cost is the first to go on a
  /// narrow terminal: the card has it, and names must stay readable.
  package static let layout = ListLayout(
    columns: [
      ListColumn(RocketsStrings.rocket, "name"), ListColumn(RocketsStrings.status, "status"),
      ListColumn(RocketsStrings.firstFlight, "firstFlightShort", fit: .keep),
      ListColumn(RocketsStrings.launchesColumn, "launches", .right),
      ListColumn(RocketsStrings.successColumn, "successRate", .right),
      ListColumn(RocketsStrings.costColumn, "costPerLaunch", .right, fit: .drop),
    ],
    row: RowTarget(screen: "rocket"))
}
