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

/// One launch of an astronaut, display strings only.
package struct AstronautFlightRow: Sendable, Hashable, Codable {
  package var date: String
  package var launch: String
  package var role: String
}

/// Builds the crew's rows, card and launches.
enum CrewPresenter {
  static func row(_ astronaut: Astronaut, formatter: DisplayFormatter) -> AstronautRow {
    AstronautRow(
      name: TerminalText.sanitized(astronaut.name), agency: astronaut.agency.map(TerminalText.sanitized) ?? "—",
      status: CrewStrings.status(astronaut.status)(formatter.language),
      flights: formatter.integer(astronaut.flown.count),
      lastFlight: astronaut.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—")
  }

  /// On a narrow window the status goes first, then the agency; names are cut last.
  static let layout = ListLayout(
    columns: [
      ListColumn(CrewStrings.astronaut, "name"), ListColumn(CrewStrings.agency, "agency", fit: .drop),
      ListColumn(CrewStrings.flights, "flights", .right), ListColumn(CrewStrings.lastFlight, "lastFlight", fit: .keep),
      ListColumn(CrewStrings.status, "status", fit: .drop),
    ],
    row: RowTarget(screen: "astronaut"))

  static func card(_ astronaut: Astronaut, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    var fields: [Card.Field] = [
      .init(key: "status", label: CrewStrings.status(language), value: CrewStrings.status(astronaut.status)(language)),
      .init(key: "flights", label: CrewStrings.flights(language), value: formatter.integer(astronaut.flown.count)),
      .init(
        key: "lastFlight", label: CrewStrings.lastFlight(language),
        value: astronaut.lastFlight.map(formatter.day) ?? "—"
      ),
    ]
    if let link = astronaut.wikipedia.map(TerminalText.sanitized), link.hasPrefix("https://") {
      fields.append(.init(key: "wikipedia", label: CrewStrings.wikipedia(language), value: link, url: link))
    }
    return Card(
      title: TerminalText.sanitized(astronaut.name), subtitle: astronaut.agency.map(TerminalText.sanitized),
      fields: fields)
  }

  static func flightRow(_ flight: AstronautFlight, formatter: DisplayFormatter) -> AstronautFlightRow {
    AstronautFlightRow(
      date: DateText.sortable(flight.date, precision: flight.datePrecision, timeZone: formatter.timeZone),
      launch: TerminalText.sanitized(flight.launchName),
      role: flight.role.map(TerminalText.sanitized)
        ?? (flight.isUpcoming ? CrewStrings.toCome(formatter.language) : "—"))
  }

  /// The launches under the card, numbered rows that open them.
  static let launches = RelatedItems<AstronautFlight>(
    layout: ListLayout(
      items: "launches", title: CrewStrings.launches,
      columns: [
        ListColumn(CrewStrings.date, "date", fit: .keep, isTime: true), ListColumn(CrewStrings.launch, "launch"),
        ListColumn(CrewStrings.role, "role", fit: .drop),
      ],
      row: RowTarget(screen: "launch", params: ["id": "launchId"])),
    heading: { count, language in CrewStrings.launchesWord(count, language) }, none: CrewStrings.none,
    unavailable: CrewStrings.unavailable, id: \.launchID, name: \.launchName,
    display: { flights, formatter in flights.map { DisplayRow.cells(of: flightRow($0, formatter: formatter)) } })
}
