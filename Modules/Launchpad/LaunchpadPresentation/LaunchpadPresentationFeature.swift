import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

extension Feature {
  /// The launchpads: list (sections by status) and card with the launches from each, as
  /// commands, methods and screens, on the home screen.
  package static let launchpadPresentation = Feature.collection(
    "launchpad.presentation", LaunchpadCollection.self, over: (any LaunchpadRepository).self,
    withLaunches: { try $0.register(LaunchpadCollection(pads: $1, launches: $2, marks: $3)) })
}

/// The launchpads as a collection: words, sections, card and the launches from each.
package struct LaunchpadCollection: CollectionDeclaration {
  package typealias Row = DeclaredRow<LaunchpadCells>
  package typealias Item = LaunchpadItem
  package typealias Member = LaunchpadLaunches
  package static let plural = "launchpads"
  package static let singular = "launchpad"
  package let source: CollectionSource<Launchpad, LaunchpadWording>
  let launches: any LaunchRepository
  let marks: @Sendable () -> RowMarks
  package let homeOrder = 30
  package var related: RelatedItems<LaunchSummary>? { LaunchpadPresenter.launches(marks: marks) }
  package var getReads: [StateTopic] { [.rowMarks] }

  package init(
    pads: any LaunchpadRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks
  ) {
    source = CollectionSource(id: \.id, names: Launchpad.names) { refresh throws(LaunchpadError) in
      try await pads.launchpads(refresh: refresh)
    }
    (self.launches, self.marks) = (launches, marks)
  }

  package var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Launchpads", ru: "Стартовые площадки"), one: LaunchpadStrings.name,
      count: LaunchpadStrings.launchpads,
      listAbstract: Phrase(en: "List all launchpads", ru: "Список стартовых площадок"),
      itemAbstract: Phrase(en: "Show one launchpad and its launches", ru: "Площадка и её запуски"),
      reference: Phrase(
        en: "REF: a launchpad id, or its short or full name in any case (\"KSC LC 39A\", ksc-lc-39a)",
        ru: "REF: идентификатор, краткое или полное название площадки в любом регистре"),
      listSummary: "Every launchpad, with raw values and display strings, as a list envelope.",
      getSummary: "One launchpad by id or name, with its card and its launches, newest first.",
      what: "a launchpad id or name", example: "KSC LC 39A")
  }

  package func card(_ pad: Launchpad, formatter: DisplayFormatter) -> Card {
    LaunchpadPresenter.card(for: pad, formatter: formatter)
  }
  package func related(of pad: Launchpad) async -> [LaunchSummary]? { await launches.newestFirst(launchpad: pad.id) }
  package func relatedItem(_ launch: LaunchSummary, formatter: DisplayFormatter) -> LaunchItem {
    LaunchItem(launch, formatter: formatter, marks: marks())
  }
  package func beside(_ pad: Launchpad, related: [LaunchSummary]?) -> LaunchpadLaunches.Beside? {
    LaunchpadLaunches.Beside(rockets: pad.rocketNames)
  }
  package func sections(_ pads: [Launchpad], formatter: DisplayFormatter) -> ListSnapshot? {
    LaunchpadPresenter.snapshot(of: pads, language: formatter.language)
  }
}
