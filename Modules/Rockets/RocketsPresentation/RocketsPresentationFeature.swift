import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import RocketsDomain

extension Feature {
  /// The rockets: list (active first) and card with its newest launches, as commands, methods and
  /// screens, first on the home screen; rocket names complete `--rocket` wherever it is taken.
  package static let rocketsPresentation = Feature(
    name: "rockets.presentation",
    needs: [ServiceKey((any RocketRepository).self), ServiceKey((any LaunchRepository).self)],
    offers: Offer.collection(plural: RocketCollection.plural, singular: RocketCollection.singular),
    reads: [.rowMarks(LaunchItem.markKind)]
  ) { container in
    let rockets = try container.resolve((any RocketRepository).self)
    let registry = try container.marks()
    try container.register(
      RocketCollection(
        rockets: rockets, launches: try container.resolve((any LaunchRepository).self),
        marks: { registry.snapshot(LaunchItem.markKind) }))
    // From whatever data the run may use (the cache or the sample), never the network.
    container.completions.register(.names(.rockets)) {
      ((try? await rockets.rockets(refresh: false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
  }
}

/// The rockets as a collection: words, sections, card, the newest ten launches and a link to all.
struct RocketCollection: CollectionDeclaration {
  typealias Row = DeclaredRow<RocketCells>
  typealias Item = RocketItem
  typealias Member = RocketLaunches
  static let plural = "rockets"
  static let singular = "rocket"
  let source: CollectionSource<Rocket, RocketWording>
  let launches: any LaunchRepository
  let marks: @Sendable () -> RowMarks
  let homeOrder = 10
  var linkKeys: [String: ScreenName] { ["l": .launches] }
  var getReads: [StateTopic] { [.rowMarks] }
  var related: RelatedItems<LaunchSummary>? {
    LaunchLayouts.related(heading: RocketsStrings.launchesNewestFirst, without: [.rocket], marks: marks).limited(to: 10)
  }

  init(rockets: any RocketRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks) {
    source = CollectionSource(id: \.id, names: Rocket.names) { refresh throws(RocketsError) in
      try await rockets.rockets(refresh: refresh)
    }
    (self.launches, self.marks) = (launches, marks)
  }

  var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Rockets", ru: "Ракеты"), one: RocketsStrings.rocket, count: RocketsStrings.rockets,
      listAbstract: Phrase(en: "List all rockets", ru: "Список всех ракет"),
      itemAbstract: Phrase(en: "Show one rocket's details", ru: "Подробности о ракете"),
      reference: Phrase(
        en: "REF: a rocket id or name, in any case, with or without spaces or dashes",
        ru: "REF: идентификатор или название ракеты, в любом регистре, с пробелами или дефисами или без них"),
      listSummary: "Every rocket, with raw values and display strings, as a list envelope.",
      getSummary:
        "One rocket by id or name, with its detail card and its newest ten launches (totalLaunches counts them all).",
      what: "a rocket id or name", example: "falcon9", listExample: "rockets --units imperial")
  }

  func card(_ rocket: Rocket, formatter: DisplayFormatter) -> Card {
    RocketCardPresenter.card(for: rocket, formatter: formatter)
  }
  func related(of rocket: Rocket) async -> [LaunchSummary]? { await launches.newestFirst(rocket: rocket.id) }
  func relatedItem(_ launch: LaunchSummary, formatter: DisplayFormatter) -> LaunchItem {
    LaunchItem(launch, formatter: formatter, marks: marks())
  }
  func beside(_ rocket: Rocket, related launches: [LaunchSummary]?) -> RocketLaunches.Beside? {
    RocketLaunches.Beside(totalLaunches: launches?.count)
  }
  func links(_ rocket: Rocket) -> [ScreenLink] {
    [
      ScreenLink(
        key: "l", title: Phrase(en: "launches", ru: "запуски"), screen: .launches, arguments: ["rocket": rocket.id])
    ]
  }
  func sections(_ rockets: [Rocket], formatter: DisplayFormatter) -> ListSnapshot? {
    RocketRowPresenter.snapshot(of: rockets, formatter: formatter)
  }
}

/// Where the rocket screen's data and `rockets.get` keep its newest launches, with how many it
/// has in all beside them.
enum RocketLaunches: RelatedMember {
  static let name = "launches"

  struct Beside: Codable, Sendable {
    /// Its launches in all; `null` when they could not be loaded.
    var totalLaunches: Int?
  }
}
