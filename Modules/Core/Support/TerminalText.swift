/// Text from the API made safe for a terminal: escape sequences and control characters removed,
/// so a hostile or broken record cannot move the cursor, recolour or retitle the user's window.
package enum TerminalText {
  package static func sanitized(_ text: String) -> String {
    // Most text is printable ASCII and comes back as it is, without being rebuilt.
    var text = text
    if text.withUTF8({ $0.allSatisfy { (0x20..<0x7F).contains($0) } }) { return text }
    var result = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      switch scalar.value {
      case 0x1B:  // ESC: drop the whole sequence (CSI up to its final byte, others one character).
        if let next = iterator.next(), next == "[" {
          while let byte = iterator.next(), !(0x40...0x7E).contains(byte.value) {}
        }
      case 0x0A, 0x09:
        result.append(scalar == "\t" ? " " : scalar)
      case 0x00...0x1F, 0x7F...0x9F:
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}

extension String {
  /// The first letter upper-cased, the rest as it is: a status word as a title ("under
  /// construction" → "Under construction", "в строю" → "В строю").
  package var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
