import AppContainer
import Core
import RocketsDomain

/// One line of the rocket list, display strings only. Cost is the first to go on a narrow
/// terminal: the card has it, and names must stay readable.
package enum RocketCells: RowDeclaration {
  package static let cells: [RowCell<Rocket>] = [
    .hidden("id") { rocket, _ in rocket.id },
    RowCell(RocketsStrings.rocket, "name") { rocket, _ in TerminalText.sanitized(rocket.name) },
    RowCell(Phrase.status, "status") { rocket, formatter in RocketsStrings.status(rocket, formatter) },
    // The card's long form; the column keeps one sortable style (`2010-06-04`).
    .hidden("firstFlight") { rocket, formatter in rocket.firstFlight.map(formatter.day) ?? "—" },
    RowCell(RocketsStrings.firstFlight, "firstFlightShort", fit: .keep) { rocket, _ in
      rocket.firstFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    // Launches with an outcome, as `spacex launches --rocket` counts them.
    RowCell(RocketsStrings.launchesColumn, "launches", .right) { rocket, formatter in
      rocket.launches.map { formatter.integer($0.launches) } ?? "—"
    },
    RowCell(RocketsStrings.successColumn, "successRate", .right) { rocket, formatter in
      rocket.successRatePercent.map(formatter.percent) ?? "—"
    },
    RowCell(RocketsStrings.costColumn, "costPerLaunch", .right, fit: .drop) { rocket, formatter in
      rocket.costPerLaunch.map(formatter.money(dollars:)) ?? "—"
    },
  ]
}

/// The rocket list's sections.
package enum RocketRowPresenter {
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
      revision: { RocketCells.row($0, formatter).hashValue })
  }
}
