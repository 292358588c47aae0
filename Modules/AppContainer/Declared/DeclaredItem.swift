import Core
import JSONRPC

/// One member of an item as `spacex-rpc` sends it: its name, what it says when its type cannot
/// (for `rpc.discover`), and how it is read off the value and written, both through `Codable`
/// (JSONEncoder, and what reads it back) and straight to JSON (lists of thousands).
package struct ItemMember<Value: Sendable>: Sendable {
  /// A member read back from JSON: what it holds, ready to be written again.
  struct Decoded: Sendable {
    let encode: @Sendable (inout KeyedEncodingContainer<MemberKey>) throws -> Void
    let write: @Sendable (inout JSONWriter) -> Void
  }

  package var name: String
  /// JSON Schema keywords laid over its inferred schema (a `description`).
  package var annotation: JSONValue?
  let encode: @Sendable (Value, DisplayFormatter, inout KeyedEncodingContainer<MemberKey>) throws -> Void
  /// Writes `"name":value`, nothing for a `nil` optional, as `encode` would.
  let write: @Sendable (Value, DisplayFormatter, inout JSONWriter) -> Void
  /// Reads it back (and `rpc.discover` reads its schema so): `decode` when always sent,
  /// `decodeIfPresent` when left out for `nil`, as a property would be.
  let decode: @Sendable (KeyedDecodingContainer<MemberKey>) throws -> Decoded

  /// A member always sent.
  package static func value<T: Codable & Sendable & JSONWritable>(
    _ name: String, description: String? = nil, _ get: @escaping @Sendable (Value) -> T
  ) -> ItemMember {
    value(name, description: description, formatted: { value, _ in get(value) })
  }

  /// A member always sent, worded by the settings (its display strings, a time since).
  package static func value<T: Codable & Sendable & JSONWritable>(
    _ name: String, description: String? = nil, formatted get: @escaping @Sendable (Value, DisplayFormatter) -> T
  ) -> ItemMember {
    let key = MemberKey(name)
    return ItemMember(
      name: name, annotation: description.map { .object(["description": .string($0)]) },
      encode: { value, formatter, container in try container.encode(get(value, formatter), forKey: key) },
      write: { value, formatter, json in json.member(name, get(value, formatter)) },
      decode: { container in
        let member = try container.decode(T.self, forKey: key)
        return Decoded(encode: { try $0.encode(member, forKey: key) }, write: { $0.member(name, member) })
      })
  }

  /// A member sent when the value has it, left out when `nil`.
  package static func optional<T: Codable & Sendable & JSONWritable>(
    _ name: String, description: String? = nil, _ get: @escaping @Sendable (Value) -> T?
  ) -> ItemMember {
    optional(name, description: description, formatted: { value, _ in get(value) })
  }

  /// The same, worded by the settings.
  package static func optional<T: Codable & Sendable & JSONWritable>(
    _ name: String, description: String? = nil, formatted get: @escaping @Sendable (Value, DisplayFormatter) -> T?
  ) -> ItemMember {
    let key = MemberKey(name)
    return ItemMember(
      name: name, annotation: description.map { .object(["description": .string($0)]) },
      encode: { value, formatter, container in try container.encodeIfPresent(get(value, formatter), forKey: key) },
      write: { value, formatter, json in
        if let member = get(value, formatter) { json.member(name, member) }
      },
      decode: { container in
        let member = try container.decodeIfPresent(T.self, forKey: key)
        return Decoded(
          encode: { try $0.encodeIfPresent(member, forKey: key) },
          write: { json in if let member { json.member(name, member) } })
      })
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

/// A value as `spacex-rpc` sends it, by its declaration's members. It keeps the value and reads
/// the members as it is written: making an item allocates nothing per member.
package struct DeclaredItem<Declaration: ItemDeclaration>: Codable, Sendable {
  private enum Content: Sendable {
    case value(Declaration.Value, DisplayFormatter)
    /// Read back from JSON, in the members' order.
    case decoded([ItemMember<Declaration.Value>.Decoded])
  }

  private let content: Content

  package init(_ value: Declaration.Value, formatter: DisplayFormatter) {
    content = .value(value, formatter)
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    content = .decoded(try Declaration.members.map { try $0.decode(container) })
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    switch content {
    case .value(let value, let formatter):
      for member in Declaration.members { try member.encode(value, formatter, &container) }
    case .decoded(let members):
      for member in members { try member.encode(&container) }
    }
  }
}

extension DeclaredItem: JSONWritable {
  /// Members in the order `JSONEncoder.sortedKeys()` writes them.
  package func write(to json: inout JSONWriter) {
    let members = Declaration.members
    json.beginObject()
    for index in SortedMembers.order(of: Declaration.self, names: { members.map { $0.name } }) {
      switch content {
      case .value(let value, let formatter): members[index].write(value, formatter, &json)
      case .decoded(let decoded): decoded[index].write(&json)
      }
    }
    json.endObject()
  }
}

extension DeclaredItem: JSONSchemaAnnotating {
  package static var memberAnnotations: [String: JSONValue] {
    Dictionary(Declaration.members.compactMap { member in member.annotation.map { (member.name, $0) } }) { a, _ in a }
  }
}

/// The order a declaration's members are written in JSON (keys compared as UTF-8 bytes, as
/// `JSONEncoder.sortedKeys()` compares them), worked out once per declaration, not per item.
enum SortedMembers {
  private static let orders = Locked<[ObjectIdentifier: [Int]]>([:])

  static func order(of declaration: Any.Type, names: () -> [String]) -> [Int] {
    let id = ObjectIdentifier(declaration)
    if let order = orders.withLock({ $0[id] }) { return order }
    let names = names()
    let order = names.indices.sorted { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
    orders.withLock { $0[id] = order }
    return order
  }
}
