import AppContainer
import Core
import CrewDomain

extension Feature {
  /// The crew: list (filtered by agency and status) and each astronaut's card with their
  /// launches, as commands, methods and screens, on the home screen; a launch card offers its crew.
  package static let crewPresentation = Feature.collection(
    "crew.presentation", CrewCollection.self, over: CrewRepository.self
  ) { try $0.register(CrewCollection(source: $1)) }
}

/// The crew as a collection: words, query, list, card and launches.
package struct CrewCollection: CollectionDeclaration {
  package typealias Row = DeclaredRow<AstronautCells>
  package typealias Item = AstronautItem
  package typealias RelatedItem = LaunchAppearanceItem
  package typealias Member = AstronautLaunches
  package static let plural = "crew"
  package static let singular = "astronaut"
  package static let onLaunchCard = true
  package let source: CrewRepository
  package let homeOrder = 37
  package var query: ListQuery<Astronaut> { Self.query }

  package init(source: CrewRepository) { self.source = source }

  package var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Crew", ru: "Экипажи"), one: CrewPresenter.astronaut,
      count: PluralPhrase(
        en: PluralForms(one: "astronaut", other: "astronauts"),
        ru: PluralForms(one: "астронавт", few: "астронавта", many: "астронавтов")),
      listAbstract: Phrase(
        en: "List the people SpaceX flew, most flights first", ru: "Экипажи SpaceX: больше всего полётов сначала"),
      itemAbstract: Phrase(en: "Show one astronaut and every launch", ru: "Астронавт и все его запуски"),
      reference: Phrase(
        en: "REF: a name or a word of one (behnken, \"Robert Behnken\")",
        ru: "REF: имя или слово из него (behnken, \"Robert Behnken\")"),
      listSummary:
        "Every crew member of the SpaceX API with their launches counted, most flights first; filtered by agency and status; a list envelope.",
      getSummary: "One astronaut by id or name: item, card and every launch, oldest first, those to come last.",
      what: "an astronaut's name or id", example: "Robert Behnken")
  }

  package var related: RelatedItems<LaunchAppearance>? {
    .launches(
      heading: PluralPhrase(
        en: PluralForms(one: "launch, oldest first", other: "launches, oldest first"),
        ru: PluralForms(
          one: "запуск, сначала ранние", few: "запуска, сначала ранние", many: "запусков, сначала ранние")),
      none: Phrase(en: "No launches recorded.", ru: "Запусков нет."))
  }

  package func card(_ astronaut: Astronaut, formatter: DisplayFormatter) -> Card {
    CrewPresenter.card(astronaut, formatter: formatter)
  }
  package func related(of astronaut: Astronaut) async -> [LaunchAppearance]? { astronaut.flights }
  package func launchIDs(_ astronaut: Astronaut) -> [String] { astronaut.flights.map { $0.launchID } }

  /// `--agency A` (any part of its name, in any case, typed as completion offers it:
  /// `axiom-space`), `--status S`.
  static let query = ListQuery<Astronaut>([
    .words(
      "agency", placeholder: "A",
      help: Phrase(
        en: "only people of this agency (nasa, esa, axiom)", ru: "только люди этого агентства (nasa, esa, axiom)"),
      summary: "Only people of this agency: any part of its name, in any case (nasa, axiom, axiom-space)."
    ) { astronaut in astronaut.agency.map { [$0] } ?? [] },
    .filter(
      "status", values: ["active", "inactive", "retired", "unknown"],
      help: Phrase(
        en: "active, inactive, retired or unknown: only those",
        ru: "active, inactive, retired или unknown: только такие"),
      summary: "Only people in this state, as the SpaceX API words it."
    ) { astronaut, word in (astronaut.status ?? "unknown") == word },
  ])
}
