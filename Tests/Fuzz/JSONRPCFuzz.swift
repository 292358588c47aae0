import Foundation

// A libFuzzer target for the JSON-RPC input path, compiled with the JSONRPC module's sources by
// `Tests/Fuzz/run` (not a SwiftPM target: `-sanitize=fuzzer` needs its own build). For each input:
//
// - The parser against Foundation: where both `JSONParser` and `JSONDecoder` (decoding
//   `JSONValue`, the path the parser replaced) accept the bytes, they must give the same value,
//   numbers compared as the Double they denote (see `sameNumber` for the one place Foundation is
//   the one that is off).
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
  case (.integer(let a), .double(let b)), (.double(let b), .integer(let a)): sameNumber(integer: a, double: b)
  case (.double(let a), .double(let b)): a == b
  case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  case (.object(let a), .object(let b)):
    Set(a.keys) == Set(b.keys) && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
  default: one == other
  }
}

/// Past 2^53 Foundation reads a number with a fraction as the integer it truncates to, and so rounds
/// twice: `20000000000000010.0000000000000000000000001` becomes 20000000000000010, whose Double is
/// …008, where the text's own Double (ours, and `Double(String)`'s) is …012. The text lies within one
/// of that integer and rounding keeps order, so its Double lies between the Doubles of a - 1 and a + 1
/// (at the ends of Int, the Double of the end itself: 2^63 and -2^63 are already beyond them).
private func sameNumber(integer a: Int, double b: Double) -> Bool {
  if Double(a) == b { return true }
  guard a.magnitude > 1 << 53 else { return false }
  let (below, belowOverflows) = a.subtractingReportingOverflow(1)
  let (above, aboveOverflows) = a.addingReportingOverflow(1)
  return (belowOverflows ? Double(a) : Double(below)) <= b && b <= (aboveOverflows ? Double(a) : Double(above))
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
