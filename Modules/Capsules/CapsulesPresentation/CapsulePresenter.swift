import AppContainer
import CapsulesDomain
import Core
import Foundation

/// One line of the capsule list, display strings only.
package struct CapsuleRow: Sendable, Hashable, Codable {
  package var serial: String
  package var type: String
  package var status: String
  package var flights: String
  package var crewFlights: String
  package var splashdowns: String
  package var lastFlight: String
}

/// One mission of a capsule, display strings only.
package struct CapsuleMissionRow: Sendable, Hashable, Codable {
  package var date: String
  package var launch: String
  package var crew: String
  package var returned: String
}

/// Builds the capsules' rows, list, card and missions.
package enum CapsulePresenter {
  package static func row(for capsule: Capsule, formatter: DisplayFormatter) -> CapsuleRow {
    let language = formatter.language
    return CapsuleRow(
      serial: TerminalText.sanitized(capsule.serial), type: capsule.type.map(TerminalText.sanitized) ?? "—",
      status: CapsulesStrings.status(capsule.status)(language), flights: formatter.integer(capsule.flown.count),
      crewFlights: formatter.integer(capsule.crewFlights), splashdowns: formatter.integer(capsule.splashdowns),
      lastFlight: capsule.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—")
  }

  /// The list's columns; on a narrow window the type goes first (the card has it), then the
  /// splashdowns, then the crewed flights.
  package static let layout = ListLayout(
    columns: [
      ListColumn(CapsulesStrings.capsule, "serial"), ListColumn(CapsulesStrings.status, "status"),
      ListColumn(CapsulesStrings.flights, "flights", .right),
      ListColumn(CapsulesStrings.lastFlight, "lastFlight", fit: .keep),
      ListColumn(CapsulesStrings.crewFlights, "crewFlights", .right, fit: .drop),
      ListColumn(CapsulesStrings.splashdowns, "splashdowns", .right, fit: .drop),
      ListColumn(CapsulesStrings.type, "type", fit: .drop),
    ],
    row: RowTarget(screen: "capsule"))

  package static func card(for capsule: Capsule, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = CapsulesStrings.self
    return Card(
      title: TerminalText.sanitized(capsule.serial), subtitle: strings.status(capsule.status)(language),
      fields: [
        .init(
          key: "type", label: strings.type(language),
          value: capsule.type.map(TerminalText.sanitized) ?? strings.unknown(language)),
        .init(key: "flights", label: strings.flights(language), value: formatter.integer(capsule.flown.count)),
        .init(key: "crewFlights", label: strings.crewFlights(language), value: formatter.integer(capsule.crewFlights)),
        .init(key: "splashdowns", label: strings.splashdowns(language), value: formatter.integer(capsule.splashdowns)),
        .init(
          key: "lastFlight", label: strings.lastFlight(language), value: capsule.lastFlight.map(formatter.day) ?? "—"),
      ])
  }

  package static func missionRow(_ mission: CapsuleMission, formatter: DisplayFormatter) -> CapsuleMissionRow {
    CapsuleMissionRow(
      date: DateText.sortable(mission.date, precision: mission.datePrecision, timeZone: formatter.timeZone),
      launch: TerminalText.sanitized(mission.launchName), crew: mission.crewCount.map(formatter.integer) ?? "—",
      returned: CapsulesStrings.returned(mission.landingSuccess, upcoming: mission.isUpcoming)(formatter.language))
  }

  package static let missionsBlock = RelatedItems<CapsuleMission>(
    layout: ListLayout(
      items: "missions", title: CapsulesStrings.missions,
      columns: [
        ListColumn(CapsulesStrings.date, "date", fit: .keep, isTime: true),
        ListColumn(CapsulesStrings.launch, "launch"), ListColumn(CapsulesStrings.crew, "crew", .right),
        ListColumn(CapsulesStrings.returned, "returned"),
      ],
      row: RowTarget(screen: "launch", params: ["id": "launchId"])),
    heading: { count, language in CapsulesStrings.missionsWord(count, language) }, none: CapsulesStrings.none,
    unavailable: CapsulesStrings.unavailable, id: { $0.launchID }, name: { $0.launchName },
    display: { missions, formatter in missions.map { DisplayRow.cells(of: missionRow($0, formatter: formatter)) } }
  )
  .countingApart(
    flown: PluralPhrase(
      en: PluralForms(one: "mission", other: "missions"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов"))
  )
}
