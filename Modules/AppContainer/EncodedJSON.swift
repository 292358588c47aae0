import Core
import Foundation
import JSONRPC

/// A value already encoded as JSON, sent as it is. Screens encode their content once, when they
/// render; answers and notifications then splice the bytes in, instead of the content being
/// decoded into a `JSONValue` tree and encoded again (two thirds of a `view.open`).
package struct EncodedJSON: Sendable, Hashable {
  /// Valid JSON, as ``JSONWriter`` (or `JSONEncoder.sortedKeys()`) wrote it.
  package let bytes: Data

  package init(_ value: some Encodable) throws {
    bytes = try JSONWriter.encode(value)
  }

  /// `value` as text for people (a screen's content): every string made safe to show
  /// (``JSONWriter/writesTextForPeople``), whichever encoder writes it.
  package init(textForPeople value: some Encodable) throws {
    var writer = JSONWriter()
    writer.writesTextForPeople = true
    if let writable = value as? any JSONWritable {
      writable.write(to: &writer)
    } else {
      try JSONParser.parse(JSONEncoder.sortedKeys().encode(value)).write(to: &writer)
    }
    bytes = writer.data
  }

  /// The value, parsed (for tests and anything else that needs to look inside).
  package var value: JSONValue? { try? JSONParser.parse(bytes) }
}

extension EncodedJSON: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.raw(bytes)
  }
}

/// Through `Codable` (`JSONEncoder`, the schema of `rpc.discover`) it is the JSON it holds.
extension EncodedJSON: Codable {
  package init(from decoder: any Decoder) throws {
    try self.init(try JSONValue(from: decoder))
  }

  package func encode(to encoder: any Encoder) throws {
    try (value ?? .null).encode(to: encoder)
  }
}

extension EncodedJSON: JSONSchemaDescribing {
  package static var jsonSchema: JSONValue { .object([:]) }
}
