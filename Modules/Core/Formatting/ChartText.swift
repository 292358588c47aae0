extension Chart {
  /// The chart as the terminal prints it: the title, a legend of each series' shape, then one
  /// line a bar: its label (never cut), the bar, its total.
  /// - Parameters:
  ///   - width: the columns to fill; `nil` (a pipe) draws bars in 50 cells.
  ///   - colour: each series in its colour too (failures red, those to come grey).
  package func text(width: Int?, colour: Bool) -> String {
    let line = TerminalText.singleLine
    let labels = bars.map { line($0.label) }
    let totals = bars.map { line($0.total) }
    let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
    let totalWidth = totals.map(DisplayWidth.of).max() ?? 0
    let available = width.map { max(10, $0 - labelWidth - totalWidth - 2) } ?? 50
    var lines = [TextStyle.bold(line(title), if: colour)]
    lines += legend(width: width, colour: colour)
    for (index, layout) in BarLayout.bars(of: self, available: available).enumerated() {
      var drawn = ""
      for run in layout.runs {
        drawn += paint(String(repeating: Chart.glyph(run.series), count: run.cells), run.series, colour)
      }
      if let last = layout.runs.last, layout.eighths > 0 {
        drawn += paint(Chart.eighths[layout.eighths], last.series, colour)
      }
      lines.append(
        DisplayWidth.pad(labels[index], to: labelWidth) + " " + drawn + (drawn.isEmpty ? "" : " ") + totals[index])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `█ Falcon 9  ▓ Falcon Heavy  ░ failed`, wrapped to the width between entries.
  private func legend(width: Int?, colour: Bool) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for (index, series) in series.enumerated() {
      let label = TerminalText.singleLine(series.label)
      let entryWidth = 2 + DisplayWidth.of(label)
      let entry = paint(Chart.glyph(index), index, colour) + " " + label
      if currentWidth > 0, let width, currentWidth + 2 + entryWidth > width {
        lines.append(current)
        (current, currentWidth) = ("", 0)
      }
      current += (currentWidth > 0 ? "  " : "") + entry
      currentWidth += (currentWidth > 0 ? 2 : 0) + entryWidth
    }
    return current.isEmpty ? lines : lines + [current]
  }

  /// ANSI colour: by outcome where the series is one, else from a palette by place.
  private func paint(_ text: String, _ index: Int, _ colour: Bool) -> String {
    guard colour else { return text }
    let palette = [36, 34, 35, 33, 32, 37]
    let code: Int
    switch series.indices.contains(index) ? series[index].status : nil {
    case "failed": code = 31
    case "upcoming": code = 90
    case "overdue": code = 33
    case "success": code = 32
    default: code = palette[index % palette.count]
    }
    return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
  }
}
