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

  package mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
}

/// Reads what ``BinaryWriter`` wrote; any truncation or nonsense throws, so a damaged file is
/// treated as absent rather than half-read.
package struct BinaryReader {
  package struct Malformed: Error, CustomStringConvertible {
    package init() {}
    package var description: String { "truncated or malformed binary data" }
  }

  private let bytes: [UInt8]
  private var offset = 0

  package init(_ data: Data) {
    self.bytes = Array(data)
  }

  package var isAtEnd: Bool { offset == bytes.count }

  /// The bytes not read yet.
  package var rest: Data { Data(bytes[offset...]) }

  package mutating func int() throws -> Int {
    guard offset + 8 <= bytes.count else { throw Malformed() }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    offset += 8
    return Int(Int64(bitPattern: value))
  }

  package mutating func double() throws -> Double {
    Double(bitPattern: UInt64(bitPattern: Int64(try int())))
  }

  package mutating func bool() throws -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  package mutating func string() throws -> String {
    let count = try int()
    guard count >= 0, offset + count <= bytes.count else { throw Malformed() }
    defer { offset += count }
    return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
  }

  package mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
    try bool() ? try read(&self) : nil
  }

  package mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
    let count = try int()
    guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
}
