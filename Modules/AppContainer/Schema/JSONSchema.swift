import Core
import Foundation
import JSONRPC

/// A type that states its own JSON Schema: one whose `Decodable` conformance accepts more than
/// one JSON shape (a string or a number, any JSON), or an enum listing its values.
package protocol JSONSchemaDescribing {
  static var jsonSchema: JSONValue { get }
}

extension JSONValue: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { .object([:]) }
}

/// A member decoded with `decode(T?.self, forKey:)`: always there, but may be `null` (a launch's
/// `flightNumber` when only Launch Library 2 knows it). `decodeIfPresent` members are optional
/// instead, and never reach this.
extension Optional: JSONSchemaDescribing where Wrapped: Decodable {
  package static var jsonSchema: JSONValue {
    let wrapped = JSONSchemaInference.schema(of: Wrapped.self)
    if case .string(let type)? = wrapped["type"], case .object(var members) = wrapped {
      members["type"] = .array([.string(type), .string("null")])
      return .object(members)
    }
    return .object(["anyOf": .array([wrapped, .object(["type": .string("null")])])])
  }
}

extension LooseScalar: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { .object(["type": .array([.string("string"), .string("number")])]) }
}

/// `{"type": "string", "enum": [...]}` for an enum of strings.
private func enumSchema<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> JSONValue where T.RawValue == String {
  .object(["type": .string("string"), "enum": .array(T.allCases.map { .string($0.rawValue) })])
}

extension UnitSystem: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

extension DataSourceKind: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

extension DatePrecision: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

extension LengthUnit: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

extension MassUnit: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

extension Language: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { enumSchema(Self.self) }
}

/// Infers the JSON Schema of a `Decodable` type by decoding it once from a recorder that notes
/// every key asked for, whether it is required (`decode`) or optional (`decodeIfPresent`), and
/// the type asked for. So `rpc.discover` is read off the very code that decodes params.
package enum JSONSchemaInference {
  package static func schema<T: Decodable>(of type: T.Type) -> JSONValue {
    if let described = type as? any JSONSchemaDescribing.Type { return described.jsonSchema }
    if let primitive = primitiveSchema(type) { return primitive }
    let recorder = SchemaRecorder()
    _ = try? T(from: recorder)
    guard let annotated = type as? any JSONSchemaAnnotating.Type else { return recorder.schema }
    let schema = annotate(recorder.schema, with: annotated.memberAnnotations)
    guard case .object(var object) = schema, !annotated.schemaAnnotations.isEmpty else { return schema }
    object.merge(annotated.schemaAnnotations) { _, new in new }
    return .object(object)
  }

  /// Each member's schema with its annotations laid over it (an annotation's keys win). An
  /// annotation naming no member (a misspelt key) is kept under ``misannotated``, so the schema
  /// says so and `AllFeaturesTests` fails, rather than the description silently going missing.
  private static func annotate(_ schema: JSONValue, with annotations: [String: JSONValue]) -> JSONValue {
    guard case .object(var object) = schema, case .object(var properties)? = object["properties"] else { return schema }
    var unknown: [String] = []
    for (name, annotation) in annotations.sorted(by: { $0.key < $1.key }) {
      guard case .object(var member)? = properties[name], case .object(let extra) = annotation else {
        unknown.append(name)
        continue
      }
      member.merge(extra) { _, new in new }
      properties[name] = .object(member)
    }
    object["properties"] = .object(properties)
    if !unknown.isEmpty { object[misannotated] = .array(unknown.map(JSONValue.string)) }
    return .object(object)
  }

  /// Where a schema lists the annotations that named none of its members.
  package static let misannotated = "x-misannotated"
}

/// A params (or result) type that says more of its members than their types can: what each is,
/// its values, format and range. Laid over the inferred schema, so names and types still come
/// from the code that decodes them.
package protocol JSONSchemaAnnotating {
  /// By member name: JSON Schema keywords (`description`, `enum`, `format`, `minimum`, …).
  static var memberAnnotations: [String: JSONValue] { get }
  /// Keywords for the type's own schema (`x-marks`: the kind of row other features mark).
  static var schemaAnnotations: [String: JSONValue] { get }
}

