import Core
import Foundation
import JSONRPC

/// A declared collection as registration uses it (see ``CollectionDeclaration``): its parts as
/// closures, made once from the declaration.
///
/// A class, so registering it (some twenty closures capture it) retains one reference instead of
/// copying two dozen members into each; nothing of it changes once made.
package final class RegisteredCollection<
  Value: Sendable, Row: Codable & Hashable & Sendable, Item: Codable & Sendable, Related: Sendable,
  RelatedItem: Codable & Sendable, Member: RelatedMember
>: Sendable {
  package let plural: String
  package let singular: String
  package let words: CollectionWords
  package let homeOrder: Int
  package let layout: ListLayout
  package let related: RelatedItems<Related>?
  package let query: ListQuery<Value>
  package let load: @Sendable (_ refresh: Bool) async throws -> Sourced<[Value]>
  package let find: @Sendable (_ reference: String, _ refresh: Bool) async throws -> Sourced<Value>
  package let id: @Sendable (Value) -> String
  /// What people call it: a row's heading, a launch card's link, a completion.
  package let name: @Sendable (Value) -> String
  package let row: @Sendable (Value, DisplayFormatter) -> Row
  package let item: @Sendable (Value, DisplayFormatter) -> Item
  package let card: @Sendable (Value, DisplayFormatter) -> Card
  package let relatedOf: @Sendable (Value) async -> [Related]?
  package let relatedItem: @Sendable (Related, DisplayFormatter) -> RelatedItem
  package let beside: @Sendable (Value, [Related]?) -> Member.Beside?
  package let links: @Sendable (Value) -> [ScreenLink]
  package let linkKeys: [String: ScreenName]
  /// The launches it appears on; `nil` when a launch card does not link it.
  package let launchIDs: (@Sendable (Value) -> [String])?
  package let getReads: [StateTopic]
  package let sections: @Sendable ([Value], DisplayFormatter) -> ListSnapshot?
  package let completion: @Sendable (Value) -> String

  package init<Declaration: CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>>(
    _ declaration: Declaration
  ) {
    let source = declaration.source
    plural = Declaration.plural
    singular = Declaration.singular
    words = declaration.words
    homeOrder = declaration.homeOrder
    layout = declaration.layout
    related = declaration.related
    query = declaration.query
    load = { try await source.load($0) }
    find = { try await source.find($0, refresh: $1) }
    id = source.id
    name = { source.names($0).first ?? source.id($0) }
    row = { declaration.row($0, formatter: $1) }
    item = { declaration.item($0, formatter: $1) }
    card = { declaration.card($0, formatter: $1) }
    relatedOf = { await declaration.related(of: $0) }
    relatedItem = { declaration.relatedItem($0, formatter: $1) }
    beside = { declaration.beside($0, related: $1) }
    links = { declaration.links($0) }
    linkKeys = declaration.linkKeys
    if Declaration.onLaunchCard {
      launchIDs = { declaration.launchIDs($0) }
    } else {
      launchIDs = nil
    }
    getReads = declaration.getReads
    sections = { declaration.sections($0, formatter: $1) }
    completion = { declaration.completion($0) }
  }

  /// The card screen's data, and inside ``WithProvenance`` the get method's answer.
  package typealias Detail = RelatedDetail<Item, RelatedItem, Member>

  /// The item, its card and the related items it shows (`nil`: they could not be loaded), for one
  /// value.
  package func detail(_ value: Value, related: [Related]?, formatter: DisplayFormatter) -> Detail {
    Detail(
      item: item(value, formatter), card: card(value, formatter),
      related: self.related.flatMap { block in related.map { block.shown($0).map { relatedItem($0, formatter) } } },
      beside: beside(value, related))
  }

  /// The same, its related items loaded.
  package func detail(_ value: Value, formatter: DisplayFormatter) async -> Detail {
    detail(value, related: await relatedOf(value), formatter: formatter)
  }

  /// The list as a command prints it: the numbered table, then the count and the provenance; an
  /// empty one says so in a sentence, naming the filter that emptied it.
  package func output(_ list: Sourced<QueriedList<Value>>, formatter: DisplayFormatter) -> CommandOutput {
    guard list.value.values.isEmpty else {
      return layout.output(
        list.value.values.map { row($0, formatter) }, count: words.count, provenance: list.provenance,
        formatter: formatter, keeping: list.value.sortedColumn)
    }
    let said = list.value.emptiedBy.map { words.emptied(by: $0.option, choosing: $0.word) } ?? words.none
    let lines =
      formatter.width.map { DisplayWidth.wrap(said(formatter.language), width: $0) } ?? [said(formatter.language)]
    return CommandOutput(
      lines.map { $0 + "\n" }.joined(), footer: ProvenanceText.line(list.provenance, formatter: formatter) + "\n",
      separated: true)
  }

  /// The feature's sections, or one in the order loaded; each row revised by what it shows.
  package func snapshot(_ values: [Value], formatter: DisplayFormatter) -> ListSnapshot {
    if let sections = sections(values, formatter) { return sections }
    return ListSnapshot(
      sections: [.init(id: plural, items: values.map(id))],
      revisions: Dictionary(values.map { (id($0), row($0, formatter).hashValue) }) { first, _ in first })
  }
}
