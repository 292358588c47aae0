import Foundation

/// JSON whose text is broken where a person would still read it: bytes that are not UTF-8, or a
/// `\uD83D` escape with no partner (half of a surrogate pair). `JSONDecoder` refuses the whole
/// document for either, so one bad launch name would throw away every launch; repaired, each bad
/// character reads as U+FFFD and only a record that still cannot be read is skipped (``LossyArray``).
package enum TextRepair {
  /// `data` with invalid UTF-8 and lone surrogate escapes replaced by U+FFFD; `nil` when it had
  /// neither (the caller's failure was something else).
  package static func repaired(_ data: Data) -> Data? {
    var bytes = [UInt8](data)
    var changed = false
    if String(validating: bytes, as: UTF8.self) == nil {
      bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
      changed = true
    }
    if let escaped = withoutLoneSurrogates(bytes) {
      bytes = escaped
      changed = true
    }
    return changed ? Data(bytes) : nil
  }

  /// Decodes `type`, repairing the text once if the document as sent cannot be read.
  /// - Returns: the value, and the repaired bytes when a repair was needed (to cache those).
  package static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, with decoder: JSONDecoder
  ) throws -> (value: T, repaired: Data?) {
    do {
      return (try decoder.decode(type, from: data), nil)
    } catch {
      guard let repaired = repaired(data), let value = try? decoder.decode(type, from: repaired) else { throw error }
      Log.error("text that is not valid Unicode was replaced by \u{FFFD} to read the rest")
      return (value, repaired)
    }
  }

  /// The bytes with every `\uD800`–`\uDFFF` escape that is not half of a pair made `\uFFFD`;
  /// `nil` when there was none. Other escapes (`\\`, `\"`) are stepped over whole, so an escaped
  /// backslash before a `u` is never read as an escape.
  private static func withoutLoneSurrogates(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.contains(UInt8(ascii: "\\")) else { return nil }
    var output: [UInt8] = []
    var changed = false
    var index = 0
    let replacement = Array(#"\uFFFD"#.utf8)
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        output.append(bytes[index])
        index += 1
        continue
      }
      guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index + 2) else {
        output.append(contentsOf: bytes[index...index + 1])
        index += 2
        continue
      }
      let isHigh = (0xD800...0xDBFF).contains(unit)
      let isLow = (0xDC00...0xDFFF).contains(unit)
      if isHigh, index + 11 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
        bytes[index + 7] == UInt8(ascii: "u"),
        let next = hexUnit(bytes, at: index + 8), (0xDC00...0xDFFF).contains(next)
      {
        output.append(contentsOf: bytes[index..<index + 12])
        index += 12
      } else if isHigh || isLow {
        output.append(contentsOf: replacement)
        changed = true
        index += 6
      } else {
        output.append(contentsOf: bytes[index..<index + 6])
        index += 6
      }
    }
    return changed ? output : nil
  }

  /// The four hex digits at `start` as a UTF-16 unit, if they are there.
  private static func hexUnit(_ bytes: [UInt8], at start: Int) -> UInt16? {
    guard start + 4 <= bytes.count else { return nil }
    var unit: UInt16 = 0
    for byte in bytes[start..<start + 4] {
      guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }
}
