/// Text from outside made safe to show: nothing in it can move the cursor, recolour, retitle the
/// user's window, reverse what follows it, or start a line of its own.
///
/// Three doors, one set of rules:
/// - ``sanitized(_:)``: controls and escape sequences dropped, BiDi controls dropped, line and
///   paragraph separators turned into line feeds; line feeds kept (a note of several lines).
/// - ``singleLine(_:)``: the same, with every line break a space: what a table cell or a card
///   field holds, so a value can never forge a row or a field. The table and card layouts apply it
///   to everything they lay out, so no screen can forget it.
/// - ``forTerminal(_:)``: what leaves the process on stdout or stderr as text: everything but line
///   feeds and the style sequences our own layouts write (``TextStyle``: a face on, all off).
package enum TerminalText {
  package static func sanitized(_ text: String) -> String { cleaned(text, lineBreak: "\n", keepingStyle: false) }

  package static func singleLine(_ text: String) -> String { cleaned(text, lineBreak: " ", keepingStyle: false) }

  package static func forTerminal(_ text: String) -> String { cleaned(text, lineBreak: "\n", keepingStyle: true) }

  /// Our own styling: each face's sequence (`TextStyle`) and the reset. Nothing else of ESC
  /// survives.
  private static let styles = (TextStyle.parameters.values.map { "[\($0)m" } + ["[0m"]).map { Array($0.unicodeScalars) }

  private static func cleaned(_ text: String, lineBreak: Unicode.Scalar, keepingStyle: Bool) -> String {
    // Most text is printable ASCII and comes back as it is, without being rebuilt.
    var text = text
    if text.withUTF8({ $0.allSatisfy { (0x20..<0x7F).contains($0) } }) { return text }
    // So does text whose every character stays (a table with `·`, Cyrillic and its own line
    // breaks): a look at each, not a rebuild.
    if text.unicodeScalars.allSatisfy({ stays($0, lineBreak: lineBreak) }) { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar.value {
      case 0x1B:
        if keepingStyle, let style = styles.first(where: { scalars[index...].starts(with: $0) }) {
          result.append(scalar)
          result.append(contentsOf: style)
          index += style.count
        } else if index < scalars.count, scalars[index] == "[" {
          // A CSI sequence: up to and with its final byte.
          index += 1
          while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) { index += 1 }
          index += 1
        } else if index < scalars.count, [0x5D, 0x50, 0x5F, 0x5E].contains(scalars[index].value) {
          // OSC, DCS, APC, PM: a string up to BEL or ST (ESC \), which could retitle a window.
          index += 1
          while index < scalars.count, scalars[index] != "\u{07}", scalars[index] != "\u{1B}" { index += 1 }
          index += scalars[safe: index] == "\u{1B}" ? 2 : 1
        } else {
          index += 1  // ESC and the one character after it
        }
      case 0x0A, 0x2028, 0x2029:
        result.append(lineBreak)
      case 0x09:
        result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F:
        continue  // C0 and C1 controls, DEL (0x9B is a CSI of its own on some terminals)
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        continue  // BiDi marks, embeddings, overrides and isolates: they reorder what follows
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `cleaned` leaves `scalar` as it is: what its `default` case appends, and a line
  /// break that is already the one asked for.
  private static func stays(_ scalar: Unicode.Scalar, lineBreak: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: lineBreak == "\n"
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: false
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
    default: true
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
  /// The first letter upper-cased, the rest as it is: a status word as a title ("under
  /// construction" → "Under construction", "в строю" → "В строю").
  package var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
