import Core
import JSONRPC

/// The row marks features contribute, by kind of row (`launch`). See ``RowMarks``.
///
/// Copies share one store: a screen that captured the registry when its feature registered
/// still sees the marks features registered after it (Favourites comes after Launches).
package struct MarkRegistry: Sendable {
  private final class Store: Sendable {
    let sources = Locked<[String: [RowMarks.Source]]>([:])
  }

  private let store = Store()
  private var sources: [String: [RowMarks.Source]] { store.sources.withLock { $0 } }

  package init() {}

  package func register(_ source: RowMarks.Source, on kind: String) throws(RegistrationError) {
    let added = store.sources.withLock { sources -> Bool in
      guard !(sources[kind] ?? []).contains(where: { $0.key == source.key }) else { return false }
      sources[kind, default: []].append(source)
      return true
    }
    guard added else { throw .duplicate(kind: "\(kind) mark", name: source.key) }
  }

  /// The marks on rows of `kind` now.
  package func snapshot(_ kind: String) -> RowMarks {
    RowMarks(sources[kind] ?? [])
  }

  /// Every kind of row some feature marks.
  package var kinds: [String] { sources.keys.sorted() }

  /// Each mark rows of `kind` may carry, with the badge a table shows for it.
  package func badges(_ kind: String) -> [(key: String, badge: String)] {
    (sources[kind] ?? []).map { ($0.key, $0.badge) }
  }

  /// The keys that rows of `kind` may carry, for documentation.
  package func keys(_ kind: String) -> [String] {
    (sources[kind] ?? []).map(\.key).sorted()
  }
}

/// Any item with other features' marks as members of its own object: `{...item, "favourite": true}`.
/// Decodes as the item alone, so its schema is the item's.
package struct Marked<Item: Codable & Sendable>: Codable, Sendable {
  package var item: Item
  package var flags: [(key: String, isSet: Bool)]

  package init(_ item: Item, flags: [(key: String, isSet: Bool)]) {
    self.item = item
    self.flags = flags
  }

  package init(from decoder: any Decoder) throws {
    item = try Item(from: decoder)
    flags = []
  }

  package func encode(to encoder: any Encoder) throws {
    try item.encode(to: encoder)
    try RowMarks.encode(flags, to: encoder)
  }
}

extension Marked: JSONSchemaAnnotating {
  /// The item's own annotations: its schema is the item's.
  package static var memberAnnotations: [String: JSONValue] {
    (Item.self as? any JSONSchemaAnnotating.Type)?.memberAnnotations ?? [:]
  }
  package static var schemaAnnotations: [String: JSONValue] {
    (Item.self as? any JSONSchemaAnnotating.Type)?.schemaAnnotations ?? [:]
  }
}
