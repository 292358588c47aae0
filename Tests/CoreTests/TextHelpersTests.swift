import Core
import Foundation
import Testing

@Suite struct TextHelpersTests {
  @Test(arguments: ["falcon9", "Falcon 9", "falcon-9", "FALCON_9", " falcon 9 "])
  func looseName_MatchesTheWaysPeopleType(reference: String) {
    #expect(LooseName.matches(reference, "Falcon 9"))
  }

  @Test func looseName_FoldsDiacritics() {
    #expect(LooseName.matches("turkmenalem 52°e / monacosat", "TürkmenÄlem 52°E / MonacoSAT"))
  }

  @Test func suggestions_OfferCloseNamesFirst() {
    let names = ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"]
    #expect(LooseName.suggestions(for: "falcon 8", among: names) == ["Falcon 1", "Falcon 9"])
    #expect(LooseName.suggestions(for: "heavy", among: names) == ["Falcon Heavy"])
    #expect(LooseName.suggestions(for: "zzzzzz", among: names).isEmpty)
  }

  @Test func sanitized_RemovesEscapesAndControlCharacters() {
    #expect(TerminalText.sanitized("a\u{1B}[31mred\u{1B}[0m b") == "ared b")
    #expect(TerminalText.sanitized("bell\u{07} nul\u{00} c1\u{9B}") == "bell nul c1")
    #expect(TerminalText.sanitized("tab\there\nline") == "tab here\nline")
    #expect(TerminalText.sanitized("Ракета 🚀") == "Ракета 🚀")
  }

  /// Window titles (OSC), BiDi overrides and isolates, line and paragraph separators: dropped or
  /// made line feeds; one-line text makes every break a space; only our own styles (a face's
  /// sequence, the reset) survive the door to the terminal.
  @Test func sanitized_AlsoTitlesBiDiAndSeparators() {
    #expect(TerminalText.sanitized("a\u{1B}]0;title\u{07}b\u{1B}]2;t\u{1B}\\c") == "abc")
    #expect(TerminalText.sanitized("evil\u{202E}txt.exe\u{2066}i\u{2069}\u{200F}") == "eviltxt.exei")
    #expect(TerminalText.sanitized("one\u{2028}two\u{2029}three") == "one\ntwo\nthree")
    #expect(TerminalText.singleLine("Falcon 9\nForged row\r\u{2028}x") == "Falcon 9 Forged row x")
    #expect(
      TerminalText.forTerminal("\u{1B}[1mBold\u{1B}[0m \u{1B}[31mred\u{1B}[0m \u{1B}[35mmagenta\u{1B}[0m\u{1B}[2J")
        == "\u{1B}[1mBold\u{1B}[0m \u{1B}[31mred\u{1B}[0m magenta\u{1B}[0m")
    // Every face's own sequence gets through, and reads back as that face.
    for face in Face.allCases {
      let styled = TextStyle.styled("x", face, if: true)
      #expect(
        TerminalText.forTerminal(styled) == styled && TerminalDrawing.lines(styled).first?.spans.first?.face == face)
    }
    #expect(TerminalText.sanitized("\u{1B}[1mnot ours\u{1B}[0m") == "not ours", "data never carries bold")
  }

  @Test func displayWidth_CountsColumns() {
    #expect(DisplayWidth.of("Falcon") == 6)
    #expect(DisplayWidth.of("Ракета") == 6)
    #expect(DisplayWidth.of("🚀") == 2)
    #expect(DisplayWidth.of("日本") == 4)
  }

  @Test func decodingFailure_NamesTheField() {
    struct Inner: Decodable { var meters: Double }
    struct Outer: Decodable { var height: Inner }
    do {
      _ = try JSONDecoder().decode([Outer].self, from: Data(#"[{"height":{"meters":"tall"}}]"#.utf8))
      Issue.record("decoding should have failed")
    } catch {
      #expect(DecodingFailure.describe(error) == "wrong type at [0].height.meters: expected Double")
    }
  }

  @Test func lossyArray_SkipsOnlyTheMalformedElement() throws {
    struct Doc: Decodable, Sendable { var id: String }
    let decoded = try JSONDecoder().decode(LossyArray<Doc>.self, from: Data(#"[{"id":"a"},{"id":7},{"id":"c"}]"#.utf8))
    #expect(decoded.elements.map(\.id) == ["a", "c"])
    #expect(decoded.skipped.map(\.index) == [1])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LossyArray<Doc>.self, from: Data(#"{"id":"a"}"#.utf8))
    }
  }
}

@Suite struct TextLayoutTests {
  @Test func truncate_CountsDisplayWidth_AndEndsInAnEllipsis() {
    #expect(DisplayWidth.truncate("Falcon Heavy", to: 8) == "Falcon …")
    #expect(DisplayWidth.truncate("Ракета-носитель", to: 6) == "Ракет…")
    #expect(DisplayWidth.truncate("🚀🚀🚀", to: 5) == "🚀🚀…")
    #expect(DisplayWidth.truncate("short", to: 8) == "short")
  }

  @Test func wrap_BreaksAtSpaces_KeepsIndentation_AndCutsLongWords() {
    #expect(DisplayWidth.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(DisplayWidth.wrap("  alpha beta gamma", width: 12) == ["  alpha beta", "  gamma"])
    #expect(DisplayWidth.wrap("averyveryverylongword", width: 8).allSatisfy { DisplayWidth.of($0) <= 8 })
    #expect(
      DisplayWidth.wrap("see https://example.com/a/very/long/path now", width: 12) == [
        "see", "https://example.com/a/very/long/path", "now",
      ])
  }

  @Test func table_FitsTheWidth_CuttingTextColumnsNotNumbers() {
    let table = TextTable(
      columns: [.init("#", .right), .init("Name"), .init("Cost", .right)],
      rows: [["1", "A rather long rocket name", "$50,000,000"], ["2", "Short", "$7,000,000"]])
    let lines = table.text(width: 30).split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 30 })
    #expect(lines[1].hasSuffix("$50,000,000"))
    #expect(lines[1].contains("…"))
  }

  @Test func bold_OnlyWhenAsked() {
    let table = TextTable(columns: [.init("Name")], rows: [["Falcon"]])
    #expect(table.text(bold: true).hasPrefix("\u{1B}[1mName\u{1B}[0m\n"))
    #expect(!table.text().contains("\u{1B}"))
    #expect(Card(title: "T", fields: []).text(bold: true) == "\u{1B}[1mT\u{1B}[0m\n")
  }
}

