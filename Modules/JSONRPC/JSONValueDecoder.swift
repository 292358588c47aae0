import Foundation

/// Decodes a `Decodable` straight from an already parsed ``JSONValue``, so a request's params are
/// not written back to text and parsed a second time.
///
/// It follows `JSONDecoder`'s defaults: keys as they are, numbers convertible when exact (`2.0` is
/// an `Int`, `3` a `Double`), no other coercion, and the same `DecodingError`s with the same coding
/// paths, which is what names the offending field in an error's `data`.
package enum JSONValueDecoder {
  package static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
    try Value(from: ValueDecoder(value: value, codingPath: [], tracker: nil))
  }

  /// A member of an object that the type decoded never asked about: a typo, or a field it does
  /// not have. `known` lists the members it did ask about at that place.
  package struct UnknownMember: Sendable, Hashable {
    package var path: [String]
    package var name: String
    package var known: [String]

    package init(path: [String], name: String, known: [String]) {
      self.path = path
      self.name = name
      self.known = known
    }
  }

  /// Decodes like ``decode(_:from:)``, and also returns the members of every object that the
  /// type never asked about, outermost first (a type that lists an object's keys, as a
  /// dictionary does, asks about them all).
  package static func decodeReportingUnknown<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws
    -> (Value, unknown: [UnknownMember])
  {
    let tracker = KeyTracker()
    do {
      let decoded = try Value(from: ValueDecoder(value: value, codingPath: [], tracker: tracker))
      return (decoded, tracker.unknown)
    } catch {
      throw FailureWithUnknown(underlying: error, unknown: tracker.unknown)
    }
  }

  /// Decoding failed; the members asked about so far that were unknown come along, since a
  /// missing `type` next to an unknown `typ` is better reported as the typo.
  package struct FailureWithUnknown: Error {
    package var underlying: any Error
    package var unknown: [UnknownMember]
  }
}

/// Which members of which objects a decoding asked about.
private final class KeyTracker {
  private var objects: [(path: [String], members: [String])] = []
  private var asked: [[String]: Set<String>] = [:]
  private var listed: Set<[String]> = []

  func opened(_ path: [String], members: [String]) { objects.append((path, members)) }
  func asked(_ key: String, at path: [String]) { asked[path, default: []].insert(key) }
  func listedAll(at path: [String]) { listed.insert(path) }

  var unknown: [JSONValueDecoder.UnknownMember] {
    objects.filter { !listed.contains($0.path) }.sorted { $0.path.count < $1.path.count }.flatMap { object in
      let known = asked[object.path] ?? []
      return object.members.filter { !known.contains($0) }.sorted().map {
        JSONValueDecoder.UnknownMember(path: object.path, name: $0, known: known.sorted())
      }
    }
  }
}

private func names(_ path: [any CodingKey]) -> [String] {
  path.map { $0.intValue.map { "\($0)" } ?? $0.stringValue }
}

private struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let tracker: KeyTracker?
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      if value == .null { throw missing(KeyedDecodingContainer<Key>.self, codingPath) }
      throw mismatch([String: JSONValue].self, value, codingPath)
    }
    let path = tracker.map { _ in names(codingPath) } ?? []
    tracker?.opened(path, members: Array(members.keys))
    return KeyedDecodingContainer(
      KeyedContainer<Key>(members: members, codingPath: codingPath, tracker: tracker, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      if value == .null { throw missing((any UnkeyedDecodingContainer).self, codingPath) }
      throw mismatch([JSONValue].self, value, codingPath)
    }
    return UnkeyedContainer(elements: elements, codingPath: codingPath, tracker: tracker)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(value: value, codingPath: codingPath, tracker: tracker)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]
  let tracker: KeyTracker?
  /// `codingPath` as names, made once per object and only when tracking.
  let path: [String]

  var allKeys: [Key] {
    tracker?.listedAll(at: path)
    return members.keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool {
    tracker?.asked(key.stringValue, at: path)
    return members[key.stringValue] != nil
  }

  private func member(_ key: Key) throws -> JSONValue {
    tracker?.asked(key.stringValue, at: path)
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try ScalarReading.decode(type, from: try member(key), codingPath: codingPath + [key], tracker: tracker)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: try member(key), codingPath: codingPath + [key], tracker: tracker).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: try member(key), codingPath: codingPath + [key], tracker: tracker).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(
      value: members["super"] ?? .null, codingPath: codingPath + [IndexKey(stringValue: "super")], tracker: tracker)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    tracker?.asked(key.stringValue, at: path)
    return ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key], tracker: tracker)
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  let tracker: KeyTracker?
  var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey], tracker: KeyTracker?) {
    self.elements = elements
    self.codingPath = codingPath
    self.tracker = tracker
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, [any CodingKey]) {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    defer { currentIndex += 1 }
    return (elements[currentIndex], path)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, path) = try next(type)
    return try ScalarReading.decode(type, from: value, codingPath: path, tracker: tracker)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (value, path) = try next([String: JSONValue].self)
    return try ValueDecoder(value: value, codingPath: path, tracker: tracker).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, path) = try next([JSONValue].self)
    return try ValueDecoder(value: value, codingPath: path, tracker: tracker).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, path) = try next(JSONValue.self)
    return ValueDecoder(value: value, codingPath: path, tracker: tracker)
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let tracker: KeyTracker?

  func decodeNil() -> Bool { value == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try ScalarReading.decode(type, from: value, codingPath: codingPath, tracker: tracker)
  }
}

