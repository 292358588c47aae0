import Core
import Foundation
import JSONRPC

/// A collection a feature adds (capsules, landing sites), said once: its names, words, layout,
/// card, related items and the launches each item appears on. ``AppContainer/register(_:)``
/// derives the rest: the list and item commands with their help and completion, `X.list` and
/// `X.get`, the list screen (on the home screen) and the card screen, and the links a launch card
/// offers to the items that appear on it.
///
/// A class, so registering it (some twenty closures capture it) retains one reference instead of
/// copying two dozen members into each; nothing of it changes once declared.
///
/// - `Value`: the domain value; `Row`: one line of the list, display strings only (its hash
///   revises a row in a snapshot); `Item`: the value as methods and screens send it;
///   `Related`/`RelatedItem`: what the card lists under it, and how each is sent, under
///   `Member.name`.
package final class CollectionDeclaration<
  Value: Sendable, Row: Codable & Hashable & Sendable, Item: Codable & Sendable, Related: Sendable,
  RelatedItem: Codable & Sendable, Member: RelatedMember
>: Sendable {
  /// The list's command, screen and method namespace (`capsules`), and one item's command and
  /// screen (`capsule`).
  package let plural: String
  package let singular: String
  package let words: CollectionWords
  /// Where the list stands on the home screen.
  package let homeOrder: Int
  /// The list's columns; its rows open the `singular` screen.
  package let layout: ListLayout
  /// What the card lists under it.
  package let related: RelatedItems<Related>
  /// The list's options (`--status S`): none, or what the feature declares.
  package let query: ListQuery<Value>

  package let load: @Sendable (_ refresh: Bool) async throws -> Sourced<[Value]>
  package let find: @Sendable (_ reference: String, _ refresh: Bool) async throws -> Sourced<Value>
  package let id: @Sendable (Value) -> String
  /// What people call it: a row's heading, a launch card's link, a completion.
  package let name: @Sendable (Value) -> String
  package let row: @Sendable (Value, DisplayFormatter) -> Row
  package let item: @Sendable (Value, DisplayFormatter) -> Item
  package let card: @Sendable (Value, DisplayFormatter) -> Card
  /// What the card lists under it, for one value; `nil` when it could not be loaded.
  package let relatedOf: @Sendable (Value) async -> [Related]?
  package let relatedItem: @Sendable (Related, DisplayFormatter) -> RelatedItem
  /// What the card's data and the get answer carry beside the item (``RelatedMember/Beside``),
  /// for the value and its related items (all of them, when the card shows only the first).
  package let beside: @Sendable (Value, [Related]?) -> Member.Beside?
  /// The links its card screen offers once loaded (`l`: a rocket's launches), by key, and the
  /// screen each key opens, so the validation pass checks it exists.
  package let links: @Sendable (Value) -> [ScreenLink]
  package let linkKeys: [String: ScreenName]
  /// The launches it appears on, for the links a launch card offers; `nil`: none.
  package let launchIDs: (@Sendable (Value) -> [String])?
  /// What else the get method's answer shows besides the data and the settings (`.rowMarks` for
  /// related launches with their favourite marks), so the server orders it after what changes it.
  package let getReads: [StateTopic]
  /// The list's sections, when it has more than one (ships by status); one in the order loaded else.
  package let sections: (@Sendable ([Value], DisplayFormatter) -> ListSnapshot)?
  /// How a shell completes a reference to it (its name as typed, by default).
  package let completion: @Sendable (Value) -> String

  package init(
    plural: String, singular: String, words: CollectionWords, homeOrder: Int, layout: ListLayout,
    related: RelatedItems<Related>, source: CollectionSource<Value, some CollectionWording>,
    row: @escaping @Sendable (Value, DisplayFormatter) -> Row,
    item: @escaping @Sendable (Value, DisplayFormatter) -> Item,
    card: @escaping @Sendable (Value, DisplayFormatter) -> Card,
    relatedOf: (@Sendable (Value) -> [Related])? = nil,
    loadRelated: (@Sendable (Value) async -> [Related]?)? = nil,
    relatedItem: @escaping @Sendable (Related, DisplayFormatter) -> RelatedItem,
    member: Member.Type, beside: (@Sendable (Value, [Related]?) -> Member.Beside)? = nil,
    links: @escaping @Sendable (Value) -> [ScreenLink] = { _ in [] }, linkKeys: [String: ScreenName] = [:],
    query: ListQuery<Value> = ListQuery([]),
    sections: (@Sendable ([Value], DisplayFormatter) -> ListSnapshot)? = nil, getReads: [StateTopic] = [],
    launchIDs: (@Sendable (Value) -> [String])? = nil,
    completion: (@Sendable (Value) -> String)? = nil
  ) {
    self.plural = plural
    self.singular = singular
    self.words = words
    self.homeOrder = homeOrder
    self.layout = layout
    self.related = related
    self.query = query
    self.load = { try await source.load($0) }
    self.find = { try await source.find($0, refresh: $1) }
    self.id = source.id
    self.name = { source.names($0).first ?? source.id($0) }
    self.row = row
    self.item = item
    self.card = card
    self.relatedOf = loadRelated ?? { value in relatedOf?(value) ?? [] }
    self.sections = sections
    self.getReads = getReads
    self.relatedItem = relatedItem
    self.beside = { value, related in beside?(value, related) }
    self.links = links
    self.linkKeys = linkKeys
    self.launchIDs = launchIDs
    self.completion = completion ?? { CompletionRegistry.typed(source.names($0).first ?? source.id($0)) }
  }

  /// The card screen's data, and inside ``WithProvenance`` the get method's answer.
  package typealias Detail = RelatedDetail<Item, RelatedItem, Member>

  /// The item, its card and the related items it shows (`nil`: they could not be loaded), for one
  /// value.
  package func detail(_ value: Value, related: [Related]?, formatter: DisplayFormatter) -> Detail {
    Detail(
      item: item(value, formatter), card: card(value, formatter),
      related: related.map { self.related.shown($0).map { relatedItem($0, formatter) } },
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
    if let sections { return sections(values, formatter) }
    return ListSnapshot(
      sections: [.init(id: plural, items: values.map(id))],
      revisions: Dictionary(values.map { (id($0), row($0, formatter).hashValue) }) { first, _ in first })
  }
}

/// Every word a collection shows or documents, in both languages where people read them.
package struct CollectionWords: Sendable {
  /// The list's title on the home screen ("Capsules").
  package var title: Phrase
  /// What a row opens, for the browser ("Capsule").
  package var one: Phrase
  /// What a launch card's link to it says ("Capsule", "Landing site").
  package var link: Phrase
  /// "12 capsules", under the list.
  package var count: PluralPhrase
  /// The list and item commands' one line of help.
  package var listAbstract: Phrase
  package var itemAbstract: Phrase
  /// The item command's `REF` line ("REF: a serial, in any case (C206, c206, 206)").
  package var reference: Phrase
  /// The list and get methods' lines in `rpc.discover`.
  package var listSummary: String
  package var getSummary: String
  /// What a reference names, for the error when it is missing ("a capsule serial").
  package var what: String
  /// A reference `rpc.discover` shows in the get method's example ("C206").
  package var example: String
  /// The list command's example, after `spacex ` (`rockets --units imperial`); by default one
  /// of its options with its first value, or `--lang ru`.
  package var listExample: String?

  package init(
    title: Phrase, one: Phrase, link: Phrase? = nil, count: PluralPhrase, listAbstract: Phrase, itemAbstract: Phrase,
    reference: Phrase, listSummary: String, getSummary: String, what: String, example: String,
    listExample: String? = nil
  ) {
    self.title = title
    self.one = one
    self.link = link ?? one
    self.count = count
    self.listAbstract = listAbstract
    self.itemAbstract = itemAbstract
    self.reference = reference
    self.listSummary = listSummary
    self.getSummary = getSummary
    self.what = what
    self.example = example
    self.listExample = listExample
  }

  /// "No capsules." for a list with nothing in it: the plural that counts none ("капсул").
  package var none: Phrase {
    Phrase(en: "No \(count.en.many).", ru: Self.capitalized(count.ru.many) + " нет.")
  }

  /// "No boosters match: none are left after the status filter (retired)."
  package func emptied(by option: String, choosing word: String) -> Phrase {
    Phrase(
      en: "No \(count.en.many) match: none are left after the \(option) filter (\(word)).",
      ru: "Подходящих \(count.ru.many) нет: после фильтра «\(option)» (\(word)) список пуст.")
  }

  /// Its first letter in capitals. Plural words are Latin or Cyrillic; mapping those by hand
  /// keeps start-up cheap (`uppercased()` cost some 60,000 instructions a call, one per collection).
  private static func capitalized(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    let upper: Unicode.Scalar? =
      switch first.value {
      case 0x61...0x7A, 0x430...0x44F: Unicode.Scalar(first.value - 0x20)
      case 0x450...0x45F: Unicode.Scalar(first.value - 0x50)
      default: nil
      }
    guard let upper else { return word.prefix(1).uppercased() + word.dropFirst() }
    return String(Character(upper)) + String(word.unicodeScalars.dropFirst())
  }
}
