import Core
import JSONRPC

/// Any JSON writes itself as `JSONEncoder.sortedKeys()` would write it: members ordered by the
/// UTF-8 bytes of their names. For answers that are free-form JSON (`view.close`'s `null`, a
/// screen's content turned into `EncodedJSON` from a `JSONValue`).
extension JSONValue: JSONWritable {
  package func write(to json: inout JSONWriter) {
    switch self {
    case .null: json.null()
    case .bool(let value): json.bool(value)
    case .integer(let value): json.integer(value)
    case .double(let value): json.double(value)
    case .string(let value): json.string(value)
    case .array(let elements): json.array(elements)
    case .object(let members):
      json.beginObject()
      for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        json.member(key, members[key]!)
      }
      json.endObject()
    }
  }
}
