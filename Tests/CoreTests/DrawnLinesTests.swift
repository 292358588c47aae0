import Core
import Testing

/// The terminal's text read into drawn lines, and a span's offsets counted as each client counts.
@Suite struct DrawnLinesTests {
  @Test func boldIsAHeading_AndNoEscapeIsLeft() {
    let text = "\u{1B}[1mName  Status\u{1B}[0m\nFalcon 9  active\n"
    let lines = TerminalDrawing.lines(text)
    #expect(lines.map(\.text) == ["Name  Status", "Falcon 9  active"])
    #expect(lines[0].spans == [DrawnSpan(from: 0, to: 12, face: .heading)])
    #expect(lines[1].spans.isEmpty)
  }

  /// A style open across a line break (a wrapped title) marks both lines; an empty styled run
  /// marks nothing; a last line without a break is kept.
  @Test func aStyleAcrossLines_MarksEach() {
    let lines = TerminalDrawing.lines("\u{1B}[1mA long\ntitle\u{1B}[0m after\n\u{1B}[1m\u{1B}[0mlast")
    #expect(lines.map(\.text) == ["A long", "title after", "last"])
    #expect(lines[0].spans == [DrawnSpan(from: 0, to: 6, face: .heading)])
    #expect(lines[1].spans == [DrawnSpan(from: 0, to: 5, face: .heading)])
    #expect(lines[2].spans.isEmpty)
  }

  /// The same span over Russian and wide characters, in the three encodings: byte columns for
  /// Neovim, UTF-16 units, code points for Emacs.
  @Test(arguments: [
    (PositionEncoding.utf8, DrawnSpan(from: 4, to: 18, face: .heading)),
    (.utf16, DrawnSpan(from: 2, to: 9, face: .heading)),
    (.utf32, DrawnSpan(from: 2, to: 8, face: .heading)),
  ])
  func offsets_CountAsTheClientCounts(encoding: PositionEncoding, expected: DrawnSpan) {
    // "№ " is 4 bytes, 2 UTF-16 units, 2 code points; the span "Рак🚀ды" 14, 7 and 6.
    let line = DrawnLine(text: "№ Рак🚀ды", spans: [DrawnSpan(from: 2, to: 8, face: .heading)])
    #expect(encoding.encoded(line).spans == [expected])
    #expect(encoding.encoded(line).text == line.text)
  }

  /// A numbered table drawn for a client marks each row's line with its number, and the mark is
  /// read off, never left in the text; a terminal's table has no marks.
  @Test func rowsOfAMarkedTable_SayWhichRowTheyShow() {
    var table = TextTable(
      columns: [.init("#", .right), .init("Name")], rows: [["1", "Falcon 9"], ["2", "Starship"]])
    #expect(!table.text(width: 40).contains("\u{1B}"))
    table.marksLines = true
    let lines = TerminalDrawing.lines(table.text(width: 40, bold: true))
    #expect(lines.map(\.row) == [nil, 1, 2])
    #expect(lines.map(\.text) == ["#  Name", "1  Falcon 9", "2  Starship"])
  }

