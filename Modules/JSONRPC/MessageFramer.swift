import Foundation

/// Splits a byte stream into JSON-RPC messages. A pure state machine: chunks may split a frame
/// anywhere, or carry several frames, and the result is the same.
///
/// The framing is decided once, from the first non-blank byte: `{` or `[` means one message per
/// line (NDJSON); anything else means the LSP base protocol, `Content-Length: N\r\n\r\n` + N bytes.
/// Bad framing becomes an ``Event/error(_:)`` and costs that frame only: a header without a usable
/// Content-Length resynchronises on the next header, a frame over the limit is skipped whole (its
/// body is never read for frames), an over-long line is dropped to its end. Each byte is looked at
/// a bounded number of times however the input is chunked, so framing is linear in the input.
package struct MessageFramer: Sendable {
  package enum Framing: Sendable, Hashable {
    case contentLength, lineDelimited
  }

  package enum Event: Sendable, Hashable {
    case message(Data)
    case error(RPCError)
  }

  private enum State: Sendable {
    case header
    case content(remaining: Int)
    /// A frame over the limit: its body is dropped unread, byte count by byte count.
    case skipping(remaining: Int)
    /// After a framing error: drop bytes until something that starts a frame.
    case resynchronising
  }

  package private(set) var framing: Framing?
  package let maximumMessageBytes: Int
  private var state = State.header
  private var buffer = Data()
  /// How far into `buffer` a search for a line end (NDJSON) or a header end has already looked,
  /// so a message arriving in many chunks is not searched again from its start for each.
  private var searched = 0

  /// Headers longer than this are garbage, not a header still arriving.
  private static let maximumHeaderBytes = 8 * 1024
  private static let headerEnd = Data(literal: "\r\n\r\n")
  /// The header name resynchronising looks for. A framer's own, not a static: a 15-byte `Data` is
  /// allocated, and a process-lifetime global allocation is a leak to LeakSanitizer (the fuzz run).
  private let contentLengthName = Data(literal: "content-length:")

  package init(maximumMessageBytes: Int = 16 * 1024 * 1024, framing: Framing? = nil) {
    self.maximumMessageBytes = maximumMessageBytes
    self.framing = framing
  }

  /// Feeds more bytes; returns the messages (and framing errors) completed by them, in order.
  package mutating func push(_ chunk: Data) -> [Event] {
    buffer.append(chunk)
    if framing == nil {
      guard let first = buffer.first(where: { !Self.isBlank($0) }) else { return [] }
      framing = (first == UInt8(ascii: "{") || first == UInt8(ascii: "[")) ? .lineDelimited : .contentLength
    }
    var events: [Event] = []
    while let event = framing == .lineDelimited ? nextLine() : nextFrame() {
      if let event { events.append(event) }
    }
    compact()
    return events
  }

  /// End of input: a last NDJSON line without its newline still counts; a partial frame is an error.
  package mutating func finish() -> [Event] {
    var events: [Event] = []
    switch (framing, state) {
    case (.lineDelimited?, _):
      if !buffer.isEmpty { events = push(Data(literal: "\n")) }
    case (.contentLength?, .content(let remaining)):
      events.append(.error(.parseError("input ended \(remaining - buffer.count) bytes short of its Content-Length")))
    case (.contentLength?, .header):
      if buffer.contains(where: { !Self.isBlank($0) }) {
        events.append(.error(.parseError("input ended inside a header")))
      }
    case (.contentLength?, .skipping):
      events.append(.error(.parseError("input ended inside a frame over the size limit")))
    case (nil, _), (.contentLength?, .resynchronising):
      break
    }
    buffer.removeAll()
    searched = 0
    state = .header
    return events
  }

  // MARK: NDJSON

  /// `nil` when no complete line is buffered; `.some(nil)` when a line produced no event.
  private mutating func nextLine() -> Event?? {
    guard let newline = buffer[(buffer.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) else {
      // A line not yet ended may hold one byte more than a message: the CR of its CRLF.
      if buffer.count > maximumMessageBytes + 1 {
        // Over the limit before its end: the rest of the line is dropped as it comes, unkept.
        let wasDropping = if case .resynchronising = state { true } else { false }
        buffer.removeAll()
        searched = 0
        state = .resynchronising
        return wasDropping ? nil : .some(.error(tooLarge(nil)))
      }
      searched = buffer.count
      return nil
    }
    searched = 0
    var line = buffer[buffer.startIndex..<newline]
    buffer = buffer[buffer.index(after: newline)...]
    if case .resynchronising = state {
      state = .header
      return .some(nil)  // the rest of an oversized line
    }
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    // Over the limit is over the limit, blank or not: as it is when the line comes in pieces.
    if line.count > maximumMessageBytes { return .some(.error(tooLarge(line.count))) }
    guard line.contains(where: { !Self.isBlank($0) }) else { return .some(nil) }
    return .some(.message(Data(line)))
  }

  // MARK: Content-Length

  private mutating func nextFrame() -> Event?? {
    switch state {
    case .content(let remaining):
      guard buffer.count >= remaining else { return nil }
      let body = buffer.prefix(remaining)
      state = .header
      // A header whose body never came swallows the next frame's header: if the "body" is not
      // JSON but holds a header, report the lost frame and read on from that header.
      if let first = body.first(where: { !Self.isBlank($0) }), first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
        let next = Self.find(contentLengthName, in: body, caseInsensitive: true)
      {
        buffer = buffer[next...]
        return .some(.error(.parseError("frame body is not JSON (a header without its body?)")))
      }
      buffer = buffer.dropFirst(remaining)
      return .some(.message(Data(body)))
    case .skipping(let remaining):
      let dropped = min(remaining, buffer.count)
      buffer = buffer.dropFirst(dropped)
      if dropped < remaining {
        state = .skipping(remaining: remaining - dropped)
        return nil
      }
      state = .header
      return .some(nil)
    case .resynchronising:
      guard let start = Self.find(contentLengthName, in: buffer, caseInsensitive: true) else {
        buffer = buffer.suffix(contentLengthName.count)  // keep a header that may be split
        return nil
      }
      buffer = buffer[start...]
      state = .header
      return .some(nil)
    case .header:
      return readHeader()
    }
  }

  private mutating func readHeader() -> Event?? {
    // Blank lines between frames are tolerated.
    while let first = buffer.first, first == UInt8(ascii: "\r") || first == UInt8(ascii: "\n") {
      buffer = buffer.dropFirst()
      searched = max(0, searched - 1)
    }
    // The end of a header may straddle chunks: search on from a few bytes before where the last
    // search stopped.
    let from = buffer.startIndex + max(0, searched - (Self.headerEnd.count - 1))
    guard let end = Self.find(Self.headerEnd, in: buffer[from...], caseInsensitive: false) else {
      guard buffer.count > Self.maximumHeaderBytes else {
        searched = buffer.count
        return nil
      }
      state = .resynchronising
      searched = 0
      buffer = buffer.dropFirst()
      return .some(.error(.parseError("header too long or not a header")))
    }
    searched = 0
    let header = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
    buffer = buffer[(end + Self.headerEnd.count)...]
    switch Self.contentLength(in: header) {
    case .success(let length) where length > maximumMessageBytes:
      // A length a client could send is skipped exactly, its body never read for frames (one hidden
      // inside must not run). A length no client sends (a terabyte) is a broken header, and waiting
      // for that many bytes would wedge the connection: the next header starts the next frame.
      let (ceiling, overflow) = maximumMessageBytes.multipliedReportingOverflow(by: 64)
      state = overflow || length <= ceiling ? .skipping(remaining: length) : .resynchronising
      return .some(.error(tooLarge(length)))
    case .success(let length):
      state = .content(remaining: length)
      return .some(nil)
    case .failure(let error):
      // Where this frame's body ends is unknown: the next header starts the next frame, so only
      // this one is lost (its body, read as a header, would otherwise swallow the next one's).
      state = .resynchronising
      return .some(.error(error))
    }
  }

  private static func contentLength(in header: String) -> Result<Int, RPCError> {
    let lines = header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      guard name.hasSuffix("content-length") else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit), value.count < 19, let length = Int(value) else {
        return .failure(.parseError("invalid Content-Length '\(value)'"))
      }
      return .success(length)
    }
    return .failure(.parseError("header without Content-Length"))
  }

  // MARK: Helpers

  private func tooLarge(_ length: Int?) -> RPCError {
    let size = length.map { "\($0) bytes" } ?? "more bytes"
    return .invalidRequest("message of \(size) exceeds the limit of \(maximumMessageBytes) bytes")
  }

  /// Keeps the buffer's storage from growing without bound as consumed bytes pile up in front.
  private mutating func compact() {
    if buffer.startIndex > 64 * 1024 { buffer = Data(buffer) }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func find(_ needle: Data, in haystack: Data, caseInsensitive: Bool) -> Data.Index? {
    guard haystack.count >= needle.count, let first = needle.first else { return nil }
    let fold: (UInt8) -> UInt8 = { caseInsensitive && (65...90).contains($0) ? $0 + 32 : $0 }
    var index = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while index <= last {
      if fold(haystack[index]) == first,
        zip(haystack[index..<(index + needle.count)], needle).allSatisfy({ fold($0) == $1 })
      {
        return index
      }
      index += 1
    }
    return nil
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension MessageFramer.Framing {
  /// Wraps one encoded message for the wire in this framing.
  package func frame(_ message: Data) -> Data {
    // Concrete appends rather than `Data + Data`, which is generic (see OutgoingMessage.encoded).
    switch self {
    case .contentLength:
      var header = "Content-Length: \(message.count)\r\n\r\n"
      var framed = Data(capacity: header.utf8.count + message.count)
      header.withUTF8 { framed.append($0) }
      framed.append(message)
      return framed
    case .lineDelimited:
      var framed = message
      framed.append(UInt8(ascii: "\n"))
      return framed
    }
  }
}
