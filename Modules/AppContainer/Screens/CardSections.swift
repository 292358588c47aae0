import Core

/// A block one feature adds to another feature's card (the launch card's "From your place",
/// which the Sky feature works out), computed from the record the card shows when it loads and
/// laid out in each language as the card is drawn. The card's feature knows none of them: it
/// reads ``CardSections/sections(on:id:)`` when it loads and appends what they lay out.
package struct CardSectionContribution: Sendable {
  /// What one contribution laid out for one record: the section in the formatter's language, or
  /// `nil` when it has nothing to say there.
  package typealias Layout = @Sendable (DisplayFormatter) -> Card.Section?

  /// The card it adds to (`launch`).
  package var screen: ScreenName
  /// Its block for the record with this id (a launch's), `nil` when it has none (no home place
  /// set); awaited when the card loads, so it may read data of its own.
  package var section: @Sendable (_ id: String) async -> Layout?

  package init(screen: ScreenName, section: @escaping @Sendable (_ id: String) async -> Layout?) {
    (self.screen, self.section) = (screen, section)
  }
}

/// The blocks features add to cards, by card. Copies share one store: a card registered before
/// its contributors (LaunchDetail before Sky) still sees them when it loads.
package struct CardSections: Sendable {
  private final class Store: Sendable {
    let contributions = Locked<[ScreenName: [CardSectionContribution]]>([:])
  }

  private let store = Store()

  package init() {}

  func add(_ contribution: CardSectionContribution) {
    store.contributions.withLock { $0[contribution.screen, default: []].append(contribution) }
  }

  /// What every contribution to `screen` lays out for record `id`, in the order they registered.
  package func sections(on screen: ScreenName, id: String) async -> [CardSectionContribution.Layout] {
    var layouts: [CardSectionContribution.Layout] = []
    for contribution in store.contributions.withLock({ $0[screen] ?? [] }) {
      if let layout = await contribution.section(id) { layouts.append(layout) }
    }
    return layouts
  }
}
