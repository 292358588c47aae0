import Foundation

/// A message to the client, encoded once into its exact bytes.
///
/// Results arrive already encoded (each method encodes its own result type), so they are spliced
/// in as raw JSON instead of being decoded and encoded again.
package enum OutgoingMessage: Sendable, Hashable {
  case result(id: RequestID?, json: Data)
  case error(id: RequestID?, RPCError)
  case notification(method: String, params: Data)

  /// The message's JSON.
  package func encoded() -> Data { assembled(framing: nil) }

  /// The message's JSON framed for the wire, made in one buffer: a reply of a 20-launch page is
  /// 11 KB, not worth copying again to frame it.
  package func framed(for framing: MessageFramer.Framing) -> Data { assembled(framing: framing) }

  private func assembled(framing: MessageFramer.Framing?) -> Data {
    // Appended piece by piece with Data's concrete `append`s: `Data + Data` and a JSONEncoder for
    // the id sent the runtime looking up conformances before the first answer of a process.
    let head: StaticString
    let middle: StaticString
    let first: Data
    let payload: Data
    switch self {
    case .result(let id, let json):
      (head, first, middle, payload) = (#"{"jsonrpc":"2.0","id":"#, Self.idJSON(id), #","result":"#, json)
    case .error(let id, let error):
      (head, first, middle, payload) = (#"{"jsonrpc":"2.0","id":"#, Self.idJSON(id), #","error":"#, Self.encode(error))
    case .notification(let method, let params):
      (head, first, middle, payload) = (
        #"{"jsonrpc":"2.0","method":"#, Self.encode(method), #","params":"#, params
      )
    }
    let length = head.utf8CodeUnitCount + first.count + middle.utf8CodeUnitCount + payload.count + 1
    var header = framing == .contentLength ? "Content-Length: \(length)\r\n\r\n" : ""
    var out = Data(capacity: header.utf8.count + length + 1)
    header.withUTF8 { out.append($0) }
    head.withUTF8Buffer { out.append($0) }
    out.append(first)
    middle.withUTF8Buffer { out.append($0) }
    out.append(payload)
    out.append(UInt8(ascii: "}"))
    if framing == .lineDelimited { out.append(UInt8(ascii: "\n")) }
    return out
  }

  /// A number id as its digits; a string id (rare) and no id through the encoder.
  private static func idJSON(_ id: RequestID?) -> Data {
    guard case .number(let number)? = id else { return encode(id) }
    var digits = String(number)
    return digits.withUTF8 { Data($0) }
  }

  /// A batch answer: the encoded responses as one JSON array.
  package static func batch(_ messages: [OutgoingMessage]) -> Data {
    var out = Data(literal: "[")
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
    guard let value else { return Data(literal: "null") }
    // Our own ids, strings and error objects always encode; a failure here is a bug in this file.
    return (try? encoder.encode(value)) ?? Data(literal: "null")
  }
}
