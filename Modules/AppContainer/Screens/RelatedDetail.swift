import Core
import Foundation

/// The name of the member a ``RelatedDetail`` keeps its related items under (`flights`), and
/// what else it carries beside the item and the card (a launchpad's rockets).
package protocol RelatedMember: Sendable {
  /// Empty when there are none (``NoRelatedItems``): the data has no such member.
  static var name: String { get }
  /// Members at the same level as `item`, `card` and the related items: ``NothingBeside`` unless
  /// a feature's answer had them before it was a declared collection.
  associatedtype Beside: Codable & Sendable = NothingBeside
}

/// No members beside the item, the card and the related items.
package struct NothingBeside: Codable, Sendable {}

/// An item with its card and its related items (a booster's flights, a landing site's landings):
/// what a card-with-related screen holds as its `data`, and, inside ``WithProvenance``, what the
/// matching get method answers. One type for every such feature, so none writes its own.
package struct RelatedDetail<Item: Codable & Sendable, Related: Codable & Sendable, Member: RelatedMember>:
  Codable, Sendable
{
  package var item: Item
  package var card: Card
  /// Under `Member.name` in JSON; `null` when they could not be loaded.
  package var related: [Related]?
  /// Its members written at this level; none when `nil`.
  package var beside: Member.Beside?

  package init(item: Item, card: Card, related: [Related]?, beside: Member.Beside? = nil) {
    (self.item, self.card, self.related, self.beside) = (item, card, related, beside)
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    item = try container.decode(Item.self, forKey: MemberKey("item"))
    card = try container.decode(Card.self, forKey: MemberKey("card"))
    related = Member.name.isEmpty ? nil : try container.decode([Related]?.self, forKey: MemberKey(Member.name))
    beside = Member.Beside.self == NothingBeside.self ? nil : try Member.Beside(from: decoder)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    try container.encode(item, forKey: MemberKey("item"))
    try container.encode(card, forKey: MemberKey("card"))
    if !Member.name.isEmpty { try container.encode(related, forKey: MemberKey(Member.name)) }
    try beside?.encode(to: encoder)
  }
}

/// A get method's answer: its value's members, then where the data came from (`source`, `stale`,
/// `fetchedAt`, `sources`), as every get method answers.
package struct WithProvenance<Value: Codable & Sendable>: Codable, Sendable {
  package var value: Value
  package var provenance: Provenance

  package init(_ value: Value, provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }

  private enum Keys: String, CodingKey {
    case source, stale, fetchedAt, sources
  }

  package init(from decoder: any Decoder) throws {
    value = try Value(from: decoder)
    let container = try decoder.container(keyedBy: Keys.self)
    provenance = Provenance(
      source: try container.decode(DataSourceKind.self, forKey: .source),
      isStale: try container.decode(Bool.self, forKey: .stale),
      fetchedAt: try container.decode(Date.self, forKey: .fetchedAt))
    provenance.providers = try container.decode([ProviderProvenance].self, forKey: .sources)
  }

  package func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(provenance.source, forKey: .source)
    try container.encode(provenance.isStale, forKey: .stale)
    try container.encode(provenance.fetchedAt, forKey: .fetchedAt)
    try container.encode(provenance.sources, forKey: .sources)
  }
}
