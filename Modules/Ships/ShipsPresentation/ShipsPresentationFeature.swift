import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import ShipsDomain

extension Feature {
  /// The ships: list (active first) and card with the launches each supported, as commands,
  /// methods and screens, on the home screen.
  package static let shipsPresentation = Feature.collection(
    "ships.presentation", ShipCollection.self, over: ShipRepository.self,
    withLaunches: { try $0.register(ShipCollection(source: $1, launches: $2, marks: $3)) })
}

/// The ships as a collection: words, list, sections, card and the launches each supported.
package struct ShipCollection: CollectionDeclaration {
  package typealias Row = DeclaredRow<ShipCells>
  package typealias Item = ShipItem
  package typealias Member = ShipLaunches
  package static let plural = "ships"
  package static let singular = "ship"
  package let source: ShipRepository
  let launches: any LaunchRepository
  let marks: @Sendable () -> RowMarks
  package let homeOrder = 37
  package var layout: ListLayout { ShipPresenter.layout }
  package var getReads: [StateTopic] { [.rowMarks] }
  package var related: RelatedItems<LaunchSummary>? {
    LaunchLayouts.related(heading: ShipsStrings.launchesSupported, without: [], marks: marks)
  }

  package init(source: ShipRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks) {
    (self.source, self.launches, self.marks) = (source, launches, marks)
  }

  package var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Ships", ru: "Суда"), one: ShipsStrings.ship, count: ShipsStrings.ships,
      listAbstract: Phrase(en: "List the recovery and support ships", ru: "Суда обеспечения и спасения"),
      itemAbstract: Phrase(en: "Show one ship and the launches it supported", ru: "Судно и запуски с его участием"),
      reference: Phrase(
        en: "REF: an id or a name, loosely (go quest)", ru: "REF: идентификатор или название (go quest)"),
      listSummary: "Every ship, with raw values and display strings, as a list envelope.",
      getSummary: "One ship by id or name, with its card and the launches it supported, newest first.",
      what: "a ship id or name", example: "GO Quest")
  }

  package func card(_ ship: Ship, formatter: DisplayFormatter) -> Card {
    ShipPresenter.card(for: ship, formatter: formatter)
  }
  package func related(of ship: Ship) async -> [LaunchSummary]? { await launches.newestFirst(ids: Set(ship.launchIDs)) }
  package func relatedItem(_ launch: LaunchSummary, formatter: DisplayFormatter) -> LaunchItem {
    LaunchItem(launch, formatter: formatter, marks: marks())
  }
  package func sections(_ ships: [Ship], formatter: DisplayFormatter) -> ListSnapshot? {
    ShipPresenter.snapshot(of: ships, formatter: formatter)
  }
}

/// Where the ship screen's data and `ships.get` keep the launches it supported.
package enum ShipLaunches: RelatedMember {
  package static let name = "launches"
}
