import AppContainer
import Core

/// The terminal's size in character cells.
package struct TerminalSize: Sendable, Hashable {
  package var columns: Int
  package var rows: Int

  package init(columns: Int, rows: Int) {
    (self.columns, self.rows) = (columns, rows)
  }

  /// The smallest window the browser draws in: a title bar, a key bar and ten lines between.
  package static let minimum = TerminalSize(columns: 40, rows: 12)

  package var isTooSmall: Bool { columns < Self.minimum.columns || rows < Self.minimum.rows }
  /// The lines of the screen shown at once, between the title bar and the key bar.
  package var viewportRows: Int { max(0, rows - 2) }
}

/// What one frame shows: the browser's own title bar and key bar around a window onto the
/// screen's drawn lines, the cursor's line highlighted.
package struct FrameContent: Sendable, Hashable {
  /// Where the browser is (`SpaceX › Launches › CRS-7`).
  package var title: String
  /// Where the data came from and how old it is, right of the title.
  package var status: String
  /// Whether that data is stale: the status is drawn in the stale face.
  package var isStale: Bool
  package var lines: [ViewLine]
  /// The index in `lines` of the cursor's line, if any line can be chosen.
  package var cursor: Int?
  /// The index of the first line shown.
  package var top: Int
  /// The key bar, or a message in its place (an error, "no filter here").
  package var keys: String
  package var message: String?
  /// A line kept in the window's last row whatever the window shows (the screen's live line,
  /// scrolled out of sight).
  package var pinned: ViewLine?

  package init(
    title: String, status: String, isStale: Bool = false, lines: [ViewLine], cursor: Int?, top: Int, keys: String,
    message: String? = nil, pinned: ViewLine? = nil
  ) {
    (self.title, self.status, self.isStale, self.lines) = (title, status, isStale, lines)
    (self.cursor, self.top, self.keys, self.message, self.pinned) = (cursor, top, keys, message, pinned)
  }
}

/// Lays the browser's frame out: exactly one string per row of the terminal, each at most its
/// width, with the faces' escape sequences. The screen's lines come laid out at the width
/// already (the view host's); the frame only places them and clips what could not fit.
package enum BrowserFrame {
  package static func rows(_ content: FrameContent, size: TerminalSize, colour: Bool, language: Language) -> [String] {
    guard !size.isTooSmall else { return tooSmall(size, language: language) }
    let width = size.columns
    var rows = [titleBar(content, width: width, colour: colour)]
    for offset in 0..<size.viewportRows {
      if let pinned = content.pinned, offset == size.viewportRows - 1 {
        rows.append(line(pinned, selected: false, width: width, colour: colour))
        continue
      }
      let index = content.top + offset
      guard content.lines.indices.contains(index) else {
        rows.append("")
        continue
      }
      rows.append(line(content.lines[index], selected: index == content.cursor, width: width, colour: colour))
    }
    let bottom = content.message ?? content.keys
    rows.append(DisplayWidth.truncate(TerminalText.singleLine(bottom), to: width))
    return rows
  }

  /// The title left, the status right, in reverse video across the whole row; at least two blanks
  /// between them, so a trail that fills its room never reads as one with the data's age.
  static func titleBar(_ content: FrameContent, width: Int, colour: Bool) -> String {
    let status = DisplayWidth.truncate(TerminalText.singleLine(content.status), to: max(0, width / 2 - 1))
    let room = max(0, width - DisplayWidth.of(status) - (status.isEmpty ? 1 : 3))
    let title = breadcrumbs(TerminalText.singleLine(content.title), to: room)
    let gap = String(repeating: " ", count: max(1, width - DisplayWidth.of(title) - DisplayWidth.of(status) - 1))
    let reverse = TextStyle.start(.selected, colour: colour) ?? ""
    let stale = content.isStale ? TextStyle.start(.stale, colour: colour) ?? "" : ""
    return reverse + " " + title + gap + stale + status + TextStyle.reset
  }

  /// Where the browser is, in `width` columns: a trail too long keeps its first crumb and as
  /// many of its last as fit (`SpaceX › … › SWOT › Falcon 9`), since the screen shown is the last.
  static func breadcrumbs(_ title: String, to width: Int) -> String {
    guard DisplayWidth.of(title) > width else { return title }
    let crumbs = title.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    for kept in stride(from: crumbs.count - 2, through: 1, by: -1) {
      let shortened = ([crumbs[0], "…"] + crumbs.suffix(kept)).joined(separator: separator)
      if DisplayWidth.of(shortened) <= width { return shortened }
    }
    return DisplayWidth.truncate(crumbs.last ?? title, to: width)
  }

  /// Between two crumbs of the title bar's trail.
  static let separator = " › "

  /// One of the screen's lines: its spans in their faces, or, on the cursor's line, the whole
  /// row in reverse video.
  static func line(_ line: ViewLine, selected: Bool, width: Int, colour: Bool) -> String {
    let text = DisplayWidth.truncate(line.text, to: width)
    if selected {
      let padded = DisplayWidth.pad(text, to: width)
      return (TextStyle.start(.selected, colour: colour) ?? "") + padded + TextStyle.reset
    }
    let scalars = Array(text.unicodeScalars)
    var drawn = String.UnicodeScalarView()
    var at = 0
    for span in line.spans {
      let (from, to) = (min(max(span.from, at), scalars.count), min(max(span.to, 0), scalars.count))
      guard from < to else { continue }
      drawn.append(contentsOf: scalars[at..<from])
      let piece = String(String.UnicodeScalarView(scalars[from..<to]))
      if let start = TextStyle.start(span.face, colour: colour) {
        drawn.append(contentsOf: (start + piece + TextStyle.reset).unicodeScalars)
      } else {
        drawn.append(contentsOf: piece.unicodeScalars)
      }
      at = to
    }
    drawn.append(contentsOf: scalars[at...])
    return String(drawn)
  }

  /// Blank rows around the words that say so, wrapped to the width, in the middle.
  static func tooSmall(_ size: TerminalSize, language: Language) -> [String] {
    guard size.columns > 0, size.rows > 0 else { return [] }
    let said = DisplayWidth.wrap(FullScreenStrings.tooSmall(size, language), width: size.columns)
      .map { DisplayWidth.truncate($0, to: size.columns) }.prefix(size.rows)
    let first = (size.rows - said.count) / 2
    return (0..<size.rows).map { row in said.indices.contains(row - first) ? said[row - first] : "" }
  }
}
