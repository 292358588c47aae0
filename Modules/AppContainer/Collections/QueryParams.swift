import JSONRPC

/// A list's params as sent, for its ``ListQuery`` to check: their members are declared at run
/// time, so no type can say them.
package struct QueryParams: Decodable, Sendable {
  package var raw: JSONValue

  package init(_ raw: JSONValue = .object([:])) {
    self.raw = raw
  }

  package init(from decoder: any Decoder) throws {
    raw = try decoder.singleValueContainer().decode(JSONValue.self)
  }
}
