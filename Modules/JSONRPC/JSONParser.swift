import Foundation

/// Parses JSON text (RFC 8259, strictly) into a ``JSONValue``, saying where it went wrong.
///
/// Every frame is parsed once, here: Foundation's `JSONDecoder` driving `JSONValue`'s
/// trial-and-error `init(from:)` cost a sixth of a `launches.list` request, and its errors do not
/// say where the text broke. Integers without a fraction or exponent that fit an `Int` stay exact.
package struct JSONParser {
  package struct Failure: Error, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. "unexpected '}'" or "not valid UTF-8".
    package var reason: String
    /// Byte offset into the text.
    package var offset: Int

    package init(reason: String, offset: Int) {
      self.reason = reason
      self.offset = offset
    }

    package var description: String { "\(reason) at byte \(offset)" }
  }

  /// Deeper nesting is refused rather than risking the stack on hostile input.
  package static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  package static func parse(_ data: Data) throws(Failure) -> JSONValue {
    let result: Result<JSONValue, Failure> = data.withUnsafeBytes { raw in
      var parser = JSONParser(raw.bindMemory(to: UInt8.self))
      return Result { () throws(Failure) in try parser.document() }
    }
    return try result.get()
  }

  package static func parse(_ text: String) throws(Failure) -> JSONValue {
    try parse(Data(text.utf8))
  }

  // MARK: Grammar

  private mutating func document() throws(Failure) -> JSONValue {
    skipWhitespace()
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else { throw unexpected() }
    return value
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw Failure(reason: "unexpected end of text", offset: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw unexpected()
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enterContainer()
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return leaveContainer(.object(members)) }
    repeat {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw unexpected(expecting: "a member name")
      }
      let key = try string()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw unexpected(expecting: "':'") }
      skipWhitespace()
      let member = try value()
      // The first of duplicate names wins, as with Foundation's decoder (RFC 8259 leaves it open).
      if members[key] == nil { members[key] = member }
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")) else { throw unexpected(expecting: "',' or '}'") }
    return leaveContainer(.object(members))
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enterContainer()
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return leaveContainer(.array(elements)) }
    repeat {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "]")) else { throw unexpected(expecting: "',' or ']'") }
    return leaveContainer(.array(elements))
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
    let length = word.utf8CodeUnitCount
    guard index + length <= bytes.count,
      UnsafeBufferPointer(rebasing: bytes[index..<index + length]).elementsEqual(
        UnsafeBufferPointer(start: word.utf8Start, count: length))
    else { throw unexpected() }
    index += length
    return value
  }

  // MARK: Strings

  private mutating func string() throws(Failure) -> String {
    index += 1  // the opening quote
    let start = index
    // The common case: no escapes, so the bytes are the string.
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let text = try utf8String(start..<index)
        index += 1
        return text
      case UInt8(ascii: "\\"):
        return try escapedString(from: start)
      case 0..<0x20:
        throw Failure(reason: "control character in a string (escape it)", offset: index)
      default:
        index += 1
      }
    }
    throw Failure(reason: "unterminated string", offset: start - 1)
  }

  private mutating func escapedString(from start: Int) throws(Failure) -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw Failure(reason: "not valid UTF-8", offset: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try appendEscape(to: &utf8)
      case 0..<0x20:
        throw Failure(reason: "control character in a string (escape it)", offset: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw Failure(reason: "unterminated string", offset: start - 1)
  }

  private mutating func appendEscape(to utf8: inout [UInt8]) throws(Failure) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw Failure(reason: "unterminated string", offset: escapeStart) }
    let simple: UInt8? =
      switch bytes[index] {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): UInt8(ascii: "\n")
      case UInt8(ascii: "r"): UInt8(ascii: "\r")
      case UInt8(ascii: "t"): UInt8(ascii: "\t")
      default: nil
      }
    if let simple {
      utf8.append(simple)
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u") else { throw Failure(reason: "invalid escape", offset: escapeStart) }
    index += 1
    var scalar = try hexQuad(escapeStart)
    if (0xD800..<0xDC00).contains(scalar) {
      // A high surrogate must be followed by an escaped low one; together they are one scalar.
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw Failure(reason: "unpaired surrogate in a \\u escape", offset: escapeStart)
      }
      index += 2
      let low = try hexQuad(escapeStart)
      guard (0xDC00..<0xE000).contains(low) else {
        throw Failure(reason: "unpaired surrogate in a \\u escape", offset: escapeStart)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      throw Failure(reason: "unpaired surrogate in a \\u escape", offset: escapeStart)
    }
    utf8.append(contentsOf: UTF8.encode(unicode)!)
  }

  private mutating func hexQuad(_ escapeStart: Int) throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure(reason: "invalid \\u escape", offset: escapeStart) }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Failure(reason: "invalid \\u escape", offset: escapeStart)
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private func utf8String(_ range: Range<Int>) throws(Failure) -> String {
    guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
      throw Failure(reason: "not valid UTF-8", offset: range.lowerBound)
    }
    return text
  }

  // MARK: Numbers

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    // No leading zeros: "0" alone, or a non-zero digit and any more.
    if consume(UInt8(ascii: "0")) {
      if index < bytes.count, isDigit(bytes[index]) { throw unexpected() }
    } else {
      guard digits() else { throw unexpected(expecting: "a digit") }
    }
    let integerEnd = index
    var fractionIsZero = true
    if consume(UInt8(ascii: ".")) {
      let fractionStart = index
      guard digits() else { throw unexpected(expecting: "a digit") }
      fractionIsZero = bytes[fractionStart..<index].allSatisfy { $0 == UInt8(ascii: "0") }
    }
    var hasExponent = false
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() else { throw unexpected(expecting: "a digit") }
    }
    // Numbers with an integral value are integers ("1.0" and "1e3" too), exactly, as Foundation's
    // decoder reads them; only the rest are doubles.
    if !hasExponent, fractionIsZero, let integer = Int(text(start..<integerEnd)) { return .integer(integer) }
    guard let double = Double(text(start..<index)), double.isFinite else {
      throw Failure(reason: "number out of range", offset: start)
    }
    if double.rounded() == double, double.magnitude < 0x1p53, let integer = Int(exactly: double) {
      return .integer(integer)
    }
    return .double(double)
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Skips one or more digits; `false` if there was none.
  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    return index > start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  // MARK: Helpers

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func enterContainer() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw Failure(reason: "nested deeper than \(Self.maximumDepth) levels", offset: index)
    }
    index += 1
  }

  private mutating func leaveContainer(_ value: JSONValue) -> JSONValue {
    depth -= 1
    return value
  }

  private func unexpected(expecting expected: String? = nil) -> Failure {
    let found: String =
      if index >= bytes.count {
        "end of text"
      } else if (0x21..<0x7F).contains(bytes[index]) {
        "'\(Character(Unicode.Scalar(bytes[index])))'"
      } else {
        "byte 0x\(String(bytes[index], radix: 16, uppercase: true))"
      }
    return Failure(reason: "unexpected \(found)" + (expected.map { ", expected \($0)" } ?? ""), offset: index)
  }
}
