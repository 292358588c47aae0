import Core

/// A collection a feature adds (capsules, landing sites), said once: its names, words, layout,
/// card and, where it has them, related items, options, links and the launches each item appears
/// on. What a collection does not have it does not name: every requirement below the first block
/// has a default. ``AppContainer/register(_:)`` derives the rest: the list and item commands with
/// their help and completion, `X.list` and `X.get`, the list screen (on the home screen) and the
/// card screen, and the links a launch card offers to the items that appear on it.
///
/// - `Value`: the domain value; `Row`: one line of the list, display strings only (its hash
///   revises a row in a snapshot); `Item`: the value as methods and screens send it;
///   `Related`/`RelatedItem`: what the card lists under it, and how each is sent, under
///   `Member.name` (none by default).
///
/// The six are primary, so registration is generic over types the caller names: the run time
/// never looks them up at start.
package protocol CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>: Sendable {
  associatedtype Value: Sendable
  associatedtype Row: Codable & Hashable & Sendable
  associatedtype Item: Codable & Sendable
  associatedtype Related: Sendable = Never
  associatedtype RelatedItem: Codable & Sendable = Never
  associatedtype Member: RelatedMember = NoRelatedItems
  associatedtype Wording: CollectionWording

  /// The list's command, screen and method namespace (`capsules`), and one item's command and
  /// screen (`capsule`).
  static var plural: String { get }
  static var singular: String { get }
  var words: CollectionWords { get }
  /// Where the list stands on the home screen.
  var homeOrder: Int { get }
  /// The list's columns; its rows open the `singular` screen.
  var layout: ListLayout { get }
  var source: CollectionSource<Value, Wording> { get }
  func row(_ value: Value, formatter: DisplayFormatter) -> Row
  func item(_ value: Value, formatter: DisplayFormatter) -> Item
  func card(_ value: Value, formatter: DisplayFormatter) -> Card

  /// The list's options (`--status S`); none by default.
  var query: ListQuery<Value> { get }
  /// What the card lists under it; none by default.
  var related: RelatedItems<Related>? { get }
  /// What the card lists under it, for one value; `nil` when it could not be loaded.
  func related(of value: Value) async -> [Related]?
  func relatedItem(_ related: Related, formatter: DisplayFormatter) -> RelatedItem
  /// What the card's data and the get answer carry beside the item (``RelatedMember/Beside``),
  /// for the value and its related items (all of them, when the card shows only the first).
  func beside(_ value: Value, related: [Related]?) -> Member.Beside?
  /// The links its card screen offers once loaded (`l`: a rocket's launches); none by default.
  func links(_ value: Value) -> [ScreenLink]
  /// The screen each of those links' keys opens, so the validation pass checks it exists.
  var linkKeys: [String: ScreenName] { get }
  /// Whether a launch card links the items that appear on it (`launchIDs`); no by default.
  static var onLaunchCard: Bool { get }
  /// The launches an item appears on, for those links.
  func launchIDs(_ value: Value) -> [String]
  /// What else the get method's answer shows besides the data and the settings (`.rowMarks` for
  /// related launches with their favourite marks), so the server orders it after what changes it.
  var getReads: [StateTopic] { get }
  /// The list's sections, when it has more than one (ships by status); `nil`: one, in the order
  /// loaded.
  func sections(_ values: [Value], formatter: DisplayFormatter) -> ListSnapshot?
  /// How a shell completes a reference to it (its name as typed, by default).
  func completion(_ value: Value) -> String
}

extension CollectionDeclaration {
  package var query: ListQuery<Value> { ListQuery([]) }
  package func beside(_ value: Value, related: [Related]?) -> Member.Beside? { nil }
  package func links(_ value: Value) -> [ScreenLink] { [] }
  package var linkKeys: [String: ScreenName] { [:] }
  package static var onLaunchCard: Bool { false }
  package func launchIDs(_ value: Value) -> [String] { [] }
  package var getReads: [StateTopic] { [] }
  package func sections(_ values: [Value], formatter: DisplayFormatter) -> ListSnapshot? { nil }
  package func completion(_ value: Value) -> String {
    CompletionRegistry.typed(source.names(value).first ?? source.id(value))
  }
}

/// A collection whose card lists nothing under it names none of the related types.
extension CollectionDeclaration where Related == Never {
  package var related: RelatedItems<Never>? { nil }
  package func related(of value: Value) async -> [Never]? { [] }
  package func relatedItem(_ related: Never, formatter: DisplayFormatter) -> RelatedItem {}
}

/// What a card with nothing under it keeps its (absent) related items under: nothing, in its
/// data and its get answer.
package enum NoRelatedItems: RelatedMember {
  package static let name = ""
}
