import Core
import Foundation
import JSONRPC

/// Items related to a record (a launchpad's launches, a rocket's), shown under its card as a
/// numbered table whose rows open their own screens. One building block, so a feature with
/// "an item and its launches" writes its card and nothing of the table, rows or snapshot.
package struct RelatedItems<Related: Sendable>: Sendable {
  /// Its columns, its place in the screen's data (`items`) and what a row opens.
  package var layout: ListLayout
  /// The heading over the table, for the items there are ("12 launches from here", "25 flights ·
  /// 1 to come": a count beside the list agrees with it), in the formatter's language and as of
  /// its `now` (a flight to come in July is not to come in December).
  package var heading: @Sendable (_ items: [Related], _ formatter: DisplayFormatter) -> String
  /// What stands under the heading when there are none ("No launches recorded.").
  package var none: Phrase
  /// What stands there when they could not be loaded.
  package var unavailable: Phrase
  package var id: @Sendable (Related) -> String
  /// Its name, for the browser's path line once a row is opened.
  package var name: @Sendable (Related) -> String
  /// Each one's display strings by member, as its item's `display` sends them.
  package var display: @Sendable ([Related], DisplayFormatter) -> [[String: String]]
  /// How many a card shows at most (the first ones); the rest are counted under the table.
  package var limit: Int?

  package init(
    layout: ListLayout, heading: @escaping @Sendable (_ count: Int, _ language: Language) -> String, none: Phrase,
    unavailable: Phrase, id: @escaping @Sendable (Related) -> String, name: @escaping @Sendable (Related) -> String,
    display: @escaping @Sendable ([Related], DisplayFormatter) -> [[String: String]], limit: Int? = nil
  ) {
    self.limit = limit
    self.layout = layout
    self.layout.empty = none
    self.heading = { items, formatter in heading(items.count, formatter.language) }
    self.none = none
    self.unavailable = unavailable
    self.id = id
    self.name = name
    self.display = display
  }

  /// The heading and the numbered table, as the terminal shows them under the card; the line
  /// that says there are none, or that they could not be loaded (`nil`), under the heading.
  package func text(_ related: [Related]?, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let bold = { TextStyle.bold($0, if: formatter.usesColor) }
    guard let related, !related.isEmpty else {
      let line = related == nil ? unavailable(language) : none(language)
      return bold(layout.title?(language) ?? heading([], formatter)) + "\n" + "  " + line + "\n"
    }
    let shown = shown(related)
    let table = layout.table(display(shown, formatter), formatter: formatter, numbered: true)
    let (first, all) = (
      NumberFormat.integer(shown.count, language: language), NumberFormat.integer(related.count, language: language)
    )
    let more =
      shown.count < related.count
      ? Phrase(en: "Showing \(first) of \(all)", ru: "Показано \(first) из \(all)")(language) + "\n" : ""
    return bold(heading(related, formatter)) + "\n" + table.text(width: formatter.width, bold: formatter.usesColor)
      + more
  }

  /// The same, its heading worded from the items themselves (those flown and those to come apart).
  package func headed(_ heading: @escaping @Sendable (_ items: [Related], _ formatter: DisplayFormatter) -> String)
    -> RelatedItems
  {
    var headed = self
    headed.heading = heading
    return headed
  }

  /// The same, its heading counting those flown, those to come and those past their date with
  /// no result recorded apart ("25 flights · 1 to come, oldest first"), so it agrees with a card
  /// that counts the flights flown; as before when every one is flown.
  /// - Parameters:
  ///   - isUpcoming: not flown by any record.
  ///   - isToCome: not flown, and its date not past at `now`.
  ///   - flown: "25 flights", for how many are flown.
  ///   - order: what follows the counts (", oldest first").
  package func countingApart(
    upcoming isUpcoming: @escaping @Sendable (Related) -> Bool,
    toCome isToCome: @escaping @Sendable (Related, _ now: Date) -> Bool, flown: PluralPhrase, order: Phrase
  ) -> RelatedItems {
    let plain = heading
    return headed { items, formatter in
      let language = formatter.language
      let notFlown = items.filter(isUpcoming)
      guard !notFlown.isEmpty else { return plain(items, formatter) }
      let toCome = notFlown.filter { isToCome($0, formatter.now) }.count
      let overdue = notFlown.count - toCome
      let (coming, late) = (formatter.integer(toCome), formatter.integer(overdue))
      let counts =
        [flown(items.count - notFlown.count, language)]
        + (toCome > 0 ? [Phrase(en: "\(coming) to come", ru: "\(coming) впереди")(language)] : [])
        + (overdue > 0 ? [Phrase.noResultRecorded(late)(language)] : [])
      return counts.joined(separator: " · ") + order(language)
    }
  }

  /// The same, showing the first `count` at most.
  package func limited(to count: Int) -> RelatedItems {
    var limited = self
    limited.limit = count
    return limited
  }

  /// The ones a card shows: the first ``limit``, or all.
  package func shown(_ related: [Related]) -> [Related] {
    limit.map { Array(related.prefix($0)) } ?? related
  }

  /// Where row `number` (1-based) leads.
  package func link(_ related: [Related]?, row number: Int) -> ScreenLink? {
    guard let related = related.map(shown), related.indices.contains(number - 1), let target = layout.row else {
      return nil
    }
    let item = related[number - 1]
    return ScreenLink(
      title: Phrase(en: "Open", ru: "Открыть"), screen: target.screen,
      params: .object(["id": .string(id(item))]), heading: name(item))
  }

  /// The snapshot of the items, one section named after their member in the data.
  package func snapshot(_ related: [Related]?, formatter: DisplayFormatter) -> ListSnapshot {
    ListSnapshot(sections: [
      .init(
        id: layout.items ?? "related", title: heading(related ?? [], formatter),
        items: related.map(shown)?.map(id) ?? [])
    ])
  }
}

