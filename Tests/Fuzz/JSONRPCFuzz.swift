import Foundation

// A libFuzzer target for the JSON-RPC input path, compiled with the JSONRPC module's sources by
// `Tests/Fuzz/run` (not a SwiftPM target: `-sanitize=fuzzer` needs its own build). For each input:
//
// - The parser against Foundation: where both `JSONParser` and `JSONDecoder` (decoding
//   `JSONValue`, the path the parser replaced) accept the bytes, they must give the same value,
//   numbers compared as the Double they denote (Foundation decodes `-77777777777777773.34` as the
//   integer -77777777777777773, dropping the fraction; ours keeps it a double: the same Double).
//   Where only one accepts, that is a known, tested difference (ours refuses trailing commas and
//   NUL), not a failure.
// - The framer's promise that chunks may split a frame anywhere: the input pushed whole and pushed
//   in small chunks must give the same messages, byte for byte, and errors of the same codes; and
//   no message may pass the limit.
// Any broken promise stops the run with the input, which libFuzzer keeps as a crash file.

private let limit = 64

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  checkParsersAgree(data)
  checkFramingIgnoresChunking(data)
  return 0
}

private func checkParsersAgree(_ data: Data) {
  guard let ours = try? JSONParser.parse(data), let foundation = try? JSONDecoder().decode(JSONValue.self, from: data)
  else { return }
  if !same(ours, foundation) {
    fatalError("the parsers disagree on \(data.base64EncodedString()): \(ours) against \(foundation)")
  }
}

/// Equal values, numbers equal when they denote the same Double.
private func same(_ one: JSONValue, _ other: JSONValue) -> Bool {
  switch (one, other) {
  case (.integer(let a), .integer(let b)): a == b
  case (.integer(let a), .double(let b)), (.double(let b), .integer(let a)): Double(a) == b
  case (.double(let a), .double(let b)): a == b
  case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  case (.object(let a), .object(let b)):
    Set(a.keys) == Set(b.keys) && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
  default: one == other
  }
}

private func checkFramingIgnoresChunking(_ data: Data) {
  func events(chunkSize: Int) -> [MessageFramer.Event] {
    var framer = MessageFramer(maximumMessageBytes: limit)
    var events: [MessageFramer.Event] = []
    var offset = 0
    while offset < data.count {
      events += framer.push(data.subdata(in: offset..<min(offset + chunkSize, data.count)))
      offset += chunkSize
    }
    return events + framer.finish()
  }
  func summary(_ events: [MessageFramer.Event]) -> [String] {
    events.map { event in
      switch event {
      case .message(let message):
        if message.count > limit { fatalError("a message of \(message.count) bytes passed the limit of \(limit)") }
        return "message " + message.base64EncodedString()
      case .error(let error): return "error \(error.code)"
      }
    }
  }
  let whole = summary(events(chunkSize: max(data.count, 1)))
  let chunkSize = Int(data.first ?? 0) % 7 + 1
  let chunked = summary(events(chunkSize: chunkSize))
  if whole != chunked {
    fatalError("framing depends on chunks of \(chunkSize) for \(data.base64EncodedString()): \(whole) vs \(chunked)")
  }
}
