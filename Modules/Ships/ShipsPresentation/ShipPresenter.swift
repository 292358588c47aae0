import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import ShipsDomain

/// One line of the ship list, display strings only: the list shows its columns in this order, the
/// home port giving way first (the roles are the card's: a list of them would cut every name).
package enum ShipCells: RowDeclaration {
  package static let cells: [RowCell<Ship>] = [
    .hidden("id") { ship, _ in ship.id },
    RowCell(ShipsStrings.ship, "name") { ship, _ in TerminalText.sanitized(ship.name) },
    RowCell(Phrase(en: "Type", ru: "Тип"), "type") { ship, _ in ship.type.map(TerminalText.sanitized) ?? "—" },
    .hidden("roles", title: Phrase(en: "Roles", ru: "Роли")) { ship, _ in
      ship.roles.isEmpty ? "—" : ship.roles.map(TerminalText.sanitized).joined(separator: ", ")
    },
    RowCell(Phrase.status, "status") { ship, formatter in ShipsStrings.status(ship.isActive)(formatter.language)
    },
    RowCell(ShipsStrings.launches, "launches", .right) { ship, formatter in formatter.integer(ship.launchIDs.count) },
    RowCell(Phrase(en: "Home port", ru: "Порт приписки"), "homePort", fit: .drop) { ship, _ in
      ship.homePort.map(TerminalText.sanitized) ?? "—"
    },
  ]
}

/// Builds the ship list's snapshot and the card.
package enum ShipPresenter {
  package static let layout = ShipCells.layout(row: nil)

  /// Active first, then inactive, then those the source says nothing of; each in the API's order.
  package static func snapshot(of ships: [Ship], formatter: DisplayFormatter) -> ListSnapshot {
    let key: (Ship) -> String = { $0.isActive.map { $0 ? "active" : "inactive" } ?? "unknown" }
    let ordered = ["active", "inactive", "unknown"].flatMap { section in ships.filter { key($0) == section } }
    return ListSnapshot(
      grouping: ordered, section: key, id: \.id,
      title: { ShipsStrings.status($0 == "unknown" ? nil : $0 == "active")(formatter.language).capitalizedFirst },
      revision: { ShipCells.row($0, formatter).hashValue })
  }

  /// The card; the launches it supported follow it.
  package static func card(for ship: Ship, formatter: DisplayFormatter) -> Card {
    var card = CardFields(formatter)
    card += ShipCells.fields(["type", "roles", "homePort"], of: ship, formatter, missing: Phrase.unknown)
    card.add("yearBuilt", Phrase(en: "Built", ru: "Построено"), ship.yearBuilt.map(String.init))
    card.add("mass", Phrase(en: "Mass", ru: "Масса"), formatter.mass(ship.mass))
    card.addIfKnown("model", Phrase(en: "Model", ru: "Модель"), ship.model)
    card += ShipCells.fields(["launches"], of: ship, formatter)
    if !ship.landingsByYear.isEmpty {
      let (made, tried) = ship.landingsByYear.reduce((0, 0)) { ($0.0 + $1.successes, $0.1 + $1.attempts) }
      card.add("landings", Phrase(en: "Landings", ru: "Посадки"), formatter.fraction(made, of: tried))
      card += Card.Field.years(ship.landingsByYear, key: "landings", formatter: formatter)
    }
    card.addIfKnown("link", Phrase(en: "Tracking", ru: "Отслеживание"), ship.link, url: ship.link)
    return Card(
      title: TerminalText.sanitized(ship.name), subtitle: ShipsStrings.status(ship.isActive)(formatter.language),
      fields: card.fields)
  }
}
