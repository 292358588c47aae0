import Core
import Testing

/// The one rule bars are laid out by (the terminal's lines, which the editors draw as the server
/// sends them).
@Suite struct BarLayoutTests {
  private func chart(_ bars: [[Int]]) -> Chart {
    Chart(
      key: "k", title: "T", unit: "u",
      series: [
        Chart.Series(key: "a", label: "A"), Chart.Series(key: "b", label: "B"), Chart.Series(key: "c", label: "C"),
      ],
      bars: bars.enumerated().map {
        Chart.Bar(label: "\($0.offset)", values: $0.element, total: "\($0.element.reduce(0, +))")
      })
  }

  @Test func theLongestBar_SpansTheAreaLessACellPerSeriesShown() {
    // 2 series shown at most: 22 columns give 20 cells to the longest bar.
    let bars = BarLayout.bars(of: chart([[10, 10, 0], [5, 0, 0]]), available: 22)
    #expect(bars[0].runs.map(\.cells) == [10, 10] && bars[0].eighths == 0)
    #expect(bars[1].runs.map(\.cells) == [5] && bars[1].eighths == 0)
  }

  @Test func aFraction_EndsInEighths() {
    // 3/8 of 20 cells is 7.5: seven whole cells and four eighths (▌).
    let bars = BarLayout.bars(of: chart([[8, 0, 0], [3, 0, 0]]), available: 21)
    #expect(bars[1].runs.map(\.cells) == [7] && bars[1].eighths == 4)
    #expect(Chart.eighths[bars[1].eighths] == "▌")
  }

  @Test func aShadedSeries_EndsInWholeCells_NeverInASolidPartialBlock() {
    // 3/8 of 20 cells is 7.5 in series B (▓): eight whole cells of ▓, no ▌ that reads as A.
    let half = BarLayout.bars(of: chart([[8, 0, 0], [0, 3, 0]]), available: 21)[1]
    #expect(half.runs.map { [$0.series, $0.cells] } == [[1, 8]] && half.eighths == 0)
    // 10/24 of 20 cells is 8⅓, ending in C (▒): three eighths past eight cells are left out.
    let third = BarLayout.bars(of: chart([[24, 0, 0], [0, 8, 2]]), available: 22)[1]
    #expect(third.runs.map { [$0.series, $0.cells] } == [[1, 7], [2, 1]] && third.eighths == 0)
  }

  @Test func oneLaunch_StaysVisible_EvenWhereItRoundsToNothing() {
    // One failure beside 120 successes, 40 cells: 1/3 of a cell still draws one whole cell.
    let bars = BarLayout.bars(of: chart([[120, 1, 0], [0, 1, 0]]), available: 42)
    #expect(bars[0].runs.map(\.series) == [0, 1])
    #expect(bars[0].runs.allSatisfy { $0.cells >= 1 })
    #expect(bars[1].runs.map { [$0.series, $0.cells] } == [[1, 1]] && bars[1].eighths == 0, "widened, so no eighths")
  }

  @Test func emptyBars_AndAnEmptyChart_DrawNothing() {
    #expect(BarLayout.bars(of: chart([[0, 0, 0], [0, 0, 0]]), available: 40).allSatisfy { $0.runs.isEmpty })
    #expect(BarLayout.bars(of: chart([[0, -5, 0], [2, 0, 0]]), available: 40)[0].runs.isEmpty, "no negative part")
  }

  @Test func text_KeepsLabelsWhole_AndFitsTheWidth() {
    let drawn = chart([[61, 1, 0], [0, 0, 3]]).text(width: 30, colour: false)
    let lines = drawn.split(separator: "\n").map(String.init)
    #expect(lines.first == "T")
    #expect(lines[1] == "█ A  ▓ B  ▒ C")
    #expect(lines.dropFirst(2).allSatisfy { DisplayWidth.of($0) <= 30 }, "\(lines)")
    #expect(lines[2].hasPrefix("0 █") && lines[2].hasSuffix("█▓ 62"), "\(lines[2])")
  }
}
