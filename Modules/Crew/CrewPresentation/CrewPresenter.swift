import AppContainer
import Core
import CrewDomain
import Foundation

/// One line of the crew list, display strings only.
package struct AstronautRow: Sendable, Hashable, Codable {
  package var name: String
  package var agency: String
  package var status: String
  package var flights: String
  package var lastFlight: String
}

/// Builds the crew's rows and cards, in both languages.
enum CrewPresenter {
  static let astronaut = Phrase(en: "Astronaut", ru: "Астронавт")

  static func row(_ astronaut: Astronaut, formatter: DisplayFormatter) -> AstronautRow {
    AstronautRow(
      name: TerminalText.sanitized(astronaut.name), agency: astronaut.agency.map(TerminalText.sanitized) ?? "—",
      status: status(astronaut.status)(formatter.language), flights: formatter.integer(astronaut.flown.count),
      lastFlight: astronaut.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—")
  }

  /// On a narrow window the status goes first, then the agency, before a name is cut (in the
  /// middle, and only below 16 columns).
  static let layout = ListLayout(
    columns: [
      ListColumn(astronaut, "name", fit: .middle),
      ListColumn(Phrase(en: "Agency", ru: "Агентство"), "agency", fit: .drop),
      ListColumn(Phrase(en: "Flights", ru: "Полёты"), "flights", .right),
      ListColumn(Phrase(en: "Last flight", ru: "Последний полёт"), "lastFlight", fit: .keep),
      ListColumn(Phrase(en: "Status", ru: "Статус"), "status", fit: .drop),
    ],
    row: RowTarget(screen: "astronaut"))

  /// Their row under their name and agency, and their Wikipedia page.
  static func card(_ astronaut: Astronaut, formatter: DisplayFormatter) -> Card {
    var fields = layout.cardFields(
      of: row(astronaut, formatter: formatter), omitting: ["name", "agency"], formatter: formatter)
    if let link = astronaut.wikipedia.map(TerminalText.sanitized), link.hasPrefix("https://") {
      fields.append(
        .init(
          key: "wikipedia", label: Phrase(en: "Wikipedia", ru: "Википедия")(formatter.language), value: link, url: link)
      )
    }
    return Card(
      title: TerminalText.sanitized(astronaut.name), subtitle: astronaut.agency.map(TerminalText.sanitized),
      fields: fields)
  }

  /// The SpaceX API's words for a person's status, in words that need no grammatical gender.
  static func status(_ word: String?) -> Phrase {
    switch word {
    case "active"?: Phrase(en: "active", ru: "в отряде")
    case "inactive"?: Phrase(en: "inactive", ru: "не летает")
    case "retired"?: Phrase(en: "retired", ru: "в отставке")
    case "unknown"?, nil: Phrase(en: "unknown", ru: "нет данных")
    case let other?: Phrase(en: other, ru: other)
    }
  }
}
