import Foundation

/// A message to the client, encoded once into its exact bytes.
///
/// Results arrive already encoded (each method encodes its own result type), so they are spliced
/// in as raw JSON instead of being decoded and encoded again.
package enum OutgoingMessage: Sendable, Hashable {
  case result(id: RequestID?, json: Data)
  case error(id: RequestID?, RPCError)
  case notification(method: String, params: Data)

  package func encoded() -> Data {
    var out = Data(#"{"jsonrpc":"2.0","#.utf8)
    switch self {
    case .result(let id, let json):
      out += Data(#""id":"#.utf8) + Self.encode(id) + Data(#","result":"#.utf8) + json
    case .error(let id, let error):
      out += Data(#""id":"#.utf8) + Self.encode(id) + Data(#","error":"#.utf8) + Self.encode(error)
    case .notification(let method, let params):
      out += Data(#""method":"#.utf8) + Self.encode(method) + Data(#","params":"#.utf8) + params
    }
    out.append(UInt8(ascii: "}"))
    return out
  }

  /// A batch answer: the encoded responses as one JSON array.
  package static func batch(_ messages: [OutgoingMessage]) -> Data {
    var out = Data("[".utf8)
    for (index, message) in messages.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += message.encoded()
    }
    out.append(UInt8(ascii: "]"))
    return out
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private static func encode<T: Encodable>(_ value: T?) -> Data {
    guard let value else { return Data("null".utf8) }
    // Our own ids, strings and error objects always encode; a failure here is a bug in this file.
    return (try? encoder.encode(value)) ?? Data("null".utf8)
  }
}
