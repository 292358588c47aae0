/// A screen's text as the terminal prints it, with its styles (``TextStyle``), read into lines
/// and spans: the one layout every client draws. Only our own escape sequences can be in it
/// (text from data is made safe before it is laid out: ``TerminalText``), so each is a style
/// this reads, and none is left in a line.
package enum TerminalDrawing {
  /// `text`'s lines, each with the spans its styles mark; a trailing line break ends the last
  /// line rather than starting an empty one.
  package static func lines(_ text: String) -> [DrawnLine] {
    var text = text
    return text.withUTF8 { lines(utf8: $0) }
  }

  /// Read as bytes: every escape is ASCII, so text between them is copied a run at a time, and a
  /// span's offset is the count of scalars so far (each a byte that does not continue one).
  private static func lines(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [DrawnLine] {
    let (escape, lineFeed, bell) = (UInt8(0x1B), UInt8(ascii: "\n"), UInt8(0x07))
    var lines: [DrawnLine] = []
    var line = DrawnLine(text: "")
    var buffer: [UInt8] = []
    var scalars = 0
    var open: (face: Face, from: Int)?
    var index = 0
    func close() {
      if let started = open, scalars > started.from {
        line.spans.append(DrawnSpan(from: started.from, to: scalars, face: started.face))
      }
      open = nil
    }
    // The bytes from `index` up to `end` (not included), `index` left past it.
    func through(_ end: UInt8) -> String {
      let start = index
      while index < bytes.count, bytes[index] != end { index += 1 }
      defer { index += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    while index < bytes.count {
      switch bytes[index] {
      case lineFeed:
        // A style still open at a line break goes on on the next line (a wrapped title).
        let going = open?.face
        close()
        line.text = String(decoding: buffer, as: UTF8.self)
        lines.append(line)
        (line, scalars) = (DrawnLine(text: ""), 0)
        buffer.removeAll(keepingCapacity: true)
        open = going.map { ($0, 0) }
        index += 1
      case escape:
        index += 2
        guard index <= bytes.count else { break }
        switch bytes[index - 1] {
        case UInt8(ascii: "["):
          // `ESC [ parameters m`: a style starts (bold: a heading; a colour: an outcome) or every
          // style ends.
          let parameters = through(UInt8(ascii: "m"))
          close()
          if let face = face(parameters) { open = (face, scalars) }
        case UInt8(ascii: "]"):
          // `ESC ] spacex-row;N BEL`: the line shows row N (``TextTable/marksLines``).
          let command = through(bell)
          if command.hasPrefix(rowMark) {
            line.row = Int(command.dropFirst(rowMark.count))
          } else if command.hasPrefix(lineMark) {
            line.mark = LineMark.decoded(command.dropFirst(lineMark.count))
          } else if command == liveMark {
            line.live = true
          }
        default:
          break
        }
      default:
        let start = index
        while index < bytes.count, bytes[index] != lineFeed, bytes[index] != escape {
          if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
          index += 1
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      }
    }
    if !buffer.isEmpty {
      close()
      line.text = String(decoding: buffer, as: UTF8.self)
      lines.append(line)
    }
    return lines
  }

  /// What a table marks a numbered row's line with when drawing for a client: an operating
  /// system command no terminal is ever sent.
  package static let rowMark = "spacex-row;"

  /// `line` marked as showing row `row` (from 1), for a client's drawing.
  package static func markingRow(_ row: Int, _ line: String) -> String {
    "\u{1B}]\(rowMark)\(row)\u{07}" + line
  }
  /// What a card marks a field's or an entry's first line with: `spacex-line;` and the
  /// ``LineMark`` as JSON.
  package static let lineMark = "spacex-line;"

  /// What marks each line of a screen's live text (``CommandOutput/liveText``) when drawing for a
  /// client.
  package static let liveMark = "spacex-live"

  /// Each line of `text` marked as live.
  package static func markingLive(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    let mark = "\u{1B}]\(liveMark)\u{07}"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? String(line) : mark + line
    }.joined(separator: "\n")
  }

  /// The face a style's parameters give; `nil` for a reset (or a style no face stands for).
  private static func face(_ parameters: String) -> Face? {
    TextStyle.face(parameters)
  }
}
