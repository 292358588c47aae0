/// An item's `display` member as strings by name, for drawing from a ``ListLayout``.
package enum DisplayRow {
  /// The members of `row` that it encodes as strings (`["name": "Falcon 9", …]`): the keys and
  /// strings its JSON would have at the top level, without the JSON. Encoding each row to JSON and
  /// parsing it back took longer than laying out the whole table.
  package static func cells(of row: some Encodable) -> [String: String] {
    let encoder = StringMembersEncoder(isTop: true)
    try? row.encode(to: encoder)
    return encoder.members
  }
}

/// Keeps the string members at the top of what it is given; the rest is passed over. Below the top
/// it only notices a value that encodes itself as one string (a wrapper or a `String` enum).
private final class StringMembersEncoder: Encoder {
  let isTop: Bool
  var members: [String: String] = [:]
  var singleString: String?
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(isTop: Bool) {
    self.isTop = isTop
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Members<Key>(encoder: isTop ? self : nil))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { Ignored() }
  func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

  /// The string `value` encodes itself as, if that is all it is.
  static func string(of value: some Encodable) -> String? {
    let nested = StringMembersEncoder(isTop: false)
    try? value.encode(to: nested)
    return nested.singleString
  }

  /// The top level's members; `encoder` is nil below it, where members are not kept.
  private struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StringMembersEncoder?
    var codingPath: [any CodingKey] { [] }

    mutating func encode(_ value: String, forKey key: Key) { encoder?.members[key.stringValue] = value }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
      guard let encoder, let string = StringMembersEncoder.string(of: value) else { return }
      encoder.members[key.stringValue] = string
    }
    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: Bool, forKey key: Key) {}
    mutating func encode(_ value: Double, forKey key: Key) {}
    mutating func encode(_ value: Float, forKey key: Key) {}
    mutating func encode(_ value: Int, forKey key: Key) {}
    mutating func encode(_ value: Int8, forKey key: Key) {}
    mutating func encode(_ value: Int16, forKey key: Key) {}
    mutating func encode(_ value: Int32, forKey key: Key) {}
    mutating func encode(_ value: Int64, forKey key: Key) {}
    mutating func encode(_ value: UInt, forKey key: Key) {}
    mutating func encode(_ value: UInt8, forKey key: Key) {}
    mutating func encode(_ value: UInt16, forKey key: Key) {}
    mutating func encode(_ value: UInt32, forKey key: Key) {}
    mutating func encode(_ value: UInt64, forKey key: Key) {}
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Members<NestedKey>(encoder: nil))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Ignored() }
    mutating func superEncoder() -> any Encoder { StringMembersEncoder(isTop: false) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { StringMembersEncoder(isTop: false) }
  }

  /// A value encoding itself as one value: only a string is noticed.
  private struct Single: SingleValueEncodingContainer, PassesOverScalars {
    let encoder: StringMembersEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encode(_ value: String) { encoder.singleString = value }
    mutating func encode<T: Encodable>(_ value: T) { encoder.singleString = StringMembersEncoder.string(of: value) }
  }

  /// Arrays are not cells.
  private struct Ignored: UnkeyedEncodingContainer, PassesOverScalars {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encode<T: Encodable>(_ value: T) {}
    mutating func encode(_ value: String) {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      KeyedEncodingContainer(Members<NestedKey>(encoder: nil))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Ignored() }
    mutating func superEncoder() -> any Encoder { StringMembersEncoder(isTop: false) }
  }
}

/// The scalars single-value and unkeyed containers are given that are not cells: passed over.
private protocol PassesOverScalars {}

extension PassesOverScalars {
  mutating func encodeNil() {}
  mutating func encode(_ value: Bool) {}
  mutating func encode(_ value: Double) {}
  mutating func encode(_ value: Float) {}
  mutating func encode(_ value: Int) {}
  mutating func encode(_ value: Int8) {}
  mutating func encode(_ value: Int16) {}
  mutating func encode(_ value: Int32) {}
  mutating func encode(_ value: Int64) {}
  mutating func encode(_ value: UInt) {}
  mutating func encode(_ value: UInt8) {}
  mutating func encode(_ value: UInt16) {}
  mutating func encode(_ value: UInt32) {}
  mutating func encode(_ value: UInt64) {}
}
