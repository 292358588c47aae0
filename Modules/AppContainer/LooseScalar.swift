/// A JSON string or number read as text, for parameters that clients send either way
/// (`"year": 2020` or `"year": "2020"`). Booleans, objects and arrays are still rejected.
package struct LooseScalar: Decodable, Sendable, Hashable {
  package var text: String

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      text = String(number)
    } else if let number = try? container.decode(Double.self) {
      text = String(number)
    } else {
      text = try container.decode(String.self)
    }
  }
}