@Suite struct TableDroppingTests {
  /// A droppable column goes only when keeping it would cut another below 12 characters.
  @Test func narrowTable_DropsDroppableColumnsBeforeCuttingTheRestToStubs() {
    let table = TextTable(
      columns: [.init("Name"), .init("Status"), .init("Where", droppable: true)],
      rows: [["Falcon Heavy Test Flight", "date passed, no result", "Kennedy Space Center LC 39A"]])
    let narrow = table.text(width: 34)
    #expect(!narrow.contains("Where"))
    #expect(narrow.contains("Falcon Heavy"))
    let middle = table.text(width: 50)
    #expect(middle.contains("Where") && middle.contains("Falcon Heavy"))
    #expect(table.text(width: 120).contains("Kennedy Space Center LC 39A"))
  }

  /// A column with nothing in it (every cell `—`: Launch Library 2's launches have no flight
  /// number) goes first on a narrow window, though numbers are never cut: its width is the
  /// names'. Where it holds something it stays.
  @Test func aColumnOfDashesOnly_GoesFirst() {
    let rows = [["—", "Starlink Group 17-39", "2026-07-20 14:49", "no result"], ["—", "NROL-95", "2026-07-30", "go"]]
    let columns: [TextTable.Column] = [
      .init("Flight", .right), .init("Name", middle: true), .init("Date (UTC)", fixed: true),
      .init("Status", fixed: true),
    ]
    let narrow = TextTable(columns: columns, rows: rows).text(width: 40)
    #expect(!narrow.contains("Flight") && narrow.contains("Starlink G…"), "\(narrow)")
    #expect(TextTable(columns: columns, rows: rows).text(width: 80).contains("Flight"), "room enough: it stays")
    let numbered = TextTable(columns: columns, rows: rows.map { ["7"] + $0.dropFirst() }).text(width: 40)
    #expect(numbered.contains("Flight"), "\(numbered)")
  }

  /// Headers too wide for the window together (a Russian list at 60 columns) cut nothing below
  /// its header: droppable columns go until the table fits.
  @Test func headersTooWideTogether_DropColumnsUntilItFits() {
    let table = TextTable(
      columns: [
        .init("Полезная нагрузка", middle: true), .init("Тип", droppable: true), .init("Орбита"),
        .init("Заказчик", droppable: true), .init("Масса", .right, droppable: true), .init("Запуск", fixed: true),
      ],
      rows: [["Crew-3", "Crew Dragon", "ISS", "NASA (CCtCap)", "12 519 кг", "2021-11-11"]])
    let lines = table.text(width: 50).split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 50 }, "\(lines)")
    #expect(lines[1].hasPrefix("Crew-3") && lines[1].hasSuffix("2021-11-11") && !lines[0].contains("Масса"))
  }

  /// Headers are never cut, nor numbers, nor fixed columns (dates); text gives way.
  @Test func headersNumbersAndFixedColumns_AreNeverCut() {
    let table = TextTable(
      columns: [.init("Successes", .right), .init("Name"), .init("Date (UTC)", fixed: true)],
      rows: [["95/97", "Galaxy 31 (23R) & 32 (17R)", "2022-11-08 21:30"]])
    let lines = table.text(width: 40).split(separator: "\n")
    #expect(lines[0].hasPrefix("Successes  ") && lines[0].hasSuffix("Date (UTC)"))
    #expect(lines[1].contains("95/97") && lines[1].contains("2022-11-08 21:30") && lines[1].contains("…"))
    #expect(lines.allSatisfy { $0.count <= 40 })
  }
}