extension JSONSchemaAnnotating {
  package static var memberAnnotations: [String: JSONValue] { [:] }
  package static var schemaAnnotations: [String: JSONValue] { [:] }
}

/// One level of recording: an object's properties, or a single value's type.
private final class SchemaRecorder: Decoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]
  private var properties: [(name: String, schema: JSONValue, required: Bool)] = []
  private var single: JSONValue?
  /// Keys asked about with `decodeNil(forKey:)`: the standard library's `decodeIfPresent` for
  /// primitives does that before it decodes, so those keys are optional.
  var askedIfNil: Set<String> = []

  var schema: JSONValue {
    if let single { return single }
    var object: [String: JSONValue] = [
      "type": .string("object"),
      "properties": .object(
        Dictionary(properties.map { ($0.name, $0.schema) }, uniquingKeysWith: { first, _ in first })),
    ]
    let required = properties.filter(\.required).map { JSONValue.string($0.name) }
    if !required.isEmpty { object["required"] = .array(required) }
    return .object(object)
  }

  func record(_ name: String, _ schema: JSONValue, required: Bool) {
    properties.append((name, schema, required))
  }

  func recordSingle(_ schema: JSONValue) {
    if single == nil { single = schema }
  }

  /// The element schema of the array this recorder stands for.
  func recordItems(_ schema: JSONValue) {
    single = .object(["type": .string("array"), "items": schema])
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RecordingKeyedContainer<Key>(recorder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    recordSingle(.object(["type": .string("array")]))
    return RecordingUnkeyedContainer(recorder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    RecordingSingleValue(recorder: self)
  }
}

/// The schema of a primitive, or `nil` for a type to recurse into.
private func primitiveSchema(_ type: Any.Type) -> JSONValue? {
  switch type {
  case is String.Type: .object(["type": .string("string")])
  case is Bool.Type: .object(["type": .string("boolean")])
  case is Int.Type, is Int64.Type, is Int32.Type: .object(["type": .string("integer")])
  case is Double.Type, is Float.Type: .object(["type": .string("number")])
  case is Date.Type: .object(["type": .string("string"), "format": .string("date-time")])
  default: nil
  }
}

/// A stand-in value so decoding goes on to the next key; never used as data.
private func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
  if let iterable = type as? any CaseIterable.Type, let value = firstCase(of: iterable) as? T { return value }
  if let value = "" as? T { return value }
  if let value = false as? T { return value }
  if let value = 0 as? T { return value }
  if let value = 0.0 as? T { return value }
  return try T(from: SchemaRecorder())
}

/// Any case of an enum: decoding a placeholder "" would fail and stop the recording.
private func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
  C.allCases.first
}

private struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] = []
  var allKeys: [Key] = []

  func contains(_ key: Key) -> Bool { true }

  func decodeNil(forKey key: Key) throws -> Bool {
    recorder.askedIfNil.insert(key.stringValue)
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let required = !recorder.askedIfNil.contains(key.stringValue)
    recorder.record(key.stringValue, JSONSchemaInference.schema(of: type), required: required)
    return try placeholder(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    recorder.record(key.stringValue, JSONSchemaInference.schema(of: type), required: false)
    return nil
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(RecordingKeyedContainer<NestedKey>(recorder: SchemaRecorder()))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    RecordingUnkeyedContainer(recorder: SchemaRecorder())
  }
  func superDecoder() throws -> any Decoder { SchemaRecorder() }
  func superDecoder(forKey key: Key) throws -> any Decoder { SchemaRecorder() }
}

private struct RecordingSingleValue: SingleValueDecodingContainer {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] = []

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    recorder.recordSingle(JSONSchemaInference.schema(of: type))
    return try placeholder(type)
  }
}

/// An array of exactly one element, whose type becomes the array's `items` schema.
private struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] = []
  var count: Int? { 1 }
  var isAtEnd: Bool { currentIndex > 0 }
  private(set) var currentIndex = 0

  init(recorder: SchemaRecorder) {
    self.recorder = recorder
  }

  private struct End: Error {}

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard currentIndex == 0 else { throw End() }
    currentIndex += 1
    recorder.recordItems(JSONSchemaInference.schema(of: type))
    return try placeholder(type)
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  { throw End() }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw End() }
  mutating func superDecoder() throws -> any Decoder { throw End() }
}
