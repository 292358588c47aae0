/// Rows of cells in aligned columns, for list output.
package struct TextTable: Sendable {
  package enum Alignment: Sendable { case left, right }

  package struct Column: Sendable {
    package var header: String
    package var alignment: Alignment

    package init(_ header: String, _ alignment: Alignment = .left) {
      self.header = header
      self.alignment = alignment
    }
  }

  package var columns: [Column]
  package var rows: [[String]]

  package init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// Header and rows, columns separated by two spaces, no trailing spaces.
  package func text() -> String {
    let all = [columns.map(\.header)] + rows
    let widths = columns.indices.map { index in all.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
    let lines = all.map { cells in
      columns.indices.map { index in
        columns[index].alignment == .right
          ? DisplayWidth.padLeft(cells[index], to: widths[index])
          : DisplayWidth.pad(cells[index], to: widths[index])
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
