/// A stacked bar chart as data, already in the reader's language: the terminal draws it with
/// block characters (and the editors those lines, as the server sends them), a structured client
/// reads the same members (the screen description's `charts`), and `--format svg` makes a
/// picture of it. Bars are stacked and scaled by the one rule of ``BarLayout``.
package struct Chart: Sendable, Hashable, Codable {
  /// One stacked part of every bar (`Falcon 9`, `failed`).
  package struct Series: Sendable, Hashable, Codable {
    package var key: String
    package var label: String
    /// `success`, `failed` or `upcoming` when the series is one outcome, for colour; `nil` else.
    package var status: String?

    package init(key: String, label: String, status: String? = nil) {
      (self.key, self.label, self.status) = (key, label, status)
    }
  }

  /// One bar (a year): its label, one value per series, and its total as people read it.
  package struct Bar: Sendable, Hashable, Codable {
    package var label: String
    package var values: [Int]
    /// What the bar's end says (`61`, `43/45`).
    package var total: String

    package init(label: String, values: [Int], total: String) {
      (self.label, self.values, self.total) = (label, values, total)
    }
  }

  /// Stable and language-independent (`launchesPerYear`): what a script or an editor keys on.
  package var key: String
  package var title: String
  /// What the values count, in words (`launches`).
  package var unit: String
  package var series: [Series]
  package var bars: [Bar]

  package init(key: String, title: String, unit: String, series: [Series], bars: [Bar]) {
    (self.key, self.title, self.unit, self.series, self.bars) = (key, title, unit, series, bars)
  }

  /// What draws series `index` where colour is not seen: shapes that tell the series apart.
  package static let glyphs = ["█", "▓", "▒", "░", "▚", "▞"]
  /// A bar's fractional end, in eighths of a cell (index 1 is one eighth).
  package static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  package static func glyph(_ index: Int) -> String { glyphs[index % glyphs.count] }
}

/// How a chart's bars fill `area` cells, the one rule (the terminal's lines, which the editors
/// draw as sent; the picture scales the same), in integers so a bar is the same at any size:
///
/// - the longest bar's total spans the area less one cell per series it shows (room for the rule
///   below); a bar's length is `total × area / max` in eighths of a cell, rounded half up;
/// - each non-zero series ends at its running total's cell (`cum × area / max`, rounded half up),
///   at least one cell after the previous series, so even one launch stays visible; the last
///   ends at the bar's whole cells;
/// - the eighths beyond the last whole cell are drawn with a partial block, unless the last series
///   had to be widened to be seen; a partial block is solid, so it only ends a solid (`█`) series:
///   after a shaded one the fraction is rounded to a whole cell of that shade (4 eighths or more)
///   or left out, so a reader without colour never sees a cell of a series that is not there.
package struct BarLayout: Sendable, Hashable {
  /// One run of cells: series `series` over `cells` cells.
  package struct Run: Sendable, Hashable {
    package var series: Int
    package var cells: Int
  }

  package var runs: [Run]
  /// 0…7: the partial block after the runs, in the last run's series.
  package var eighths: Int

  /// The cells of each bar of `chart` in `available` columns.
  package static func bars(of chart: Chart, available: Int) -> [BarLayout] {
    let totals = chart.bars.map { $0.values.reduce(0) { $0 + max(0, $1) } }
    let most = totals.max() ?? 0
    guard most > 0 else { return chart.bars.map { _ in BarLayout(runs: [], eighths: 0) } }
    let shown = chart.bars.map { $0.values.filter { $0 > 0 }.count }.max() ?? 0
    // Counts times cells times eighths stays far inside `Int` for any width asked.
    let area = max(1, min(available, TerminalWidth.widest) - shown)
    let rounded = { (numerator: Int) in (2 * numerator + most) / (2 * most) }
    return zip(chart.bars, totals).map { bar, total in
      let length = rounded(total * area * 8)
      let whole = length / 8
      var eighths = length % 8
      let nonZero = bar.values.indices.filter { bar.values[$0] > 0 }
      var runs: [Run] = []
      var previous = 0
      var running = 0
      for index in nonZero {
        running += bar.values[index]
        var end = index == nonZero.last ? whole : rounded(running * area)
        if end < previous + 1 {
          end = previous + 1
          if index == nonZero.last { eighths = 0 }
        }
        runs.append(Run(series: index, cells: end - previous))
        previous = end
      }
      if let last = runs.indices.last, runs[last].series % Chart.glyphs.count != 0, eighths > 0 {
        if eighths >= 4 { runs[last].cells += 1 }
        eighths = 0
      }
      return BarLayout(runs: runs, eighths: runs.isEmpty ? 0 : eighths)
    }
  }
}
