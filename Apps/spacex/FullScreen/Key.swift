/// A key the full-screen browser acts on, read from the terminal's bytes by ``KeyDecoder``.
package enum Key: Sendable, Hashable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// A printable character as typed (`j`, `/`, `Ж`).
  case character(Character)
  /// Ctrl with a letter, by the letter (`b` for Ctrl-B).
  case control(Character)
  /// The mouse wheel turned (up or down) where the terminal reports it (SGR 1006).
  case wheel(up: Bool)
  /// A mouse button pressed on a cell, 1-based row and column as the terminal counts them.
  case click(row: Int, column: Int)
}

/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters, the CSI and SS3
/// sequences of arrows, pages, Home and End (xterm's and the VT220's), and SGR mouse reports.
///
/// A terminal writes each key's sequence at once, so a read that ends in a lone ESC is the Esc
/// key, not the start of a sequence still to come. Bytes that make no key are dropped.
package struct KeyDecoder: Sendable {
  package init() {}

  /// The keys in one read's bytes.
  package func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = Self.escape(bytes, at: index)
        if let key { keys.append(key) }
        index += length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
      case 0xC0...0xF7:
        // A letter of several bytes; a lead byte whose continuation is cut short is dropped
        // alone, and what follows it read as itself.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + length)
        if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first {
          keys.append(.character(character))
          index = end
          continue
        }
      default: break  // a stray continuation byte or another control character: no key
      }
      index += 1
    }
    return keys
  }

  /// The key an ESC at `start` begins, and how many bytes it took.
  private static func escape(_ bytes: [UInt8], at start: Int) -> (Key?, Int) {
    guard start + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    // ESC ESC: the first was the key, the second starts over.
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
    // The sequence runs to its final byte (0x40–0x7E), its parameters before it.
    var end = start + 2
    if introducer == UInt8(ascii: "[") {
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    }
    guard end < bytes.count else { return (nil, bytes.count - start) }
    let final = bytes[end]
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "~"):
      switch parameters {
      case "1", "7": return (.home, length)
      case "4", "8": return (.end, length)
      case "5": return (.pageUp, length)
      case "6": return (.pageDown, length)
      default: return (nil, length)
      }
    case UInt8(ascii: "M") where parameters.hasPrefix("<"):
      return (mouse(parameters.dropFirst()), length)
    default: return (nil, length)
    }
  }

  /// `b;x;y` of an SGR mouse press: button 64/65 is the wheel, 0 the left button.
  private static func mouse(_ parameters: Substring) -> Key? {
    let numbers = parameters.split(separator: ";").map { Int($0) }
    guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2] else {
      return nil
    }
    switch button {
    case 64: return .wheel(up: true)
    case 65: return .wheel(up: false)
    case 0: return .click(row: row, column: column)
    default: return nil
    }
  }
}
