import Foundation

/// A value that writes its own JSON, byte for byte what `JSONEncoder.sortedKeys()` makes of its
/// `Encodable` conformance: members in sorted key order, `nil` members left out, dates in the API's
/// form. For answers on `spacex-rpc`'s hot path, where Foundation's encoder was half of a request;
/// each conformance is checked against `JSONEncoder` by a test, so the two cannot drift apart.
package protocol JSONWritable: Encodable {
  func write(to json: inout JSONWriter)
}

/// JSON appended straight to a byte buffer, no intermediate tree. Objects are written member by
/// member, so callers write keys in sorted order themselves.
package struct JSONWriter {
  @usableFromInline package internal(set) var bytes: [UInt8] = []
  /// Whether the next member or element is the first of its object or array (no comma before it).
  @usableFromInline var atFirstEntry = true

  @inlinable package init(reservingCapacity capacity: Int = 4_096) {
    bytes.reserveCapacity(capacity)
  }

  /// The JSON of `value`, as `Data`.
  @inlinable package static func data(_ value: some JSONWritable) -> Data {
    var writer = JSONWriter()
    value.write(to: &writer)
    return Data(writer.bytes)
  }

  // MARK: Containers

  @inlinable package mutating func object(_ members: (inout JSONWriter) -> Void) {
    container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), members)
  }

  @inlinable package mutating func array<Element: JSONWritable>(_ elements: [Element]) {
    container(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { writer in
      // By index, so each element is borrowed where it is rather than copied out (a copy of a
      // launch item retains every one of its strings).
      for index in elements.indices {
        writer.separate()
        elements[index].write(to: &writer)
      }
    }
  }

  // MARK: Members
  //
  // `"key":value`, where a `nil` value writes nothing, as synthesized `Encodable` conformances do.
  // Scalars have overloads of their own: a generic call that is not specialized across modules
  // looked up `Optional<T>`'s metadata at run time for every member, a tenth of a request.

  @inlinable package mutating func member(_ key: String, _ value: String) {
    memberKey(key)
    string(value)
  }

  @inlinable package mutating func member(_ key: String, _ value: String?) {
    if let value { member(key, value) }
  }

  @inlinable package mutating func member(_ key: String, _ value: Int) {
    memberKey(key)
    integer(value)
  }

  @inlinable package mutating func member(_ key: String, _ value: Bool) {
    memberKey(key)
    bool(value)
  }

  @inlinable package mutating func member(_ key: String, _ value: Bool?) {
    if let value { member(key, value) }
  }

  @inlinable package mutating func member(_ key: String, _ value: Date) {
    memberKey(key)
    date(value)
  }

  /// Objects, arrays and enums.
  @inlinable package mutating func member(_ key: String, _ value: some JSONWritable) {
    memberKey(key)
    value.write(to: &self)
  }

  @inlinable package mutating func member(_ key: String, _ value: (some JSONWritable)?) {
    if let value { member(key, value) }
  }

  @inlinable mutating func memberKey(_ key: String) {
    separate()
    string(key)
    bytes.append(UInt8(ascii: ":"))
  }

  @inlinable mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
    bytes.append(open)
    let outer = atFirstEntry
    atFirstEntry = true
    body(&self)
    atFirstEntry = outer
    bytes.append(close)
  }

  @inlinable mutating func separate() {
    if atFirstEntry {
      atFirstEntry = false
    } else {
      bytes.append(UInt8(ascii: ","))
    }
  }

  // MARK: Scalars

  @inlinable package mutating func null() {
    bytes.append(contentsOf: "null".utf8)
  }

  @inlinable package mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
  }

  @inlinable package mutating func integer(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    guard magnitude >= 10 else {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
      return
    }
    let start = bytes.count
    while magnitude > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    bytes[start...].reverse()
  }

  /// A JSON string, escaped as Foundation escapes it (slashes left alone: `.withoutEscapingSlashes`).
  @inlinable package mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { appendEscaped($0) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Copies runs that need no escape in one piece: nearly every string is a single run.
  @usableFromInline mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in utf8.indices {
      let byte = utf8[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      appendEscape(for: byte)
      runStart = index + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
  }

  @usableFromInline mutating func appendEscape(for byte: UInt8) {
    let short: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case 0x08: UInt8(ascii: "b")
      case 0x0C: UInt8(ascii: "f")
      case UInt8(ascii: "\n"): UInt8(ascii: "n")
      case UInt8(ascii: "\r"): UInt8(ascii: "r")
      case UInt8(ascii: "\t"): UInt8(ascii: "t")
      default: nil
      }
    bytes.append(UInt8(ascii: "\\"))
    if let short {
      bytes.append(short)
    } else {
      let hex = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
      ])
    }
  }

  /// `"2010-06-04T18:45:00.000Z"`, the form `JSONEncoder.sortedKeys()` gives dates.
  @inlinable package mutating func date(_ value: Date) {
    bytes.append(UInt8(ascii: "\""))
    APIDate.appendFormatted(value, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }
}

extension String: JSONWritable {
  package func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
  package func write(to json: inout JSONWriter) { json.integer(self) }
}

extension Bool: JSONWritable {
  package func write(to json: inout JSONWriter) { json.bool(self) }
}

extension Date: JSONWritable {
  package func write(to json: inout JSONWriter) { json.date(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
  package func write(to json: inout JSONWriter) { json.array(self) }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
  package func write(to json: inout JSONWriter) {
    if let self { self.write(to: &json) } else { json.null() }
  }
}

/// Enums that travel as their raw string.
extension JSONWritable where Self: RawRepresentable, RawValue == String {
  package func write(to json: inout JSONWriter) { json.string(rawValue) }
}