extension ScreenFactory {
  /// A record's card with its related items under it (see ``RelatedItems``), or nothing under it
  /// when `block` is `nil`: by `{id}` or `{ref}`.
  /// - Parameters:
  ///   - what: what the reference names, for the error when it is missing ("a launchpad id or name").
  ///   - load: the record a reference names, with its related items (`nil`: they could not be loaded).
  ///   - data: the screen's `data` (the item, its card and the related items, as the get method
  ///     sends them); `layout.items` names the member holding the related items.
  package static func cardWithRelated<Value: Sendable, Related: Sendable, Data: Codable & Sendable>(
    name: ScreenName, what: String, data dataType: Data.Type, related block: RelatedItems<Related>?,
    load: @escaping @Sendable (_ reference: String, _ refresh: Bool) async throws -> Sourced<Value>,
    related: @escaping @Sendable (Value) -> [Related]?,
    card: @escaping @Sendable (Value, DisplayFormatter) -> Card,
    data: @escaping @Sendable (Value, DisplayFormatter) -> Data,
    links: @escaping @Sendable (Value) -> [ScreenLink] = { _ in [] }
  ) -> ScreenFactory {
    ScreenFactory(
      name: name, layout: .card(related: block?.layout), params: ReferenceParams.self, data: dataType
    ) { params in
      let reference = try ReferenceParams.reference(in: params, what)
      return ResourceScreen(
        viewModel: ResourceViewModel { refresh in try await load(reference, refresh) },
        output: { value, formatter in
          CommandOutput(
            card(value.value, formatter).text(formatter)
              + (block.map { "\n" + $0.text(related(value.value), formatter: formatter) } ?? ""),
            footer: ProvenanceText.line(value.provenance, formatter: formatter) + "\n", separated: true)
        },
        row: { value, number in block?.link(related(value), row: number) },
        links: links,
        present: { value, formatter in
          (
            ScreenState.json(data(value, formatter)),
            block?.snapshot(related(value), formatter: formatter) ?? ListSnapshot()
          )
        })
    }
  }
}

extension RelatedItems where Related: OnLaunch {
  /// Records of launches (a booster's flights, a capsule's missions), oldest first, counted as
  /// "25 flights · 1 to come, oldest first": those to come (and those past their date with no
  /// result recorded) apart from those flown.
  package func countingApart(flown: PluralPhrase) -> RelatedItems {
    countingApart(
      upcoming: { $0.isUpcoming }, toCome: { $0.isToCome(now: $1) }, flown: flown,
      order: Phrase(en: ", oldest first", ru: ", сначала ранние"))
  }
}

extension RelatedItems where Related: OnLaunch {
  /// Records of launches under a card (a capsule's missions), each row opening its launch, its
  /// columns and display strings those `cells` declare.
  /// - Parameters:
  ///   - items: the member of the screen's data holding them (`missions`).
  ///   - heading: "3 missions, oldest first", for how many.
  package static func onLaunch<Cells: RowDeclaration>(
    _ cells: Cells.Type, items: String, title: Phrase, heading: PluralPhrase, none: Phrase
  ) -> RelatedItems where Cells.Value == Related {
    RelatedItems(
      layout: cells.layout(items: items, title: title, row: RowTarget(screen: .launch, params: ["id": "launchId"])),
      heading: { heading($0, $1) }, none: none, unavailable: Phrase(en: "unavailable", ru: "недоступно"),
      id: { $0.launchID }, name: { $0.launchName }, display: { Cells.display($0, $1) })
  }
}
