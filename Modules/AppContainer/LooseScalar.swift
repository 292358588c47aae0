import JSONRPC

/// A JSON string or number read as text, for parameters that clients send either way
/// (`"year": 2020` or `"year": "2020"`). Booleans, objects and arrays are still rejected.
package struct LooseScalar: Decodable, Sendable, Hashable {
  package var text: String

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // One decode of whatever is there (params come through `JSONValueDecoder`, which hands the
    // parsed value over as it is), rather than trying each type and building an error per miss.
    switch try container.decode(JSONValue.self) {
    case .string(let string): text = string
    case .integer(let integer): text = String(integer)
    case .double(let double): text = String(double)
    case let other:
      throw DecodingError.typeMismatch(
        String.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "Expected a string or a number, found \(other.typeName)."))
    }
  }
}
