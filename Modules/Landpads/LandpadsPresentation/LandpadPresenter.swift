import AppContainer
import Core
import Foundation
import LandpadsDomain

/// One line of the landing site list, display strings only; the full name gives way first, then
/// the last landing (the card has both), so the kind of site is never cut.
enum LandpadCells: RowDeclaration {
  static let cells: [RowCell<Landpad>] = [
    .hidden("id") { pad, _ in pad.id },
    RowCell(LandpadsStrings.site, "name") { pad, _ in TerminalText.sanitized(pad.name) },
    RowCell(LandpadsStrings.type, "type") { pad, formatter in LandpadsStrings.type(pad.type)(formatter.language) },
    RowCell(Phrase.status, "status") { pad, formatter in
      LandpadsStrings.statuses(pad.status)(formatter.language)
    },
    // `54/61`: landings made of those tried.
    RowCell(LandpadsStrings.landings, "landings", .right) { pad, formatter in
      formatter.fraction(pad.successes, of: pad.attempts)
    },
    RowCell(LandpadsStrings.lastLanding, "lastLanding", fit: .drop) { pad, _ in
      pad.lastLanding.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    RowCell(Phrase(en: "Name", ru: "Название"), "fullName", fit: .drop) { pad, _ in
      pad.fullName.map(TerminalText.sanitized) ?? "—"
    },
  ]
}

/// One landing at a site, display strings only.
enum PadLandingCells: RowDeclaration {
  static let cells: [RowCell<PadLanding>] = [
    .launchDate,
    .launchName(),
    RowCell(Phrase(en: "Booster", ru: "Ступень"), "booster") { landing, _ in
      landing.booster.map(TerminalText.sanitized) ?? "—"
    },
    RowCell(LandpadsStrings.outcome, "outcome") { landing, formatter in
      LandpadsStrings.outcome(landing.success, toCome: landing.isToCome(now: formatter.now))(formatter.language)
    },
  ]
}

/// Builds the landing sites' card and the landings under it.
enum LandpadPresenter {
  static func card(for pad: Landpad, formatter: DisplayFormatter) -> Card {
    let place = [pad.locality, pad.region].compactMap { $0.map(TerminalText.sanitized) }.joined(separator: ", ")
    var card = CardFields(formatter)
    card += LandpadCells.fields(["fullName", "type"], of: pad, formatter, missing: Phrase.unknown)
    card.add("location", Phrase(en: "Location", ru: "Место"), place.isEmpty ? nil : place)
    card += LandpadCells.fields(["landings"], of: pad, formatter)
    // Landings made of those tried, year by year: a site's cadence at a glance.
    card += Card.Field.years(pad.landingsByYear, key: "landings", formatter: formatter)
    card.add("lastLanding", LandpadsStrings.lastLanding, pad.lastLanding.map(formatter.day), missing: .dash)
    return Card(
      title: TerminalText.sanitized(pad.name), subtitle: LandpadsStrings.statuses(pad.status)(formatter.language),
      fields: card.fields)
  }

  /// The landings under the card, oldest first, each opening its launch.
  static let landingsBlock = RelatedItems.onLaunch(
    PadLandingCells.self, items: "landings", title: LandpadsStrings.landings, heading: LandpadsStrings.landingsHere,
    none: Phrase(en: "No landings recorded.", ru: "Посадок нет."))
}
