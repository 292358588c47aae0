import AppContainer
import Core
import Foundation
import Testing

@testable import TerminalBrowser

/// The browser's frame as rows, and what is written to move from one frame to the next.
@Suite struct BrowserFrameTests {
  private func lines(_ count: Int) -> [ViewLine] {
    [ViewLine(DrawnLine(text: "Name", spans: [DrawnSpan(from: 0, to: 4, face: .heading)]), target: nil)]
      + (1...count).map { index in
        ViewLine(
          DrawnLine(text: "Row \(index)"),
          target: ViewLine.Target(ScreenLink(title: Phrase(en: "row", ru: "строка"), screen: ScreenName("launch"))))
      }
  }

  private func content(cursor: Int?, top: Int = 0) -> FrameContent {
    FrameContent(
      title: "SpaceX › Launches", status: "cache, 10:00", lines: lines(40), cursor: cursor, top: top,
      keys: FullScreenStrings.keyBar(width: 80, language: .en))
  }

  @Test func rows_AreTheTerminalsRows_EachWithinItsWidth() {
    for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)] {
      let rows = BrowserFrame.rows(content(cursor: 1), size: size, colour: true, language: .en)
      #expect(rows.count == size.rows)
      let plain = rows.map { $0.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
      #expect(plain.allSatisfy { DisplayWidth.of($0) <= size.columns }, "\(plain)")
      #expect(plain.first?.hasPrefix(" SpaceX › Launches") == true && plain.first?.hasSuffix("cache, 10:00") == true)
    }
  }

  @Test func theCursorsRow_IsReverseVideo_WithOrWithoutColour_AndHeadingsBoldOnlyAsAShape() {
    for colour in [true, false] {
      let rows = BrowserFrame.rows(
        content(cursor: 3), size: TerminalSize(columns: 80, rows: 24), colour: colour, language: .en)
      #expect(rows[4].hasPrefix("\u{1B}[7mRow 3"), "\(rows[4])")
      #expect(rows[1].hasPrefix("\u{1B}[1mName\u{1B}[0m"), "a heading is bold either way")
    }
  }

  @Test func aCursorMove_RewritesTwoRows_NotTheScreen() {
    var writer = FrameWriter()
    let size = TerminalSize(columns: 80, rows: 24)
    let first = writer.update(to: BrowserFrame.rows(content(cursor: 1), size: size, colour: true, language: .en))
    #expect(first.hasPrefix("\u{1B}[H\u{1B}[2J"), "the first frame whole")
    let moved = writer.update(to: BrowserFrame.rows(content(cursor: 2), size: size, colour: true, language: .en))
    #expect(moved.components(separatedBy: ";1H").count - 1 == 2, "\(moved.debugDescription)")
    #expect(moved.utf8.count < 200, "two lines' worth: \(moved.utf8.count) bytes")
    #expect(writer.update(to: BrowserFrame.rows(content(cursor: 2), size: size, colour: true, language: .en)) == "")
    writer.invalidate()
    #expect(
      writer.update(to: BrowserFrame.rows(content(cursor: 2), size: size, colour: true, language: .en))
        .hasPrefix("\u{1B}[H\u{1B}[2J"), "after a resume, whole again")
  }

  @Test func aLongTrail_KeepsItsFirstCrumbAndItsLast_TheScreenShown() {
    let trail = "SpaceX › Launches › SWOT › Falcon 9 › SWOT › Falcon 9"
    #expect(BrowserFrame.breadcrumbs(trail, to: 80) == trail, "it fits")
    #expect(BrowserFrame.breadcrumbs(trail, to: 40) == "SpaceX › … › Falcon 9 › SWOT › Falcon 9")
    #expect(BrowserFrame.breadcrumbs(trail, to: 21) == "SpaceX › … › Falcon 9")
    #expect(BrowserFrame.breadcrumbs(trail, to: 20) == "Falcon 9", "the screen's own name before the root")
    #expect(BrowserFrame.breadcrumbs(trail, to: 6) == "Falco…", "the screen's own name, cut")
  }

  /// However long the trail, two blanks at least part it from the status on its right.
  @Test func aTrailThatFillsTheTitleBar_StaysApartFromTheStatus() {
    let trail = "SpaceX › Launches › SWOT › Falcon 9 › SWOT › Falcon 9 › SWOT › Falcon 9"
    for width in 40...80 {
      var long = content(cursor: nil)
      long.title = trail
      long.status = "offline sample, 1174d 10h ago"
      let bar = BrowserFrame.titleBar(long, width: width, colour: false).replacing(/\u{1B}\[[0-9;]*m/, with: "")
      #expect(DisplayWidth.of(bar) == width, "\(width): \(bar)")
      let before = bar.components(separatedBy: "offline").first ?? ""
      #expect(before.hasSuffix("  ") && before.contains("Falcon 9"), "\(width): \(bar)")
    }
  }

  /// A pinned line (the live countdown, scrolled away from) takes the window's last row.
  @Test func aPinnedLine_TakesTheWindowsLastRow() {
    var content = content(cursor: 1)
    content.pinned = ViewLine(DrawnLine(text: "Due: T−00:12:00", live: true), target: nil)
    let size = TerminalSize(columns: 80, rows: 24)
    let rows = BrowserFrame.rows(content, size: size, colour: false, language: .en)
    #expect(rows.count == 24)
    #expect(rows[22] == "Due: T−00:12:00" && rows[21] == "Row 20", "\(rows)")
    #expect(rows[23] == content.keys)
  }

  @Test func aWindowTooSmall_SaysSo_WithinIt() {
    for language in Language.allCases {
      let rows = BrowserFrame.rows(
        content(cursor: 1), size: TerminalSize(columns: 30, rows: 10), colour: true, language: language)
      #expect(rows.count == 10 && rows.allSatisfy { DisplayWidth.of($0) <= 30 })
      #expect(rows.joined(separator: " ").contains("40×12"), "\(rows)")
    }
  }

  @Test func theKeyBar_KeepsQuitAndHelp_AtAnyWidth() {
    for width in [40, 60, 80, 120] {
      for language in Language.allCases {
        let bar = FullScreenStrings.keyBar(width: width, language: language)
        #expect(DisplayWidth.of(bar) <= width && bar.contains("q ") && bar.contains("? "), "\(width): \(bar)")
      }
    }
  }
}