  /// A card drawn for a client marks every line of a field (a wrapped value's too) and of an
  /// entry that leads somewhere with what it leads to, read off and never left in the text, even
  /// when the data holds the mark's own characters; a terminal's card has no marks.
  @Test func linesOfAMarkedCard_SayWhatTheyLeadTo() {
    let units = Card.Edit(method: "settings.update", param: "units", choices: ["metric", "imperial"])
    let hostile = "https://x.example/\u{07}\u{1B}]spacex-line;{}\u{07}"
    let card = Card(
      title: "CRS-7",
      fields: [
        Card.Field(key: "launchpad", label: "Launchpad", value: "CCSFS SLC 40 (Cape Canaveral Space Force Station)"),
        Card.Field(key: "units", label: "Units", value: "metric", edit: units),
      ],
      sections: [
        Card.Section(
          key: "links", title: "Links",
          entries: [
            Card.Entry(label: "webcast", value: hostile, url: hostile),
            Card.Entry(value: "B1018 · flight 1", id: "B1018"),
            Card.Entry(value: "just words"),
          ])
      ])
    #expect(!card.text(width: 40).contains("\u{1B}]"))
    let lines = TerminalDrawing.lines(card.text(width: 40, bold: true, marks: true))
    #expect(lines.allSatisfy { !$0.text.contains("\u{1B}") && !$0.text.contains("\u{07}") })
    #expect(lines[1].text.hasPrefix("Launchpad  CCSFS SLC 40"))
    #expect(lines[1].mark == LineMark(field: "launchpad", label: "Launchpad"))
    #expect(lines[2].mark == lines[1].mark, "a wrapped value's second line leads where its first does")
    let edit = lines.first { $0.text.hasPrefix("Units") }
    #expect(edit?.mark == LineMark(field: "units", label: "Units", edit: units))
    #expect(lines.first { $0.text.hasPrefix("  webcast") }?.mark?.url == hostile)
    #expect(lines.first { $0.text.hasPrefix("  B1018") }?.mark == LineMark(id: "B1018"))
    #expect(lines.first { $0.text == "  just words" }?.mark == nil)
    #expect(lines[0].mark == nil && lines[0].spans == [DrawnSpan(from: 0, to: 5, face: .heading)])
  }

  /// A row's outcome colours its line where colour is allowed, read back as its face; a row with
  /// none, or a table without colour, is plain.
  /// A screen's live line (the countdown) is marked as such for a client's drawing, and only
  /// there: a terminal, a pipe and a client's text read the same.
  @Test func theLiveLine_IsMarkedLive_OnlyInAClientsDrawing() {
    let output = CommandOutput("Card\n", footer: "Source: cache\n", separated: true, liveText: "Due: T−00:12:00\n")
    #expect(output.text(marksLines: false) == output.text)
    let drawn = TerminalDrawing.lines(output.text(marksLines: true))
    #expect(drawn.map(\.text) == TerminalDrawing.lines(output.text).map(\.text))
    #expect(drawn.map(\.text) == ["Card", "Due: T−00:12:00", "", "Source: cache"])
    #expect(drawn.map(\.live) == [false, true, false, false])
    #expect(CommandOutput("Card\n").text(marksLines: true) == "Card\n", "nothing live, nothing marked")
  }

  @Test func rowsWithAnOutcome_AreDrawnInItsFace() {
    var table = TextTable(
      columns: [.init("Name"), .init("Status")], rows: [["CRS-7", "failure"], ["Crew-5", "success"], ["X", "—"]])
    table.rowFaces = [.failure, .success, nil]
    #expect(!table.text(width: 40).contains("\u{1B}"))
    let lines = TerminalDrawing.lines(table.text(width: 40, bold: true))
    #expect(lines.map(\.text) == ["Name    Status", "CRS-7   failure", "Crew-5  success", "X       —"])
    #expect(lines[1].spans == [DrawnSpan(from: 0, to: 15, face: .failure)])
    #expect(lines[2].spans == [DrawnSpan(from: 0, to: 15, face: .success)])
    #expect(lines[3].spans.isEmpty)
  }

  @Test func chosenEncoding_IsTheClientsFirstKnown_ElseUTF8() {
    #expect(PositionEncoding.chosen(from: ["utf-7", "utf-32", "utf-16"]) == .utf32)
    #expect(PositionEncoding.chosen(from: ["latin-1"]) == .utf8)
    #expect(PositionEncoding.chosen(from: nil) == .utf8)
  }

  /// A span past the end of its line (never made by the terminal's text) is cut to it.
  @Test func aSpanPastTheEnd_IsCutToTheLine() {
    let line = DrawnLine(text: "ab", spans: [DrawnSpan(from: 1, to: 9, face: .dim)])
    #expect(PositionEncoding.utf8.encoded(line).spans == [DrawnSpan(from: 1, to: 2, face: .dim)])
  }
}
