/// A screen's text as the terminal prints it, with its styles (``TextStyle``), read into lines
/// and spans: the one layout every client draws. Only our own escape sequences can be in it
/// (text from data is made safe before it is laid out: ``TerminalText``), so each is a style
/// this reads, and none is left in a line.
package enum TerminalDrawing {
  /// `text`'s lines, each with the spans its styles mark; a trailing line break ends the last
  /// line rather than starting an empty one.
  package static func lines(_ text: String) -> [DrawnLine] {
    var lines: [DrawnLine] = []
    var line = DrawnLine(text: "")
    var scalars = String.UnicodeScalarView()
    var open: (face: Face, from: Int)?
    var iterator = text.unicodeScalars.makeIterator()
    func close(at end: Int) {
      if let started = open, end > started.from {
        line.spans.append(DrawnSpan(from: started.from, to: end, face: started.face))
      }
      open = nil
    }
    while let scalar = iterator.next() {
      switch scalar {
      case "\n":
        // A style still open at a line break goes on on the next line (a wrapped title).
        let going = open?.face
        close(at: scalars.count)
        line.text = String(scalars)
        lines.append(line)
        (line, scalars) = (DrawnLine(text: ""), String.UnicodeScalarView())
        open = going.map { ($0, 0) }
      case "\u{1B}":
        switch iterator.next() {
        case "[":
          // `ESC [ parameters m`: a style starts (bold: a heading; a colour: an outcome) or every
          // style ends.
          var parameters = ""
          while let next = iterator.next(), next != "m" { parameters.unicodeScalars.append(next) }
          close(at: scalars.count)
          if let face = face(parameters) { open = (face, scalars.count) }
        case "]":
          // `ESC ] spacex-row;N BEL`: the line shows row N (``TextTable/marksLines``).
          var command = ""
          while let next = iterator.next(), next != "\u{07}" { command.unicodeScalars.append(next) }
          if command.hasPrefix(rowMark) {
            line.row = Int(command.dropFirst(rowMark.count))
          } else if command.hasPrefix(lineMark) {
            line.mark = LineMark.decoded(command.dropFirst(lineMark.count))
          }
        default:
          continue
        }
      default:
        scalars.append(scalar)
      }
    }
    if !scalars.isEmpty {
      close(at: scalars.count)
      line.text = String(scalars)
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

  /// The face a style's parameters give; `nil` for a reset (or a style no face stands for).
  private static func face(_ parameters: String) -> Face? {
    TextStyle.face(parameters)
  }
}
