import AppContainer
import Core
import CrewDomain
import Foundation

/// One line of the crew list, display strings only. On a narrow window the status goes first,
/// then the agency, before a name is cut (in the middle, and only below 16 columns).
package enum AstronautCells: RowDeclaration {
  package static let cells: [RowCell<Astronaut>] = [
    RowCell(CrewPresenter.astronaut, "name", fit: .middle) { astronaut, _ in TerminalText.sanitized(astronaut.name) },
    RowCell(Phrase(en: "Agency", ru: "Агентство"), "agency", fit: .drop) { astronaut, _ in
      astronaut.agency.map(TerminalText.sanitized) ?? "—"
    },
    RowCell(Phrase.flights, "flights", .right) { astronaut, formatter in
      formatter.integer(astronaut.flown.count)
    },
    RowCell(Phrase.lastFlight, "lastFlight", fit: .keep) { astronaut, _ in
      astronaut.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    RowCell(Phrase.status, "status", fit: .drop) { astronaut, formatter in
      CrewPresenter.statuses(astronaut.status)(formatter.language)
    },
  ]
}

/// Builds the crew's cards, in both languages.
enum CrewPresenter {
  static let astronaut = Phrase(en: "Astronaut", ru: "Астронавт")

  /// Their row under their name and agency, and their Wikipedia page.
  static func card(_ astronaut: Astronaut, formatter: DisplayFormatter) -> Card {
    var fields = AstronautCells.fields(["flights", "lastFlight", "status"], of: astronaut, formatter)
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
  static let statuses = StatusWords([
    "active": Phrase(en: "active", ru: "в отряде"), "inactive": Phrase(en: "inactive", ru: "не летает"),
    "retired": Phrase(en: "retired", ru: "в отставке"),
  ])

}
