import Foundation

/// The layout of one cache file: a JSON header line, then the body bytes exactly as fetched.
///
/// The header carries a format version (so a future layout is never misread), the full key (so a
/// shortened file name can never return another key's data) and the body length (so a truncated
/// file is recognised instead of half-decoded).
enum CacheFileFormat {
  static let version = 1
  static let magic = "spacex-cache"

  struct Header: Codable, Equatable {
    var format: String
    var version: Int
    var key: String
    var fetchedAt: Double
    var bodyBytes: Int

    var fetchedAtDate: Date { Date(timeIntervalSince1970: fetchedAt) }
  }

  enum Corruption: Error, CustomStringConvertible {
    case noHeader
    case unreadableHeader
    case wrongVersion(String, Int)
    case otherKey(String)
    case wrongLength(expected: Int, found: Int)

    var description: String {
      switch self {
      case .noHeader: "no header line"
      case .unreadableHeader: "unreadable header"
      case .wrongVersion(let format, let version): "unsupported format \(format) v\(version)"
      case .otherKey(let key): "holds another key (\(key))"
      case .wrongLength(let expected, let found): "truncated or padded body (\(found) of \(expected) bytes)"
      }
    }
  }

  static func encode(_ entry: CacheEntry, key: String) throws -> Data {
    let header = Header(
      format: magic, version: version, key: key,
      fetchedAt: entry.fetchedAt.timeIntervalSince1970, bodyBytes: entry.data.count)
    var file = try JSONEncoder.sortedKeys().encode(header)
    file.append(UInt8(ascii: "\n"))
    file.append(entry.data)
    return file
  }

  /// The header of a file that starts with `start`, checked against `key`.
  static func header(_ start: Data, key: String) throws -> (header: Header, bodyStart: Data.Index) {
    // Searched in the bytes themselves: Data's own iteration checks exclusive access at every
    // byte, a quarter of a status line's start-up over its few headers.
    let offset = start.withUnsafeBytes { $0.firstIndex(of: UInt8(ascii: "\n")) }
    guard let offset else { throw Corruption.noHeader }
    let newline = start.startIndex + offset
    let line = start[start.startIndex..<newline]
    guard let header = Header(asWritten: line) ?? (try? JSONDecoder().decode(Header.self, from: line)) else {
      throw Corruption.unreadableHeader
    }
    guard header.format == magic, header.version == version else {
      throw Corruption.wrongVersion(header.format, header.version)
    }
    guard header.key == key else { throw Corruption.otherKey(header.key) }
    return (header, start.index(after: newline))
  }

  static func header(_ start: Data, key: String) throws -> Header {
    try header(start, key: key).header
  }

  static func decode(_ file: Data, key: String) throws -> CacheEntry {
    let (header, bodyStart) = try header(file, key: key)
    let body = file[bodyStart...]
    guard body.count == header.bodyBytes else {
      throw Corruption.wrongLength(expected: header.bodyBytes, found: body.count)
    }
    // The body as a slice of the file, not a copy: a mapped file stays mapped.
    return CacheEntry(data: body, fetchedAt: Date(timeIntervalSince1970: header.fetchedAt))
  }
}
