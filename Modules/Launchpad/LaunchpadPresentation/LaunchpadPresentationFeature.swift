import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

extension Feature {
  /// The launchpads: list (sections by status) and card with the launches from each, as
  /// commands, methods and screens, on the home screen.
  package static let launchpadPresentation = Feature.collection(
    "launchpad.presentation", plural: "launchpads", singular: "launchpad", over: (any LaunchpadRepository).self,
    withLaunches: {
      try $0.register(LaunchpadCollection.declaration($1, launches: $2, marks: $3))
    })
}

/// The launchpads as a collection: words, sections, card and the launches from each.
package enum LaunchpadCollection {
  package static func declaration(
    _ pads: any LaunchpadRepository, launches: any LaunchRepository, marks: @escaping @Sendable () -> RowMarks
  ) -> CollectionDeclaration<
    Launchpad, DeclaredRow<LaunchpadCells>, LaunchpadItem, LaunchSummary, LaunchItem, LaunchpadLaunches
  > {
    CollectionDeclaration(
      plural: "launchpads", singular: "launchpad",
      words: CollectionWords(
        title: Phrase(en: "Launchpads", ru: "Стартовые площадки"), one: LaunchpadStrings.name,
        count: LaunchpadStrings.launchpads,
        listAbstract: Phrase(en: "List all launchpads", ru: "Список стартовых площадок"),
        itemAbstract: Phrase(en: "Show one launchpad and its launches", ru: "Площадка и её запуски"),
        reference: Phrase(
          en: "REF: a launchpad id, or its short or full name in any case (\"KSC LC 39A\", ksc-lc-39a)",
          ru: "REF: идентификатор, краткое или полное название площадки в любом регистре"),
        listSummary: "Every launchpad, with raw values and display strings, as a list envelope.",
        getSummary: "One launchpad by id or name, with its card and its launches, newest first.",
        what: "a launchpad id or name", example: "KSC LC 39A"),
      homeOrder: 30, layout: LaunchpadCells.layout(row: nil),
      related: LaunchpadPresenter.launches(marks: marks),
      source: CollectionSource(id: \.id, names: Launchpad.names) { refresh throws(LaunchpadError) in
        try await pads.launchpads(refresh: refresh)
      },
      row: LaunchpadCells.row, item: { LaunchpadItem($0, formatter: $1) },
      card: { LaunchpadPresenter.card(for: $0, formatter: $1) },
      loadRelated: { pad in await launches.newestFirst(launchpad: pad.id) },
      relatedItem: { LaunchItem($0, formatter: $1, marks: marks()) }, member: LaunchpadLaunches.self,
      beside: { pad, _ in LaunchpadLaunches.Beside(rockets: pad.rocketNames) },
      sections: { LaunchpadPresenter.snapshot(of: $0, language: $1.language) }, getReads: [.rowMarks])
  }
}