/// Scalars are read here; anything else decodes itself from a nested decoder.
///
/// Number types are told apart by identity, not by asking the runtime whether `T` is some
/// `FixedWidthInteger` or `BinaryFloatingPoint`: that searched every conformance record in the
/// binary for each new `T`, a twentieth of `spacex-rpc`'s work before its first answer.
private enum ScalarReading {
  static func decode<T: Decodable>(
    _ type: T.Type, from value: JSONValue, codingPath: [any CodingKey], tracker: KeyTracker?
  ) throws -> T {
    switch type {
    case is JSONValue.Type:
      return value as! T
    case is String.Type:
      guard case .string(let text) = value else { throw scalarMismatch(type, value, codingPath) }
      return text as! T
    case is Bool.Type:
      guard case .bool(let flag) = value else { throw scalarMismatch(type, value, codingPath) }
      return flag as! T
    default:
      if let number = number(type, from: value) {
        // Every integer width is read here: their `init(from:)` would come straight back.
        guard let number else { throw scalarMismatch(type, value, codingPath) }
        return number
      }
      return try T(from: ValueDecoder(value: value, codingPath: codingPath, tracker: tracker))
    }
  }

  /// `nil` when `T` is no number type; else the number `value` holds exactly, if it does.
  private static func number<T>(_ type: T.Type, from value: JSONValue) -> T?? {
    func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> T?? {
      .some(exactInteger(value, as: Integer.self) as! T?)
    }
    func floatingPoint<Number: BinaryFloatingPoint>(_: Number.Type) -> T?? {
      switch value {
      case .integer(let integer): .some(Number(integer) as? T)
      case .double(let double): .some(Number(double) as? T)
      default: .some(nil)
      }
    }
    switch type {
    case is Int.Type: return integer(Int.self)
    case is Int8.Type: return integer(Int8.self)
    case is Int16.Type: return integer(Int16.self)
    case is Int32.Type: return integer(Int32.self)
    case is Int64.Type: return integer(Int64.self)
    case is UInt.Type: return integer(UInt.self)
    case is UInt8.Type: return integer(UInt8.self)
    case is UInt16.Type: return integer(UInt16.self)
    case is UInt32.Type: return integer(UInt32.self)
    case is UInt64.Type: return integer(UInt64.self)
    case is Double.Type: return floatingPoint(Double.self)
    case is Float.Type: return floatingPoint(Float.self)
    default: return nil
    }
  }

  /// A null where a scalar belongs is a missing value; anything else is the wrong type.
  private static func scalarMismatch<T>(_ type: T.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) -> any Error
  {
    value == .null ? missing(type, codingPath) : mismatch(type, value, codingPath)
  }

  private static func exactInteger<Integer: FixedWidthInteger>(_ value: JSONValue, as type: Integer.Type) -> Integer? {
    switch value {
    case .integer(let integer): Integer(exactly: integer)
    case .double(let double): Integer(exactly: double)
    default: nil
    }
  }
}

private func missing(_ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
  .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "Found null, expected \(type)."))
}

/// The description names the JSON found, not the Swift type expected: printing a type's name
/// costs microseconds, and `try?` decoding discards most of these errors unread.
private func mismatch(_ type: Any.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) -> DecodingError {
  .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "Found \(value.typeName)."))
}

/// Array positions in coding paths, and the `super` key.
private struct IndexKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(intValue: Int) {
    self.stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }
}