/// Help text wraps where a reader expects: between groups, under its own column.
@Suite struct HelpWrappingTests {
  @Test func neverInsideBrackets_AndContinuesUnderTheArguments() {
    let usage = "Usage: spacex launches [--rocket REF] [--to YYYY-MM-DD] [--search TEXT] [--limit N]"
    let lines = DisplayWidth.wrapHelp(usage, width: 50, hangingIndent: 23)
    #expect(
      lines == [
        "Usage: spacex launches [--rocket REF]", "                       [--to YYYY-MM-DD]",
        "                       [--search TEXT] [--limit N]",
      ])
  }

  @Test func keepsAColumnsSpacing_AndAParenthesisWhole() {
    let option = "  --timeout S      time limit of one request attempt (default: 10)"
    let lines = DisplayWidth.wrapHelp(option, width: 60, hangingIndent: 19)
    #expect(lines == ["  --timeout S      time limit of one request attempt", "                   (default: 10)"])
  }

  /// A key and what it does (`b — назад`) break as one word, never at the dash.
  @Test func neverBreaksAtADash() {
    let line = "  n — дальше, f — фильтр, b — назад, s — настройки"
    let lines = DisplayWidth.wrapHelp(line, width: 30, hangingIndent: 2)
    #expect(lines == ["  n — дальше, f — фильтр,", "  b — назад, s — настройки"])
  }
}

/// Spans typed on a command line and said back short; names cut so rows stay apart.
@Suite struct TimeSpanAndMiddleCutTests {
  @Test func spans_ParseAsTyped() {
    #expect(TimeSpan.parse("90s") == 90)
    #expect(TimeSpan.parse("10m") == 600)
    #expect(TimeSpan.parse("1h30m") == 5400)
    #expect(TimeSpan.parse("7d") == 604_800)
    #expect(TimeSpan.parse("2W") == 1_209_600)
    for bad in ["", "10", "m", "1h 30m", "-5m", "1.5h", "soon"] { #expect(TimeSpan.parse(bad) == nil, "\(bad)") }
  }

  @Test func spans_SayTheTwoLargestUnits() {
    #expect(TimeSpan.short(2 * 86_400 + 14 * 3600 + 59, language: .en) == "2d 14h")
    #expect(TimeSpan.short(45 * 60, language: .en) == "45m")
    #expect(TimeSpan.short(3600 + 30, language: .en) == "1h", "a zero in between ends it")
    #expect(TimeSpan.short(0, language: .en) == "0s")
    #expect(TimeSpan.signed(-3 * 3600, language: .en) == "−3h")
    #expect(TimeSpan.signed(23 * 3600 + 47 * 60, language: .ru) == "+23 ч 47 мин")
  }

  @Test func middleCut_KeepsTheEnd_ThatTellsRowsApart() {
    #expect(DisplayWidth.truncateMiddle("Starlink Group 10-13", to: 15) == "Starlink…10-13", "no space before …")
    #expect(DisplayWidth.truncateMiddle("Starlink Group 10-13", to: 16) == "Starlink G…10-13")
    #expect(DisplayWidth.truncateMiddle("Starlink Group 10-13", to: 20) == "Starlink Group 10-13")
    #expect(DisplayWidth.of(DisplayWidth.truncateMiddle("Crew Dragon In Flight Abort Test", to: 12)) == 12)
    let cells = ["Starlink Group 17-51", "Starlink Group 17-52", "SN15 10 km Flight", "Flight 13"]
    #expect(
      TextTable.shortened(cells, to: 14, middle: true) == [
        "Starlink…17-51", "Starlink…17-52", "SN15 10 km Fl…", "Flight 13",
      ])
    #expect(TextTable.shortened(cells, to: 14, middle: false)[0] == "Starlink Grou…")
  }
}

/// A source's word that something is out of use stands unless launches listed after its last
/// flight contradict it; launches that make it active settle the status themselves.
@Suite struct FlightRecordWordTests {
  private let now = Date(timeIntervalSince1970: 1_796_000_000)

  @Test func laterLaunches_ContradictAnOutOfUseWord() {
    var record = FlightRecord()
    record.lastFlight = now.addingTimeInterval(-4 * 365 * 86_400)
    record.newestListed = record.lastFlight
    #expect(!record.contradictsOutOfUse(now: now), "nothing listed after its last flight")
    record.newestListed = now.addingTimeInterval(-100 * 86_400)
    #expect(record.contradictsOutOfUse(now: now), "a launch listed since, past its date")
    record.upcoming = 1
    #expect(record.isActive(now: now) == true && !record.contradictsOutOfUse(now: now), "to come: active, settled")
    var never = FlightRecord()
    never.newestListed = now.addingTimeInterval(-86_400)
    #expect(never.contradictsOutOfUse(now: now), "never flown, yet a launch is listed")
  }
}
