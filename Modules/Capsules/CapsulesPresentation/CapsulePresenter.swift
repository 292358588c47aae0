import AppContainer
import CapsulesDomain
import Core
import Foundation

/// One line of the capsule list, display strings only; on a narrow window the type goes first
/// (the card has it), then the splashdowns, then the crewed flights.
enum CapsuleCells: RowDeclaration {
  static let cells: [RowCell<Capsule>] = [
    RowCell(CapsulesStrings.capsule, "serial") { capsule, _ in TerminalText.sanitized(capsule.serial) },
    RowCell(Phrase.status, "status") { capsule, formatter in
      CapsulesStrings.statuses(capsule.status)(formatter.language)
    },
    RowCell(Phrase.flights, "flights", .right) { capsule, formatter in
      formatter.integer(capsule.flown.count)
    },
    RowCell(Phrase.lastFlight, "lastFlight", fit: .keep) { capsule, _ in
      capsule.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    RowCell(Phrase(en: "Crewed", ru: "С экипажем"), "crewFlights", .right, fit: .drop) { capsule, formatter in
      formatter.integer(capsule.crewFlights)
    },
    RowCell(Phrase(en: "Splashdowns", ru: "Приводнения"), "splashdowns", .right, fit: .drop) { capsule, formatter in
      formatter.integer(capsule.splashdowns)
    },
    RowCell(Phrase(en: "Type", ru: "Тип"), "type", fit: .drop) { capsule, _ in
      capsule.type.map(TerminalText.sanitized) ?? "—"
    },
  ]
}

/// One mission of a capsule, display strings only.
enum CapsuleMissionCells: RowDeclaration {
  static let cells: [RowCell<CapsuleMission>] = [
    .launchDate,
    .launchName(),
    RowCell(Phrase(en: "Crew", ru: "Экипаж"), "crew", .right) { mission, formatter in
      mission.crewCount.map(formatter.integer) ?? "—"
    },
    RowCell(CapsulesStrings.returned, "returned") { mission, formatter in
      CapsulesStrings.returned(mission.landingSuccess, toCome: mission.isToCome(now: formatter.now))(formatter.language)
    },
  ]
}

/// Builds the capsules' card and the missions under it.
enum CapsulePresenter {
  static func card(for capsule: Capsule, formatter: DisplayFormatter) -> Card {
    var card = CardFields(formatter)
    card += CapsuleCells.fields(
      ["type", "flights", "crewFlights", "splashdowns"], of: capsule, formatter, missing: Phrase.unknown)
    card.add("lastFlight", Phrase.lastFlight, capsule.lastFlight.map(formatter.day), missing: .dash)
    return Card(
      title: TerminalText.sanitized(capsule.serial),
      subtitle: CapsulesStrings.statuses(capsule.status)(formatter.language),
      fields: card.fields)
  }

  static let missionsBlock = RelatedItems.onLaunch(
    CapsuleMissionCells.self, items: "missions", title: CapsulesStrings.missions, heading: CapsulesStrings.missionsWord,
    none: Phrase(en: "No missions recorded.", ru: "Полётов нет.")
  )
  .countingApart(
    flown: PluralPhrase(
      en: PluralForms(one: "mission", other: "missions"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов"))
  )
}
