import AppContainer
import BoostersDomain
import Core

extension Feature {
  /// The boosters: list (sorted, filtered) and careers as commands, methods and screens, on the
  /// home screen; a launch card offers its boosters (`b1062`).
  package static let boostersPresentation = Feature.collection(
    "boosters.presentation", BoosterCollection.self, over: BoosterRepository.self
  ) { try $0.register(BoosterCollection(source: $1)) }
}

/// The boosters as a collection: words, query, list, card and career.
package struct BoosterCollection: CollectionDeclaration {
  package typealias Row = DeclaredRow<BoosterCells>
  package typealias Item = BoosterItem
  package typealias RelatedItem = BoosterFlightItem
  package typealias Member = BoosterFlights
  package static let plural = "boosters"
  package static let singular = "booster"
  package static let onLaunchCard = true
  package let source: BoosterRepository
  package let homeOrder = 35
  package var related: RelatedItems<BoosterFlight>? { BoosterPresenter.career }
  package var query: ListQuery<Booster> { Self.query }

  package init(source: BoosterRepository) { self.source = source }

  package var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Boosters", ru: "Ступени"), one: BoostersStrings.booster, count: BoostersStrings.boosters,
      listAbstract: Phrase(en: "List boosters with their flights and landings", ru: "Ступени: полёты и посадки"),
      itemAbstract: Phrase(en: "Show one booster's whole career", ru: "Вся история одной ступени"),
      reference: Phrase(
        en: "REF: a serial, in any case, with or without the B (B1062, b1062, 1062)",
        ru: "REF: серийный номер в любом регистре, можно без B (B1062, b1062, 1062)"),
      listSummary:
        "Every booster of both sources with its career counted (flights, landings by kind, first and last flight), sorted by flights (the fleet leaders), last flight or serial, filtered by status and block; a list envelope.",
      getSummary:
        "One booster by serial (B1062, b1062, 1062): its item, card and every flight of its career from both sources, oldest first, each with its launch id, turnaround and landing.",
      what: "a booster serial", example: "B1049")
  }

  package func card(_ booster: Booster, formatter: DisplayFormatter) -> Card {
    BoosterPresenter.card(for: booster, formatter: formatter)
  }
  package func related(of booster: Booster) async -> [BoosterFlight]? { booster.flights }
  package func launchIDs(_ booster: Booster) -> [String] { booster.flights.map { $0.launchID } }
  package func completion(_ booster: Booster) -> String { booster.serial }

  /// `--sort`, `--status`, `--block`.
  package static let query = ListQuery<Booster>([
    .sort(
      BoosterSort.allCases.map { $0.rawValue },
      help: Phrase(
        en: "flights (default: the fleet leaders), last (most recently flown), serial or turnaround (fastest)",
        ru:
          "flights (по умолчанию: больше всего полётов), last (недавно летавшие), serial или turnaround (кратчайший перерыв)"
      ),
      summary:
        "flights (most first: the fleet leaders; the default), last (most recently flown first), serial, or turnaround (the fastest reflight first; boosters never reflown last).",
      columns: ["flights": "flights", "last": "lastFlight", "serial": "serial", "turnaround": "turnaround"]
    ) { boosters, word in (BoosterSort(rawValue: word) ?? .flights).run(on: boosters) },
    .filter(
      "status", values: Booster.statuses,
      help: Phrase(
        en: "active, inactive, lost, expended, retired or unknown: only those",
        ru: "active, inactive, lost, expended, retired или unknown: только такие"),
      summary: "Only boosters in this state."
    ) { booster, word in booster.status == word },
    .filter(
      "block", placeholder: "N", values: (1...5).map(String.init),
      help: Phrase(en: "1 to 5: only boosters of that Falcon 9 block", ru: "1–5: только ступени этого блока Falcon 9"),
      summary: "Only boosters of this Falcon 9 block (1–5)."
    ) { booster, word in booster.block.map(String.init) == word },
  ])
}
