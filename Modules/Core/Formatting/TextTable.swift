/// Rows of cells in aligned columns, for list output.
package struct TextTable: Sendable {
  package enum Alignment: Sendable { case left, right }

  package struct Column: Sendable {
    package var header: String
    package var alignment: Alignment
    /// A column a narrow terminal may leave out rather than cut every column to a stub.
    package var isDroppable: Bool
    /// Never cut (a date): numbers, right-aligned, never are either.
    package var isFixed: Bool
    /// Cut in the middle, keeping the end (names that differ at their end); such a column makes
    /// the droppable ones go before it is cut below 16 columns.
    package var cutsInMiddle: Bool

    package init(
      _ header: String, _ alignment: Alignment = .left, droppable: Bool = false, fixed: Bool = false,
      middle: Bool = false
    ) {
      self.header = header
      self.alignment = alignment
      self.isDroppable = droppable
      self.isFixed = fixed || alignment == .right
      self.cutsInMiddle = middle
    }
  }

  package var columns: [Column]
  package var rows: [[String]]
  /// Whether each row's line starts with a mark saying which row it is (from 1, numbered or
  /// not), for drawn lines (``TerminalDrawing``); never for a terminal.
  package var marksLines = false
  /// The face each row is drawn in where colour is allowed (its outcome), by row; a row past its
  /// end, or `nil`, is plain.
  package var rowFaces: [Face?] = []

  package init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// Header and rows, columns separated by two spaces, no trailing spaces.
  /// - Parameter width: the columns to fit in: the widest text columns give up room first, their
  ///   cells cut with `…`; numbers and headers are never cut. `nil` for no limit.
  /// - Parameter bold: the header line in bold (a terminal that allows colour).
  package func text(width: Int? = nil, bold: Bool = false) -> String {
    var table = self
    var cells = Cells(table)
    if let width {
      while let drop = table.droppableColumn(toFit: width, cells) {
        table.columns.remove(at: drop)
        cells.remove(column: drop)
      }
    }
    return table.layout(cells, width: width, bold: bold)
  }

  /// Every cell, the headers first, on one line and measured once: fitting and drawing a table
  /// both need each cell's width, and measuring is most of what laying out costs.
  private struct Cells {
    /// By row (the headers are row 0), then by column.
    var text: [[String]]
    var widths: [[Int]]

    init(_ table: TextTable) {
      // One line per row, whatever a cell holds: a line break or escape in data never forges a row.
      text = ([table.columns.map(\.header)] + table.rows).map { $0.map(TerminalText.singleLine) }
      widths = text.map { $0.map(DisplayWidth.of) }
    }

    var natural: [Int] { text[0].indices.map { index in widths.lazy.map { $0[index] }.max() ?? 0 } }

    mutating func remove(column: Int) {
      for row in text.indices {
        text[row].remove(at: column)
        widths[row].remove(at: column)
      }
    }
  }

  /// The column to leave out (the last droppable one) when fitting `width` would otherwise cut a
  /// column below 12 characters (16 for one cut in the middle), or below its own width when
  /// narrower, or cannot fit at all; `nil` when it fits well enough as it is. A column with
  /// nothing in it (every cell `—` or empty: LL2's launches have no flight number) goes first,
  /// droppable or not: its width is better spent on names.
  private func droppableColumn(toFit width: Int, _ cells: Cells) -> Int? {
    let blank = columns.indices.last { index in
      !rows.isEmpty && cells.text.dropFirst().allSatisfy { $0[index].isEmpty || $0[index] == "—" }
    }
    guard let drop = blank ?? columns.indices.last(where: { columns[$0].isDroppable }) else { return nil }
    let natural = cells.natural
    var fitted = natural
    shrink(&fitted, toFit: width)
    // Headers are never cut: a table whose headers alone are too wide does not fit however its
    // cells are cut (a Russian list at 60 columns), and loses a column as a cramped one does.
    let overflows = fitted.reduce(0, +) + 2 * (fitted.count - 1) > width
    let cramped = columns.indices.contains { index in
      let column = columns[index]
      return !column.isFixed && !column.isDroppable
        && fitted[index] < min(column.cutsInMiddle ? 16 : 12, natural[index])
    }
    return cramped || overflows ? drop : nil
  }

  private func layout(_ cells: Cells, width: Int?, bold: Bool) -> String {
    let natural = cells.natural
    var widths = natural
    if let width { shrink(&widths, toFit: width) }
    let shortened = columns.indices.map { index in
      widths[index] < natural[index]
        ? Self.shortened(cells.text.map { $0[index] }, to: widths[index], middle: columns[index].cutsInMiddle) : nil
    }
    // Room for a line of two-byte letters (Cyrillic) at once: grown piece by piece, a line was
    // copied to a larger buffer three or four times.
    let lineBytes = 2 * (widths.reduce(0, +) + 2 * widths.count)
    var lines = cells.text.indices.map { row in
      // Padding waits until a cell follows it, so no line ends in spaces it was given.
      var (line, pending) = ("", 0)
      line.reserveCapacity(lineBytes)
      for index in columns.indices {
        let (cell, used) =
          shortened[index].map { ($0[row], DisplayWidth.of($0[row])) } ?? (
            cells.text[row][index], cells.widths[row][index]
          )
        let padding = max(0, widths[index] - used)
        pending += (index > 0 ? 2 : 0) + (columns[index].alignment == .right ? padding : 0)
        if !cell.isEmpty {
          line.appendSpaces(pending)
          line += cell
          pending = 0
        }
        if columns[index].alignment == .left { pending += padding }
      }
      return line.trimmingTrailingSpaces()
    }
    lines[0] = TextStyle.bold(lines[0], if: bold)
    for (row, face) in rowFaces.enumerated() where row + 1 < lines.count {
      lines[row + 1] = TextStyle.styled(lines[row + 1], face, if: bold)
    }
    if marksLines {
      for row in lines.indices.dropFirst() { lines[row] = TerminalDrawing.markingRow(row, lines[row]) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A column's cells cut to `width`. In a column cut in the middle, a cell keeps its beginning
  /// when that tells it apart from the others, and its end when the beginning is shared
  /// (`SN15 10 km Fl…`, but `Starlink…17-39` among other Starlink groups).
  package static func shortened(_ cells: [String], to width: Int, middle: Bool) -> [String] {
    let ends = cells.map { DisplayWidth.truncate($0, to: width) }
    guard middle else { return ends }
    var uses: [String: Int] = [:]
    for (cell, end) in zip(cells, ends) where cell != end { uses[end, default: 0] += 1 }
    return zip(cells, ends).map { cell, end in
      (uses[end] ?? 0) > 1 ? DisplayWidth.truncateMiddle(cell, to: width) : end
    }
  }

  /// Narrows the widest text column, one character at a time, until the table fits or every
  /// text column is down to its header (or 6 characters). Numbers and headers are never cut: a
  /// cut header (`Succ…  Suc…`) cannot be told from its neighbour.
  private func shrink(_ widths: inout [Int], toFit width: Int) {
    func excess() -> Int { widths.reduce(0, +) + 2 * (widths.count - 1) - width }
    let minimums = columns.map { max(6, DisplayWidth.of($0.header)) }
    while excess() > 0 {
      let candidates = columns.indices.filter { !columns[$0].isFixed && widths[$0] > minimums[$0] }
      guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
      widths[widest] -= 1
    }
  }
}

extension String {
  /// Runs of 0 to 15 spaces: each a small string, appended without a lookup of characters.
  private static let spaces = (0..<16).map { String(repeating: " ", count: $0) }

  fileprivate mutating func appendSpaces(_ count: Int) {
    var count = count
    while count > 0 {
      self += Self.spaces[min(count, 15)]
      count -= 15
    }
  }

  /// A cell of data may end in spaces of its own; a line never does.
  fileprivate func trimmingTrailingSpaces() -> String {
    guard utf8.last == UInt8(ascii: " ") else { return self }
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
