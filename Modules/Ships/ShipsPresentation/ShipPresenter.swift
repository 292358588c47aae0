import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import ShipsDomain

/// One line of the ship list, display strings only.
package struct ShipRow: Sendable, Hashable, Codable {
  package var id: String
  package var name: String
  package var type: String
  package var roles: String
  package var status: String
  package var homePort: String
  package var launches: String
}

/// Builds ship rows, the list, its snapshot and the card.
package enum ShipPresenter {
  package static func row(for ship: Ship, formatter: DisplayFormatter) -> ShipRow {
    let language = formatter.language
    return ShipRow(
      id: ship.id, name: TerminalText.sanitized(ship.name), type: ship.type.map(TerminalText.sanitized) ?? "—",
      roles: ship.roles.isEmpty ? "—" : ship.roles.map(TerminalText.sanitized).joined(separator: ", "),
      status: ShipsStrings.status(ship.isActive)(language),
      homePort: ship.homePort.map(TerminalText.sanitized) ?? "—", launches: formatter.integer(ship.launchIDs.count))
  }

  /// The list's columns, for the terminal and every client alike; the home port gives way first
  /// (the roles are the card's: a list of them would cut every name).
  package static let layout = ListLayout(
    columns: [
      ListColumn(ShipsStrings.ship, "name"), ListColumn(ShipsStrings.type, "type"),
      ListColumn(ShipsStrings.status, "status"), ListColumn(ShipsStrings.launches, "launches", .right),
      ListColumn(ShipsStrings.homePort, "homePort", fit: .drop),
    ],
    row: RowTarget(screen: "ship"))

  /// Active first, then inactive, then those the source says nothing of; each in the API's order.
  package static func snapshot(of ships: [Ship], formatter: DisplayFormatter) -> ListSnapshot {
    let key: (Ship) -> String = { $0.isActive.map { $0 ? "active" : "inactive" } ?? "unknown" }
    let ordered = ["active", "inactive", "unknown"].flatMap { section in ships.filter { key($0) == section } }
    return ListSnapshot(
      grouping: ordered, section: key, id: \.id,
      title: { ShipsStrings.status($0 == "unknown" ? nil : $0 == "active")(formatter.language).capitalizedFirst },
      revision: { row(for: $0, formatter: formatter).hashValue })
  }

  /// The card; the launches it supported follow it.
  package static func card(for ship: Ship, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = ShipsStrings.self
    let unknown = strings.unknown(language)
    var fields: [Card.Field] = [
      .init(key: "type", label: strings.type(language), value: ship.type.map(TerminalText.sanitized) ?? unknown),
      .init(
        key: "roles", label: strings.roles(language),
        value: ship.roles.isEmpty ? unknown : ship.roles.map(TerminalText.sanitized).joined(separator: ", ")),
      .init(
        key: "homePort", label: strings.homePort(language), value: ship.homePort.map(TerminalText.sanitized) ?? unknown),
      .init(key: "yearBuilt", label: strings.yearBuilt(language), value: ship.yearBuilt.map(String.init) ?? unknown),
      .init(key: "mass", label: strings.mass(language), value: formatter.mass(ship.mass) ?? unknown),
    ]
    if let model = ship.model { fields.append(.init(key: "model", label: strings.model(language), value: model)) }
    fields.append(
      .init(key: "launches", label: strings.launches(language), value: formatter.integer(ship.launchIDs.count)))
    if !ship.landingsByYear.isEmpty {
      let (made, tried) = ship.landingsByYear.reduce((0, 0)) { ($0.0 + $1.successes, $0.1 + $1.attempts) }
      fields.append(
        .init(
          key: "landings", label: strings.landings(language),
          value: formatter.integer(made) + "/" + formatter.integer(tried)))
      fields += Card.Field.years(ship.landingsByYear, key: "landings", formatter: formatter)
    }
    if let link = ship.link {
      fields.append(.init(key: "link", label: strings.link(language), value: link, url: link))
    }
    return Card(
      title: TerminalText.sanitized(ship.name), subtitle: strings.status(ship.isActive)(language), fields: fields)
  }
}
