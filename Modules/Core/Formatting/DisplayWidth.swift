/// How many terminal columns text takes: one per character, two for East Asian wide characters
/// and most emoji, none for combining marks.
package enum DisplayWidth {
  package static func of(_ text: String) -> Int {
    // Printable ASCII, most of any table, is a column a byte: counted without walking characters.
    if text.everyUTF8Byte({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    // So is text of scalars that each stand alone in one column (Latin, Cyrillic, the dashes,
    // bullets and signs our own words use): counted without finding grapheme clusters.
    var count = 0
    for scalar in text.unicodeScalars {
      guard isSingleColumn(scalar) else { return text.reduce(0) { $0 + width(of: $1) } }
      count += 1
    }
    return count
  }

  /// Whether `scalar` is one column whatever is next to it: no mark, joiner, variation selector
  /// or emoji is among these, so none of them joins another into one character.
  private static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x400..<0x483, 0x48A..<0x530, 0x2010...0x2027, 0x2030...0x205E, 0x2212,
      0x25CF, 0x2605:
      true
    default: false
    }
  }

  package static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    // Latin and Cyrillic letters, digits and punctuation take one column: answered without the
    // Unicode property tables, which cost more than the rest of a table's layout.
    switch scalar.value {
    case 0..<0x300, 0x400..<0x483, 0x48A..<0x530: return 1
    default: break
    }
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

  /// `text` cut to at most `width` columns, ending in `…` when cut.
  package static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let next = self.width(of: character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// `text` cut to `width` columns with `…` in the middle, keeping its end, which tells rows of
  /// one family apart (`Starlink…17-39`, not `Starlink Grou…` fourteen times): the last word
  /// whole when it takes no more than half, else an even split.
  package static func truncateMiddle(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 2 else { return truncate(text, to: width) }
    let room = width - 1
    let lastWord = text.split(separator: " ").last.map(String.init) ?? ""
    let tailWidth = of(lastWord) <= room / 2 ? of(lastWord) : room / 2
    var tail = ""
    var used = 0
    for character in text.reversed() {
      let next = self.width(of: character)
      if used + next > tailWidth { break }
      tail.insert(character, at: tail.startIndex)
      used += next
    }
    var head = truncate(text, to: room - used + 1).dropLast()
    while head.last == " " { head.removeLast() }  // `Starlink…10-13`, not `Starlink …10-13`
    return head + "…" + tail
  }

  /// `text` broken into lines of at most `width` columns, at spaces where possible; a word longer
  /// than a line is cut hard rather than overflowing, except a URL, which keeps a line of its own.
  package static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, of(text) > width else { return [text] }
    // Leading indentation belongs to every line of the paragraph.
    let indent = String(text.prefix { $0 == " " })
    guard !indent.isEmpty else { return wrapWords(text, width: width) }
    return wrapWords(String(text.dropFirst(indent.count)), width: max(1, width - indent.count)).map { indent + $0 }
  }

  /// Help text wrapped for a reader: never inside `[--to YYYY-MM-DD]` or `(default: 10)`, and
  /// lines after the first start at `hangingIndent` (under a usage's arguments or an option's
  /// description) rather than at the edge.
  package static func wrapHelp(_ text: String, width: Int, hangingIndent: Int) -> [String] {
    guard width > 0, of(text) > width else { return [text] }
    // Spaces inside brackets become no-break spaces while wrapping, so a group moves as one word;
    // so do the spaces around a dash, so `s — настройки` never breaks at its dash.
    var depth = 0
    let characters = Array(text)
    let protected = String(
      characters.indices.map { index -> Character in
        let character = characters[index]
        if character == "[" || character == "(" { depth += 1 }
        if character == "]" || character == ")" { depth = max(0, depth - 1) }
        let nextToDash =
          (index + 1 < characters.count && characters[index + 1] == "—") || (index > 0 && characters[index - 1] == "—")
        return character == " " && (depth > 0 || nextToDash) ? "\u{00A0}" : character
      })
    let indent = String(repeating: " ", count: min(hangingIndent, width / 2))
    // Words with the spaces before them, so aligned columns keep their spacing on the first line.
    var chunks: [(spaces: String, word: String)] = []
    var spaces = ""
    var word = ""
    for character in protected {
      if character == " " {
        if !word.isEmpty {
          chunks.append((spaces, word))
          (spaces, word) = ("", "")
        }
        spaces.append(character)
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { chunks.append((spaces, word)) }
    // A group wider than a continuation line would run past the width as one word: it breaks at
    // its own spaces instead (`settings`' usage at 80 columns).
    let room = width - indent.count
    chunks = chunks.flatMap { chunk -> [(spaces: String, word: String)] in
      guard of(chunk.word) > room, chunk.word.contains("\u{00A0}") else { return [chunk] }
      let parts = chunk.word.split(separator: "\u{00A0}", omittingEmptySubsequences: false).map(String.init)
      return parts.enumerated().map { ($0.offset == 0 ? chunk.spaces : " ", $0.element) }
    }
    var lines: [String] = []
    var line = ""
    for chunk in chunks {
      let candidate = line + chunk.spaces + chunk.word
      if of(candidate) <= width || line.allSatisfy({ $0 == " " }) {
        line = candidate
        continue
      }
      lines.append(line)
      line = indent + chunk.word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
  }

  private static func wrapWords(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if of(candidate) <= width {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      if word.contains("://") {  // a URL stays whole, to stay clickable and copyable
        lines.append(word)
        line = ""
        continue
      }
      var rest = Substring(word)
      while of(String(rest)) > width {
        var head = ""
        for character in rest {
          guard of(head) + self.width(of: character) <= width else { break }
          head.append(character)
        }
        lines.append(head)
        rest = rest.dropFirst(max(1, head.count))
      }
      line = String(rest)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
