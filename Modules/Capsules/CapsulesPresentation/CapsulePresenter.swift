import AppContainer
import CapsulesDomain
import Core
import Foundation

/// One line of the capsule list, display strings only; on a narrow window the type goes first
/// (the card has it), then the splashdowns, then the crewed flights.
enum CapsuleCells: RowDeclaration {
  static let cells: [RowCell<Capsule>] = [
    RowCell(CapsulesStrings.capsule, "serial") { capsule, _ in TerminalText.sanitized(capsule.serial) },
    RowCell(CapsulesStrings.status, "status") { capsule, formatter in
      CapsulesStrings.status(capsule.status)(formatter.language)
    },
    RowCell(CapsulesStrings.flights, "flights", .right) { capsule, formatter in formatter.integer(capsule.flown.count)
    },
    RowCell(CapsulesStrings.lastFlight, "lastFlight", fit: .keep) { capsule, _ in
      capsule.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    RowCell(CapsulesStrings.crewFlights, "crewFlights", .right, fit: .drop) { capsule, formatter in
      formatter.integer(capsule.crewFlights)
    },
    RowCell(CapsulesStrings.splashdowns, "splashdowns", .right, fit: .drop) { capsule, formatter in
      formatter.integer(capsule.splashdowns)
    },
    RowCell(CapsulesStrings.type, "type", fit: .drop) { capsule, _ in capsule.type.map(TerminalText.sanitized) ?? "—" },
  ]
}

/// One mission of a capsule, display strings only.
enum CapsuleMissionCells: RowDeclaration {
  static let cells: [RowCell<CapsuleMission>] = [
    RowCell(CapsulesStrings.date, "date", fit: .keep, isTime: true) { mission, formatter in
      DateText.sortable(mission.date, precision: mission.datePrecision, timeZone: formatter.timeZone)
    },
    RowCell(CapsulesStrings.launch, "launch") { mission, _ in TerminalText.sanitized(mission.launchName) },
    RowCell(CapsulesStrings.crew, "crew", .right) { mission, formatter in
      mission.crewCount.map(formatter.integer) ?? "—"
    },
    RowCell(CapsulesStrings.returned, "returned") { mission, formatter in
      CapsulesStrings.returned(mission.landingSuccess, upcoming: mission.isUpcoming)(formatter.language)
    },
  ]
}

/// Builds the capsules' card and the missions under it.
enum CapsulePresenter {
  static func card(for capsule: Capsule, formatter: DisplayFormatter) -> Card {
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

  static let missionsBlock = RelatedItems.onLaunch(
    CapsuleMissionCells.self, items: "missions", title: CapsulesStrings.missions, heading: CapsulesStrings.missionsWord,
    none: CapsulesStrings.none
  )
  .countingApart(
    flown: PluralPhrase(
      en: PluralForms(one: "mission", other: "missions"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов"))
  )
}
