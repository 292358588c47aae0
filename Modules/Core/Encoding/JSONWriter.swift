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
///
/// The buffer is memory of its own rather than an `Array`: an answer is hundreds of small
/// appends, and each `Array` append paid a uniqueness check. So the writer cannot be copied,
/// only passed `inout`.
package struct JSONWriter: ~Copyable {
  @usableFromInline var storage: UnsafeMutablePointer<UInt8>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int

  /// Whether the strings written are text for people (what a screen shows) rather than data:
  /// each then goes through ``TerminalText/sanitized(_:)`` first, so no control, escape sequence or
  /// BiDi override from outside reaches an editor's buffer. Off by default: results are data, and
  /// written byte for byte as `JSONEncoder` writes them.
  package var writesTextForPeople = false

  @inlinable package init(reservingCapacity capacity: Int = 16_384) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// What has been written so far.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// What has been written so far, as `Data`.
  package var data: Data { Data(bytes: storage, count: count) }

  /// The JSON of `value`, as `Data`.
  @inlinable package static func data(_ value: some JSONWritable) -> Data {
    var writer = JSONWriter()
    value.write(to: &writer)
    return writer.data
  }

  /// The JSON of any `Encodable`: written directly when it is ``JSONWritable``, else through
  /// `JSONEncoder.sortedKeys()`. The bytes are the same either way; only the time differs.
  package static func encode(_ value: some Encodable) throws -> Data {
    if let writable = value as? any JSONWritable { return data(writable) }
    return try JSONEncoder.sortedKeys().encode(value)
  }

  // MARK: Bytes

  @inlinable mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toFit: 1) }
    storage[count] = byte
    count += 1
  }

  @inlinable mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if capacity - count < bytes.count { grow(toFit: bytes.count) }
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  @inlinable mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  @usableFromInline mutating func grow(toFit extra: Int) {
    var newCapacity = capacity * 2
    while newCapacity - count < extra { newCapacity *= 2 }
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  // MARK: Containers
  //
  // Objects are opened and closed by calls rather than written in a closure: a closure that
  // reads the members of the value being written captured a copy of it (a retain per string).

  @inlinable package mutating func beginObject() {
    append(UInt8(ascii: "{"))
  }

  @inlinable package mutating func endObject() {
    append(UInt8(ascii: "}"))
  }

  @inlinable package mutating func array<Element: JSONWritable>(_ elements: [Element]) {
    append(UInt8(ascii: "["))
    // By index, so each element is borrowed where it is rather than copied out.
    for index in elements.indices {
      separate()
      elements[index].write(to: &self)
    }
    append(UInt8(ascii: "]"))
  }

  /// A comma, unless this is the first member or element: right after `{`, `[`, or nothing.
  @inlinable mutating func separate() {
    guard count > 0 else { return }
    let last = storage[count - 1]
    if last != UInt8(ascii: "{") && last != UInt8(ascii: "[") { append(UInt8(ascii: ",")) }
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

  @inlinable package mutating func member(_ key: String, _ value: Int?) {
    if let value { member(key, value) }
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

  @inlinable package mutating func member(_ key: String, _ value: Date?) {
    if let value { member(key, value) }
  }

  /// Objects, arrays and enums.
  @inlinable package mutating func member(_ key: String, _ value: some JSONWritable) {
    memberKey(key)
    value.write(to: &self)
  }

  @inlinable package mutating func member(_ key: String, _ value: (some JSONWritable)?) {
    if let value { member(key, value) }
  }

  /// A member written as `null` when `value` is `nil`, for a field a contract keeps present
  /// (its `Encodable` side encodes it with `encode(_:forKey:)`, not `encodeIfPresent`).
  @inlinable package mutating func memberOrNull(_ key: String, _ value: (some JSONWritable)?) {
    memberKey(key)
    if let value { value.write(to: &self) } else { null() }
  }

  /// `"key":`, after a comma unless it is the first member: the value is the caller's to write.
  @inlinable package mutating func memberKey(_ key: String) {
    separate()
    string(key)
    append(UInt8(ascii: ":"))
  }

  /// JSON that is already encoded, spliced in as it is (the caller vouches that it is valid).
  @inlinable package mutating func raw(_ json: Data) {
    json.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
  }

  // MARK: Scalars

  @inlinable package mutating func null() {
    append("null")
  }

  @inlinable package mutating func bool(_ value: Bool) {
    if value { append("true") } else { append("false") }
  }

  @inlinable package mutating func integer(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    // Digits from the right into a small buffer, then copied in order.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      append(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// A number as `JSONEncoder` writes a `Double`: its shortest description, without a trailing
  /// ".0" (`1`, `0.5`, `1e+20`). JSON has no NaN or infinity; they are written as `null`.
  @inlinable package mutating func double(_ value: Double) {
    guard value.isFinite else { return null() }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    text.withUTF8 { append($0) }
  }

  /// A JSON string, escaped as Foundation escapes it (slashes left alone: `.withoutEscapingSlashes`).
  @inlinable package mutating func string(_ value: String) {
    let value = writesTextForPeople ? Self.forPeople(value) : value
    append(UInt8(ascii: "\""))
    // Read in place when the string is stored as UTF-8 (ours always are); a copy made
    // contiguous only otherwise.
    let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
    if done == nil {
      var copy = value
      copy.withUTF8 { appendEscaped($0) }
    }
    append(UInt8(ascii: "\""))
  }

  @usableFromInline static func forPeople(_ text: String) -> String { TerminalText.sanitized(text) }

  /// Writes what `body` writes as text for people (``writesTextForPeople``).
  package mutating func writingTextForPeople(_ body: (inout JSONWriter) -> Void) {
    let before = writesTextForPeople
    writesTextForPeople = true
    body(&self)
    writesTextForPeople = before
  }

  /// Copies runs that need no escape in one piece: nearly every string is a single run.
  @usableFromInline mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in utf8.indices {
      let byte = utf8[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      appendEscape(for: byte)
      runStart = index + 1
    }
    append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
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
    append(UInt8(ascii: "\\"))
    if let short {
      append(short)
    } else {
      let hex: StaticString = "0123456789abcdef"
      append("u00")
      append(hex.utf8Start[Int(byte >> 4)])
      append(hex.utf8Start[Int(byte & 0xF)])
    }
  }

  /// `"2010-06-04T18:45:00.000Z"`, the form `JSONEncoder.sortedKeys()` gives dates.
  @inlinable package mutating func date(_ value: Date) {
    append(UInt8(ascii: "\""))
    APIDate.withFormattedUTF8(value) { append($0) }
    append(UInt8(ascii: "\""))
  }
}

extension String: JSONWritable {
  package func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
  package func write(to json: inout JSONWriter) { json.integer(self) }
}

extension Double: JSONWritable {
  package func write(to json: inout JSONWriter) { json.double(self) }
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

/// Members in the order `JSONEncoder.sortedKeys()` writes them: keys compared as UTF-8 bytes.
extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    for key in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      json.member(key, self[key]!)
    }
    json.endObject()
  }
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
