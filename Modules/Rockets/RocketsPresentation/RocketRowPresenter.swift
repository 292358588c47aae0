import Core
import RocketsDomain

/// One line of the rocket list, display strings only.
package struct RocketRow: Sendable, Hashable, Codable {
  package var id: String
  package var name: String
  package var status: String
  package var firstFlight: String
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

  /// The list as the terminal shows it: a numbered table, with the count and where the data came
  /// from as its footer.
  package static func output(of rockets: Sourced<[Rocket]>, formatter: DisplayFormatter) -> CommandOutput {
    let language = formatter.language
    let strings = RocketsStrings.self
    let rows = rockets.value.map { row(for: $0, formatter: formatter) }
    let table = TextTable(
      columns: [
        .init(strings.number(language), .right), .init(strings.rocket(language)), .init(strings.status(language)),
        .init(strings.firstFlight(language), fixed: true), .init(strings.launchesColumn(language), .right),
        .init(strings.successColumn(language), .right),
        // The first to go on a narrow terminal: the card has it, and names must stay readable.
        .init(strings.costColumn(language), .right, droppable: true),
      ],
      rows: zip(rockets.value, rows).enumerated().map { index, pair in
        let (rocket, row) = pair
        // One sortable date style per column; the card keeps the long form.
        let firstFlight = rocket.firstFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) }
        return [
          "\(index + 1)", row.name, row.status, firstFlight ?? "—", row.launches, row.successRate, row.costPerLaunch,
        ]
      })
    return CommandOutput(
      table.text(width: formatter.width, bold: formatter.usesColor),
      footer: strings.rockets(rows.count, language) + "\n"
        + ProvenanceText.line(rockets.provenance, formatter: formatter) + "\n", separated: true)
  }
}
