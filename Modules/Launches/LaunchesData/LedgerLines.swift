import Core
import Foundation
import LaunchesDomain

/// The ledger file as lines, each with the launch it is about and when it was seen, found by a
/// scan of its bytes: reads that want one launch's changes, or the last day's, decode only those
/// lines. Ten thousand lines decode in about 80 ms; finding two of them takes a few.
struct LedgerLines: Sendable {
  struct Line: Sendable {
    var range: Range<Int>
    var launchID: String
    var seenAt: Date
  }

  struct Malformed: Error {}

  private(set) var data = Data()
  private(set) var lines: [Line] = []

  init() {}

  /// - Throws: ``Malformed`` when a line is not an object with a `launchID` and a `seenAt` date.
  init(_ data: Data) throws {
    self.data = data
    lines = try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> [Line] in
      var found: [Line] = []
      var start = 0
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        if end > start {
          let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
          guard line.first == UInt8(ascii: "{"), line.last == UInt8(ascii: "}"),
            let id = Self.string(named: "launchID", in: line),
            let seen = Self.string(named: "seenAt", in: line).flatMap(APIDate.parse)
          else { throw Malformed() }
          found.append(Line(range: start..<end, launchID: id, seenAt: seen))
        }
        start = end + 1
      }
      return found
    }
  }

  /// `selected` decoded, in one decoder run (not one per line).
  func decode(_ selected: [Line]) throws -> [LaunchChange] {
    guard !selected.isEmpty else { return [] }
    var array = Data("[".utf8)
    for (index, line) in selected.enumerated() {
      if index > 0 { array.append(0x2C) }
      array += data[line.range]
    }
    array.append(0x5D)
    return try JSONDecoder.spaceXAPI().decode([LaunchChange].self, from: array)
  }

  /// The file with `added` lines after these, and at most `limit` lines in all (the oldest go).
  func appending(_ added: [Data], keepingAtMost limit: Int) -> Data {
    let dropped = max(0, lines.count + added.count - limit)
    var out = Data()
    for line in lines.dropFirst(dropped) {
      out += data[line.range]
      out.append(0x0A)
    }
    for line in added.dropFirst(max(0, dropped - lines.count)) {
      out += line
      out.append(0x0A)
    }
    return out
  }

  /// One change as a line (without its newline): sorted keys, the API's date form.
  static func encode(_ change: LaunchChange) throws -> Data {
    try JSONEncoder.sortedKeys().encode(change)
  }

  /// The string value of member `name` in a flat JSON object's bytes, when it holds one without
  /// escapes (ids and dates never have any); `nil` otherwise.
  private static func string(named name: String, in line: UnsafeRawBufferPointer) -> String? {
    let key = Array("\"\(name)\"".utf8)
    var index = 1
    while index + key.count <= line.count {
      defer { index += 1 }
      guard line[index] == 0x22 else { continue }
      // A member's key follows `{`, `,` or a space; the same characters inside a value do not.
      let before = line[index - 1]
      guard before == 0x7B || before == 0x2C || before == 0x20 else { continue }
      var matches = true
      for offset in 1..<key.count where line[index + offset] != key[offset] {
        matches = false
        break
      }
      if matches {
        var cursor = index + key.count
        while cursor < line.count, line[cursor] == 0x20 || line[cursor] == 0x3A { cursor += 1 }
        guard cursor < line.count, line[cursor] == UInt8(ascii: "\"") else { return nil }
        let valueStart = cursor + 1
        guard let valueEnd = line[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart..<valueEnd])
        guard !value.contains(UInt8(ascii: "\\")) else { return nil }
        return String(decoding: value, as: UTF8.self)
      }
    }
    return nil
  }
}
