import AppContainer
import Core
import LandpadsDomain

extension Feature {
  /// The landing sites: list and card (with every landing there) as commands, methods and
  /// screens, on the home screen; a launch card offers the sites its boosters landed on, or were
  /// to (`ocisly`, `lz-1`).
  package static let landpadsPresentation = Feature.collection(
    "landpads.presentation", LandpadCollection.self, over: LandpadRepository.self
  ) { try $0.register(LandpadCollection(source: $1)) }
}

/// The landing sites as a collection: words, list, card and landings.
struct LandpadCollection: CollectionDeclaration {
  typealias Row = DeclaredRow<LandpadCells>
  typealias Item = LandpadItem
  typealias RelatedItem = PadLandingItem
  typealias Member = PadLandings
  static let plural = "landpads"
  static let singular = "landpad"
  static let onLaunchCard = true
  let source: LandpadRepository
  let homeOrder = 36
  var related: RelatedItems<PadLanding>? { LandpadPresenter.landingsBlock }

  var words: CollectionWords {
    CollectionWords(
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
      what: "a landing site id or name", example: "OCISLY")
  }

  func card(_ pad: Landpad, formatter: DisplayFormatter) -> Card {
    LandpadPresenter.card(for: pad, formatter: formatter)
  }
  func related(of pad: Landpad) async -> [PadLanding]? { pad.landings }
  func launchIDs(_ pad: Landpad) -> [String] { pad.landings.map { $0.launchID } }
}
