import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import ShipsDomain

extension Feature {
  /// The ships: list (active first) and card with the launches each supported, as commands,
  /// methods and screens, on the home screen.
  package static let shipsPresentation = Feature.collection(
    "ships.presentation", plural: "ships", singular: "ship", over: ShipRepository.self,
    withLaunches: {
      try $0.register(ShipCollection.declaration($1, launches: $2, marks: $3))
    })
}

/// The ships as a collection: words, list, sections, card and the launches each supported.
package enum ShipCollection {
  package static func declaration(
    _ ships: ShipRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks
  ) -> CollectionDeclaration<Ship, DeclaredRow<ShipCells>, ShipItem, LaunchSummary, LaunchItem, ShipLaunches> {
    CollectionDeclaration(
      plural: "ships", singular: "ship",
      words: CollectionWords(
        title: Phrase(en: "Ships", ru: "Суда"), one: ShipsStrings.ship, count: ShipsStrings.ships,
        listAbstract: Phrase(en: "List the recovery and support ships", ru: "Суда обеспечения и спасения"),
        itemAbstract: Phrase(en: "Show one ship and the launches it supported", ru: "Судно и запуски с его участием"),
        reference: Phrase(
          en: "REF: an id or a name, loosely (go quest)", ru: "REF: идентификатор или название (go quest)"),
        listSummary: "Every ship, with raw values and display strings, as a list envelope.",
        getSummary: "One ship by id or name, with its card and the launches it supported, newest first.",
        what: "a ship id or name", example: "GO Quest"),
      homeOrder: 37, layout: ShipPresenter.layout,
      related: LaunchLayouts.related(heading: ShipsStrings.launchesSupported, without: [], marks: marks),
      source: ships, row: ShipCells.row,
      item: { ShipItem($0, formatter: $1) },
      card: { ShipPresenter.card(for: $0, formatter: $1) },
      loadRelated: { await launches.newestFirst(ids: Set($0.launchIDs)) },
      relatedItem: { LaunchItem($0, formatter: $1, marks: marks()) }, member: ShipLaunches.self,
      sections: { ShipPresenter.snapshot(of: $0, formatter: $1) }, getReads: [.rowMarks])
  }
}

/// Where the ship screen's data and `ships.get` keep the launches it supported.
package enum ShipLaunches: RelatedMember {
  package static let name = "launches"
}
