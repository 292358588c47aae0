/// How many terminal columns text takes: one per character, two for East Asian wide characters
/// and most emoji, none for combining marks.
package enum DisplayWidth {
  package static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  package static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// `text` followed by spaces up to `width` columns.
  package static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// `text` preceded by spaces up to `width` columns (for numbers).
  package static func padLeft(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - of(text))) + text
  }
}
