import AppContainer
import BoostersDomain
import Core

extension Feature {
  /// The boosters: list (sorted, filtered) and careers as commands, methods and screens, on the
  /// home screen; a launch card offers its boosters (`b1062`).
  package static let boostersPresentation = Feature.collection(
    "boosters.presentation", plural: "boosters", singular: "booster", onLaunchCard: true, over: BoosterRepository.self
  ) { try $0.register(BoosterCollection.declaration($1)) }
}

/// The boosters as a collection: words, query, list, card and career.
package enum BoosterCollection {
  package static func declaration(_ boosters: BoosterRepository) -> CollectionDeclaration<
    Booster, DeclaredRow<BoosterCells>, BoosterItem, BoosterFlight, BoosterFlightItem, BoosterFlights
  > {
    CollectionDeclaration(
      plural: "boosters", singular: "booster",
      words: CollectionWords(
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
        what: "a booster serial", example: "B1049"),
      homeOrder: 35, layout: BoosterCells.layout(row: nil), related: BoosterPresenter.career,
      source: boosters, row: BoosterCells.row,
      item: { BoosterItem($0, formatter: $1) }, card: { BoosterPresenter.card(for: $0, formatter: $1) },
      relatedOf: { $0.flights }, relatedItem: { BoosterFlightItem($0, formatter: $1) }, member: BoosterFlights.self,
      query: query, launchIDs: { $0.flights.map { $0.launchID } }, completion: { $0.serial })
  }

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
