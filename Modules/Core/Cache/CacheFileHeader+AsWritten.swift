import Foundation

extension CacheFileFormat.Header {
  /// The header read the way ``CacheFileFormat/encode(_:key:)`` writes it: its members in sorted
  /// order, numbers plain, strings without escapes. Anything else (an escaped key, a hand-edited
  /// file) is `nil`, and JSONDecoder reads it. Every command reads several headers before its
  /// first line, and JSONDecoder's first use cost more than all of them.
  init?(asWritten line: Data) {
    var reader = HeaderLine(bytes: Array(line))
    guard reader.skip(#"{"bodyBytes":"#), let bodyBytes = reader.number().flatMap({ Int($0) }),
      reader.skip(#","fetchedAt":"#), let fetchedAt = reader.number().flatMap({ Double($0) }),
      reader.skip(#","format":""#), let format = reader.plainString(),
      reader.skip(#","key":""#), let key = reader.plainString(),
      reader.skip(#","version":"#), let version = reader.number().flatMap({ Int($0) }),
      reader.skip("}"), reader.isAtEnd
    else { return nil }
    self.init(format: format, version: version, key: key, fetchedAt: fetchedAt, bodyBytes: bodyBytes)
  }
}

/// The few steps reading a header line takes.
private struct HeaderLine {
  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  /// Moves past `text` if the line continues with it.
  mutating func skip(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = text.withUTF8Buffer { expected in bytes[index..<index + count].elementsEqual(expected) }
    if matches { index += count }
    return matches
  }

  /// The characters of a JSON number, up to the next delimiter.
  mutating func number() -> String? {
    let start = index
    while index < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || "-+.eE".utf8.contains(bytes[index])
    {
      index += 1
    }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  /// A string's characters up to its closing quote, which it moves past; `nil` at an escape.
  mutating func plainString() -> String? {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    defer { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
