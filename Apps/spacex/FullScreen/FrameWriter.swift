/// What to write to move a terminal from the frame it shows to the next: only the rows that
/// changed (a cursor move rewrites two lines, not the screen: no flicker over ssh), the whole
/// screen only when its size changed or nothing was drawn yet.
package struct FrameWriter: Sendable {
  private var shown: [String]?

  package init() {}

  /// Forgets what the terminal shows: the next frame is written whole (after a resume from
  /// Ctrl-Z, whatever the shell drew meanwhile).
  package mutating func invalidate() { shown = nil }

  /// The bytes that draw `rows`, rows numbered from the top of the terminal.
  package mutating func update(to rows: [String]) -> String {
    defer { shown = rows }
    var output = ""
    let previous = shown.flatMap { $0.count == rows.count ? $0 : nil }
    if previous == nil { output += "\u{1B}[H\u{1B}[2J" }
    for (index, row) in rows.enumerated() where previous?[index] != row {
      // To the row's start, the row, then the rest of the line erased (what a shorter row left).
      output += "\u{1B}[\(index + 1);1H" + row + "\u{1B}[K"
    }
    return output
  }
}
