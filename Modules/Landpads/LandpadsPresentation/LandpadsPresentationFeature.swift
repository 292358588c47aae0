import AppContainer
import Core
import LandpadsDomain

extension Feature {
  /// The landing sites: list and card (with every landing there) as commands, methods and
  /// screens, on the home screen; a launch card offers the sites its boosters landed on, or were
  /// to (`ocisly`, `lz-1`).
  package static let landpadsPresentation = Feature.collection(
    "landpads.presentation", plural: "landpads", singular: "landpad", onLaunchCard: true, over: LandpadRepository.self
  ) { container, pads in
    try container.register(
      CollectionDeclaration(
        plural: "landpads", singular: "landpad",
        words: CollectionWords(
          title: Phrase(en: "Landing sites", ru: "Места посадки"), one: LandpadsStrings.site,
          link: Phrase(en: "landing site", ru: "место посадки"),
          count: LandpadsStrings.sites,
          listAbstract: Phrase(en: "List the landing zones and drone ships", ru: "Посадочные зоны и морские платформы"),
          itemAbstract: Phrase(en: "Show one landing site and its landings", ru: "Место посадки и все посадки там"),
          reference: Phrase(
            en: "REF: an id or a name, loosely (ocisly, lz1, of still)",
            ru: "REF: идентификатор или название (ocisly, lz1, of still)"),
          listSummary:
            "Every landing site of both sources, with landings tried and made counted from both sources' flights.",
          getSummary: "One landing site by id or name, with its card and every landing there.",
          what: "a landing site id or name", example: "OCISLY"),
        homeOrder: 36, layout: LandpadCells.layout(row: nil),
        related: LandpadPresenter.landingsBlock,
        source: pads, row: LandpadCells.row,
        item: { LandpadItem($0, formatter: $1) }, card: { LandpadPresenter.card(for: $0, formatter: $1) },
        relatedOf: { $0.landings }, relatedItem: { PadLandingItem($0, formatter: $1) }, member: PadLandings.self,
        launchIDs: { $0.landings.map { $0.launchID } }))
  }
}
