/// A request id: JSON-RPC 2.0 allows a string or a number (we keep integral numbers exact).
package enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
  case string(String)
  case number(Int)

  package init?(_ value: JSONValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .integer(let number): self = .number(number)
    case .double(let number) where number.rounded() == number && abs(number) < 9e15: self = .number(Int(number))
    default: return nil
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number): try container.encode(number)
    }
  }

  package var description: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .number(let number): "\(number)"
    }
  }
}
