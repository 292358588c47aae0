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
    offers: Offer.collection(plural: "rockets", singular: "rocket"), reads: [.rowMarks(LaunchItem.markKind)]
  ) { container in
    let rockets = try container.resolve((any RocketRepository).self)
    let registry = try container.marks()
    try container.register(
      RocketCollection.declaration(
        rockets, launches: try container.resolve((any LaunchRepository).self),
        marks: { registry.snapshot(LaunchItem.markKind) }))
    // From whatever data the run may use (the cache or the sample), never the network.
    container.completions.register(.names(.rockets)) {
      ((try? await rockets.rockets(refresh: false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
  }
}

/// The rockets as a collection: words, sections, card, the newest ten launches and a link to all.
enum RocketCollection {
  static func declaration(
    _ rockets: any RocketRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks
  ) -> CollectionDeclaration<
    Rocket, DeclaredRow<RocketCells>, RocketItem, LaunchSummary, LaunchItem, RocketLaunches
  > {
    CollectionDeclaration(
      plural: "rockets", singular: "rocket",
      words: CollectionWords(
        title: Phrase(en: "Rockets", ru: "Ракеты"), one: RocketsStrings.rocket, count: RocketsStrings.rockets,
        listAbstract: Phrase(en: "List all rockets", ru: "Список всех ракет"),
        itemAbstract: Phrase(en: "Show one rocket's details", ru: "Подробности о ракете"),
        reference: Phrase(
          en: "REF: a rocket id or name, in any case, with or without spaces or dashes",
          ru: "REF: идентификатор или название ракеты, в любом регистре, с пробелами или дефисами или без них"),
        listSummary: "Every rocket, with raw values and display strings, as a list envelope.",
        getSummary:
          "One rocket by id or name, with its detail card and its newest ten launches (totalLaunches counts them all).",
        what: "a rocket id or name", example: "falcon9", listExample: "rockets --units imperial"),
      homeOrder: 10, layout: RocketCells.layout(row: nil),
      related: LaunchLayouts.related(heading: RocketsStrings.launchesNewestFirst, without: [.rocket], marks: marks)
        .limited(to: 10),
      source: CollectionSource(id: \.id, names: Rocket.names) { refresh throws(RocketsError) in
        try await rockets.rockets(refresh: refresh)
      },
      row: RocketCells.row, item: { RocketItem($0, formatter: $1) },
      card: { RocketCardPresenter.card(for: $0, formatter: $1) },
      loadRelated: { await launches.newestFirst(rocket: $0.id) },
      relatedItem: { LaunchItem($0, formatter: $1, marks: marks()) }, member: RocketLaunches.self,
      beside: { _, launches in RocketLaunches.Beside(totalLaunches: launches?.count) },
      links: { rocket in
        [
          ScreenLink(
            key: "l", title: Phrase(en: "launches", ru: "запуски"), screen: .launches,
            arguments: ["rocket": rocket.id])
        ]
      }, linkKeys: ["l": .launches],
      sections: { RocketRowPresenter.snapshot(of: $0, formatter: $1) }, getReads: [.rowMarks])
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
