import Core
import JSONRPC

/// One member of an item as `spacex-rpc` sends it: its name, what it says when its type cannot
/// (for `rpc.discover`), and how it is read off the value.
package struct ItemMember<Value: Sendable>: Sendable {
  /// A member read off one value, ready to be written.
  package struct Bound: Sendable {
    let write: @Sendable (inout KeyedEncodingContainer<MemberKey>) throws -> Void
  }

  package var name: String
  /// JSON Schema keywords laid over its inferred schema (a `description`).
  package var annotation: JSONValue?
  let bind: @Sendable (Value, DisplayFormatter) -> Bound
  /// Reads it back (and `rpc.discover` reads its schema so): `decode` when always sent,
  /// `decodeIfPresent` when left out for `nil`, as a property would be.
  let decode: @Sendable (KeyedDecodingContainer<MemberKey>) throws -> Bound

  /// A member always sent.
  package static func value<T: Codable & Sendable>(
    _ name: String, description: String? = nil, _ get: @escaping @Sendable (Value) -> T
  ) -> ItemMember {
    value(name, description: description, formatted: { value, _ in get(value) })
  }

  /// A member always sent, worded by the settings (its display strings, a time since).
  package static func value<T: Codable & Sendable>(
    _ name: String, description: String? = nil, formatted get: @escaping @Sendable (Value, DisplayFormatter) -> T
  ) -> ItemMember {
    let key = MemberKey(name)
    let bound: @Sendable (T) -> Bound = { member in Bound { try $0.encode(member, forKey: key) } }
    return ItemMember(
      name: name, annotation: description.map { .object(["description": .string($0)]) },
      bind: { bound(get($0, $1)) }, decode: { bound(try $0.decode(T.self, forKey: key)) })
  }

  /// A member sent when the value has it, left out when `nil`.
  package static func optional<T: Codable & Sendable>(
    _ name: String, description: String? = nil, _ get: @escaping @Sendable (Value) -> T?
  ) -> ItemMember {
    optional(name, description: description, formatted: { value, _ in get(value) })
  }

  /// The same, worded by the settings.
  package static func optional<T: Codable & Sendable>(
    _ name: String, description: String? = nil, formatted get: @escaping @Sendable (Value, DisplayFormatter) -> T?
  ) -> ItemMember {
    let key = MemberKey(name)
    let bound: @Sendable (T?) -> Bound = { member in Bound { try $0.encodeIfPresent(member, forKey: key) } }
    return ItemMember(
      name: name, annotation: description.map { .object(["description": .string($0)]) },
      bind: { bound(get($0, $1)) }, decode: { bound(try $0.decodeIfPresent(T.self, forKey: key)) })
  }

  /// `display`: the value's row.
  package static func display<Row: RowDeclaration>(_ row: Row.Type) -> ItemMember where Row.Value == Value {
    value("display", formatted: { Row.row($0, $1) })
  }
}

extension ItemMember where Value: OnLaunch {
  /// What every record of a launch sends of it: `launchId` (as `launches.get` takes it),
  /// `launchName`, `dateUtc`, `upcoming`.
  package static var onLaunch: [ItemMember] {
    [
      .value("launchId") { $0.launchID }, .value("launchName") { $0.launchName }, .value("dateUtc") { $0.date },
      .value("upcoming") { $0.isUpcoming },
    ]
  }
}

/// An item said once, as a list of members: from it follow its JSON, its `rpc.discover` schema
/// (annotations included) and how it is read back. A feature's item was a struct whose every
/// member was spelt twice more (a property, a line of its initialiser) and annotated apart.
package protocol ItemDeclaration: Sendable {
  associatedtype Value: Sendable
  static var members: [ItemMember<Value>] { get }
}

/// A value as `spacex-rpc` sends it, by its declaration's members.
package struct DeclaredItem<Declaration: ItemDeclaration>: Codable, Sendable {
  private var members: [ItemMember<Declaration.Value>.Bound]

  package init(_ value: Declaration.Value, formatter: DisplayFormatter) {
    members = Declaration.members.map { $0.bind(value, formatter) }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    members = try Declaration.members.map { try $0.decode(container) }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    for member in members { try member.write(&container) }
  }
}

extension DeclaredItem: JSONSchemaAnnotating {
  package static var memberAnnotations: [String: JSONValue] {
    Dictionary(Declaration.members.compactMap { member in member.annotation.map { (member.name, $0) } }) { a, _ in a }
  }
}
