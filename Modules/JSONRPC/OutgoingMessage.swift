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
    // Appended piece by piece with Data's concrete `append`s: `Data + Data` and a JSONEncoder for
    // the id sent the runtime looking up conformances before the first answer of a process.
    var out = Data()
    switch self {
    case .result(let id, let json):
      out.reserveCapacity(json.count + 48)
      Self.append(#"{"jsonrpc":"2.0","id":"#, to: &out)
      Self.append(id, to: &out)
      Self.append(#","result":"#, to: &out)
      out.append(json)
    case .error(let id, let error):
      Self.append(#"{"jsonrpc":"2.0","id":"#, to: &out)
      Self.append(id, to: &out)
      Self.append(#","error":"#, to: &out)
      out.append(Self.encode(error))
    case .notification(let method, let params):
      out.reserveCapacity(params.count + method.utf8.count + 48)
      Self.append(#"{"jsonrpc":"2.0","method":"#, to: &out)
      out.append(Self.encode(method))
      Self.append(#","params":"#, to: &out)
      out.append(params)
    }
    out.append(UInt8(ascii: "}"))
    return out
  }

  private static func append(_ text: StaticString, to out: inout Data) {
    text.withUTF8Buffer { out.append($0) }
  }

  /// A number id as its digits; a string id (rare) and no id through the encoder.
  private static func append(_ id: RequestID?, to out: inout Data) {
    if case .number(let number)? = id {
      var digits = String(number)
      digits.withUTF8 { out.append($0) }
    } else {
      out.append(encode(id))
    }
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
