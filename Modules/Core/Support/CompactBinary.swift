import Foundation

/// A small binary writer for caches of decoded values: little-endian integers and doubles,
/// length-prefixed UTF-8 strings, and a presence byte before optionals.
package struct BinaryWriter {
  package private(set) var data = Data()

  package init() {}

  package mutating func int(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { data.append(contentsOf: $0) }
  }

  package mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
  }

  package mutating func bool(_ value: Bool) {
    data.append(value ? 1 : 0)
  }

  package mutating func string(_ value: String) {
    let bytes = Array(value.utf8)
    int(bytes.count)
    data.append(contentsOf: bytes)
  }

  package mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
    bool(value != nil)
    if let value { write(&self, value) }
  }

  /// What `write` writes, preceded by its length, so a reader can take it whole as bytes to read
  /// later (``BinaryReader/section()``).
  package mutating func section(_ write: (inout BinaryWriter) -> Void) {
    var inner = BinaryWriter()
    write(&inner)
    int(inner.data.count)
    data.append(inner.data)
  }

  package mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
}

/// Reads what ``BinaryWriter`` wrote; any truncation or nonsense throws, so a damaged file is
/// treated as absent rather than half-read.
///
/// A reader reads the bytes where they lie, a mapped cache file included, and lives only inside
/// ``reading(_:_:)``: three copies of the launch catalog were a fifth of `spacex launches`' page
/// faults.
public struct BinaryReader {
  public struct Malformed: Error, CustomStringConvertible {
    @inlinable public init() {}
    public var description: String { "truncated or malformed binary data" }
  }

  // Public and inlinable, with the storage it touches usable from inlined code, so a caller in
  // another module gets `optional` and `array` specialized to its own types: unspecialized, every
  // call looked up `T?` or `[T]` metadata at run time (8,500 calls to read the launch catalog).
  // Public because Swift 6.3 inlines no `@inlinable package` declaration across modules.
  /// Valid while ``reading(_:_:)`` runs `body`, which is the only place a reader exists.
  @usableFromInline let bytes: UnsafeRawBufferPointer
  @usableFromInline var offset = 0
  /// What `bytes` lies in, for ``section()`` to hand out parts of it.
  private let source: Data

  private init(_ bytes: UnsafeRawBufferPointer, source: Data) {
    self.bytes = bytes
    self.source = source
  }

  /// Runs `body` with a reader of `data`, from its first byte.
  package static func reading<T>(_ data: Data, _ body: (inout BinaryReader) throws -> T) rethrows -> T {
    try data.withUnsafeBytes { buffer in
      var reader = BinaryReader(buffer, source: data)
      return try body(&reader)
    }
  }

  /// What ``BinaryWriter/section(_:)`` wrote, as bytes to read later: a part of the data being
  /// read, not a copy (a mapped file stays mapped while a section of it is kept).
  package mutating func section() throws -> Data {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    defer { offset += count }
    let start = source.startIndex + offset
    return source[start..<start + count]
  }

  @inlinable public var isAtEnd: Bool { offset == bytes.count }

  @inlinable public mutating func int() throws -> Int {
    guard offset + 8 <= bytes.count else { throw Malformed() }
    let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    offset += 8
    return Int(Int64(bitPattern: UInt64(littleEndian: value)))
  }

  @inlinable public mutating func double() throws -> Double {
    Double(bitPattern: UInt64(bitPattern: Int64(try int())))
  }

  @inlinable public mutating func bool() throws -> Bool {
    guard offset < bytes.count else { throw Malformed() }
    let byte = bytes[offset]
    guard byte <= 1 else { throw Malformed() }
    offset += 1
    return byte == 1
  }

  @inlinable public mutating func string() throws -> String {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    defer { offset += count }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
  }

  /// The case of a few-word enum (a date's precision, a source) whose raw value the next string
  /// is, found by comparing bytes with the table's: no string is made, and no case's raw value
  /// either (a catalog reads one per launch).
  @inlinable public mutating func oneOf<T>(_ table: CaseTable<T>) throws -> T {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    let text = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    for (raw, value) in table.cases where raw.elementsEqual(text) {
      offset += count
      return value
    }
    throw Malformed()
  }

  @inlinable public mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
    try bool() ? try read(&self) : nil
  }

  @inlinable public mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
}

/// An enum's cases with their raw values' UTF-8, made once (a `static let` beside the reader that
/// uses it) for ``BinaryReader/oneOf(_:)``.
public struct CaseTable<T: Sendable>: Sendable {
  public let cases: [(raw: [UInt8], value: T)]

  public init(_ type: T.Type) where T: CaseIterable & RawRepresentable, T.RawValue == String {
    cases = T.allCases.map { (Array($0.rawValue.utf8), $0) }
  }
}
