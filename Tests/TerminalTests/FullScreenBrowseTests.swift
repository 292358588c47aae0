import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex browse` on a real terminal (tmux): full screen, keys as a person presses them, the
/// window resized, stopped and continued, killed; the terminal as it was afterwards. The
/// screens' own text is pinned by their presenters: here the browser's frame (title bar, key
/// bar, cursor, help, too small) is pinned, and every other screen only opens, fits and shows
/// its first item.
///
/// One at a time: each drives a terminal and a browser (under AddressSanitizer in CI), and side
/// by side they loaded the machine enough to push the heaviest other tests past their guards.
@Suite(.serialized, .timeLimit(WallClockBounds.hangGuard)) struct FullScreenBrowseTests {
  private struct Session {
    let terminal: TmuxTerminal
    let sandbox: Sandbox
    var files: URL { sandbox.root.url }

    func file(_ name: String) -> String { files.appendingPathComponent(name).path }

    /// The shell's `stty -a` now, into `name`.
    func saveTerminalState(_ name: String) throws {
      try terminal.type("stty -a > \(file(name)).part; mv \(file(name)).part \(file(name))")
      #expect(WallClockBounds.waitFor { FileManager.default.fileExists(atPath: file(name)) })
    }

    /// `spacex browse ARGUMENTS` typed into the shell, as a job of its own (so Ctrl-Z stops it
    /// and `fg` continues it, as at any prompt); its pid saved by the script that `exec`s it.
    func browse(_ arguments: String = "") throws {
      try run("--offline browse \(arguments)")
    }

    /// `spacex ARGUMENTS`, as ``browse(_:)`` types it.
    func run(_ arguments: String) throws {
      let script = "echo $$ > \(file("pid"))\nexec \(Executable.spacex.url.path) \(arguments)\n"
      try script.write(toFile: file("browse.sh"), atomically: true, encoding: .utf8)
      try terminal.type("sh \(file("browse.sh"))")
      #expect(WallClockBounds.waitFor { pid != nil })
    }

    var pid: Int32? {
      Int32(TmuxTerminal.contents(of: file("pid")).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits for the browser to have ended, then asks the shell its status and `stty -a`: the
    /// status, and whether the terminal is as it was.
    func ended() throws -> (status: String, restored: Bool, difference: String) {
      let pid = try #require(pid)
      #expect(WallClockBounds.waitFor { kill(pid, 0) != 0 }, "the browser ended")
      // Each file whole before it has its name.
      try terminal.type(
        "echo $? > \(file("status.part")); stty -a > \(file("after.part")); mv \(file("status.part")) \(file("status"));"
          + " mv \(file("after.part")) \(file("after"))")
      #expect(WallClockBounds.waitFor { FileManager.default.fileExists(atPath: file("after")) })
      let read = { (name: String) in TmuxTerminal.contents(of: file(name)) }
      // The modes, not the first line: its rows and columns are the window's, which tmux (not
      // the browser) sets, and a test may have resized it.
      let modes = { (text: String) in text.split(separator: "\n").dropFirst().joined(separator: "\n") }
      let (before, after) = (modes(read("before")), modes(read("after")))
      let difference = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
      return (
        read("status").trimmingCharacters(in: .whitespacesAndNewlines), before == after,
        difference.map { "\($0) → \($1)" }.joined(separator: "; ")
      )
    }

    func stop() {
      terminal.stop()
      sandbox.remove()
    }
  }

  private func session(columns: Int = 80, rows: Int = 24, extra: [String: String] = [:]) throws -> Session {
    let sandbox = try Sandbox()
    var environment = sandbox.environment(extra: extra)
    environment["TERM"] = "screen"
    environment["COLUMNS"] = nil
    let session = Session(
      terminal: try TmuxTerminal(columns: columns, rows: rows, environment: environment), sandbox: sandbox)
    try session.saveTerminalState("before")
    return session
  }

  /// The screen as a golden: each row's trailing blanks dropped, the rows all kept.
  private func frame(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  private func fits(_ screen: String, columns: Int) -> Bool {
    screen.split(separator: "\n").allSatisfy { DisplayWidthProbe.columns($0) <= columns }
  }

  @Test(arguments: ["en", "ru"], [(80, 24), (120, 40)])
  func frame_HomeHelpAndTooSmall_AsGoldens(language: String, size: (columns: Int, rows: Int)) throws {
    let session = try session(columns: size.columns, rows: size.rows)
    defer { session.stop() }
    if language == "ru" {
      let environment = session.sandbox.environment()
      #expect(try Executable.spacex.run(["settings", "set", "language", "ru"], environment: environment).status == 0)
    }
    try session.browse()
    let home = try session.terminal.waitFor { $0.contains("Rockets") || $0.contains("Ракеты") }
    #expect(home.met, "\(home.screen)")
    let name = "\(language)-\(size.columns)x\(size.rows)"
    Snapshot.assert(frame(home.screen), named: "home-\(name)")
    // The cursor's row is in reverse video, as is the title bar above it.
    let reversed = ReverseVideo.lines(try session.terminal.styledScreen())
    #expect(
      reversed.count == 2
        && (reversed.last?.hasPrefix("Rockets") ?? false || reversed.last?.hasPrefix("Ракеты") ?? false), "\(reversed)")
    try session.terminal.press("?")
    let help = try session.terminal.waitFor { $0.contains("Ctrl-C") }
    Snapshot.assert(frame(help.screen), named: "help-\(name)")
    try session.terminal.press("Escape")
    try session.terminal.waitFor { !$0.contains("Ctrl-C") }
    try session.terminal.resize(columns: 30, rows: 10)
    let small = try session.terminal.waitFor { $0.contains("40×12") }
    #expect(small.met, "\(small.screen)")
    if size.columns == 80 { Snapshot.assert(frame(small.screen), named: "too-small-\(language)") }
    try session.terminal.resize(columns: size.columns, rows: size.rows)
    try session.terminal.waitFor { $0.contains("Rockets") || $0.contains("Ракеты") }
    try session.terminal.press("q")
    let end = try session.ended()
    #expect(end.status == "0" && end.restored, "\(end.difference)")
  }

  /// The README's full-screen example is what the browser draws: the command, window and keys
  /// its marker names, on a fresh machine with no network, as of the day it was last read (the
  /// same as the front page's other example).
  @Test func theFrontPagesFullScreenExample_IsWhatTheBrowserDraws() throws {
    let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prefix = "<!-- full-screen example: "
    let marker = try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "README.md shows the full-screen browser")
    // `spacex browse launches; 80x24; keys: j`
    let fields = lines[marker].dropFirst(prefix.count).replacingOccurrences(of: " -->", with: "")
      .components(separatedBy: "; ")
    let command = try #require(fields.first.map { $0.replacingOccurrences(of: "spacex ", with: "") })
    let size = try #require(fields.dropFirst().first?.split(separator: "x").compactMap { Int($0) })
    let keys = fields.first { $0.hasPrefix("keys: ") }?.dropFirst("keys: ".count).split(separator: " ").map(String.init)
    // The indented block under it, blank rows kept, up to the next paragraph.
    var block = Array(lines[(marker + 1)...].drop { $0.isEmpty }.prefix { $0.hasPrefix("    ") || $0.isEmpty })
    while block.last?.isEmpty == true { block.removeLast() }
    let expected = block.map { String($0.dropFirst(4)) }
    #expect(size.count == 2 && expected.count == size.last, "a row of the window a line: \(expected.count)")

    let session = try session(
      columns: size.first ?? 80, rows: size.last ?? 24,
      extra: ["SPACEX_NOW": "2026-12-03T12:00:00Z", "SPACEX_LL2_URL": "http://127.0.0.1:9/2.3.0"])
    defer { session.stop() }
    try session.run(command)
    let last = try #require(expected.last)
    #expect(try session.terminal.waitFor { $0.contains(last) }.met)
    for key in keys ?? [] { try session.terminal.press(key) }
    let rows = { (screen: String) in
      var rows = frame(screen).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while rows.last?.isEmpty == true { rows.removeLast() }
      return rows
    }
    let drawn = try session.terminal.waitFor { rows($0) == expected }
    #expect(drawn.met, "README.md's full-screen example; the browser drew:\n\(frame(drawn.screen))")
    // The text says which row the cursor is on: it is the one in reverse video (the title bar the
    // other). Waited for: a key that moves the cursor changes no text, so the rows above can match
    // before the browser has read it.
    let paragraph = lines[..<marker].reversed().prefix { !$0.hasPrefix("On a terminal `spacex browse`") }
      .reversed().joined(separator: " ")
    var reversed: [String] = []
    let named = try WallClockBounds.waitFor {
      reversed = ReverseVideo.lines(try session.terminal.styledScreen()).map {
        String($0.reversed().drop { $0 == " " }.reversed())
      }
      let name = reversed.last?.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        .first
      return reversed.count == 2 && name.map { paragraph.contains($0) } == true
    }
    #expect(named, "the cursor's row is the one the paragraph names: \(reversed)")
    try session.terminal.press("q")
    #expect(try session.ended().restored)
  }

  /// Every screen the home screen lists opens from it, fits an 80-column window, says no error
  /// and shows its first item (the cursor on it, where its lines lead somewhere); Esc comes back.
  /// Their text is their presenters' to pin.
  @Test func everyHomeScreen_Opens_Fits_AndShowsItsFirstItem() throws {
    // A day the sample has launches to come, Launch Library 2's sample merged, a home to look
    // from: every screen has something to show.
    let extra = ["SPACEX_NOW": "2026-07-30T06:00:00Z", "SPACEX_LL2_URL": "http://127.0.0.1:9/2.3.0"]
    let session = try session(columns: 80, rows: 24, extra: extra)
    defer { session.stop() }
    let terminal = session.terminal
    let settings = try Executable.spacex.run(
      ["settings", "set", "home", "28.4,-80.6"], environment: session.sandbox.environment(extra: extra))
    #expect(settings.status == 0, "\(settings.stderr)")
    try session.browse()
    let home = try terminal.waitFor { $0.contains("Rockets") }
    let entries = home.screen.split(separator: "\n").dropFirst().dropLast().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(entries.count >= 13, "\(entries)")
    for (index, entry) in entries.enumerated() {
      try terminal.press("g")
      for _ in 0..<index { try terminal.press("j") }
      try terminal.press("Enter")
      let title = entry.replacingOccurrences(of: "  (s)", with: "")
      let opened = try terminal.waitFor { $0.hasPrefix(" SpaceX › \(title)") && !$0.contains("Loading…") }
      var rows = frame(opened.screen).split(separator: "\n", omittingEmptySubsequences: false)
      while rows.last?.isEmpty == true { rows.removeLast() }
      #expect(opened.met && fits(opened.screen, columns: 80) && rows.count <= 24, "\(entry): \(opened.screen)")
      #expect(!opened.screen.contains("Error"), "\(entry): \(opened.screen)")
      // The first item: the cursor's line is the first line that leads somewhere, or, on a
      // screen whose lines lead nowhere, its lines are there.
      let reversed = ReverseVideo.lines(try terminal.styledScreen())
      let body = rows.dropFirst().dropLast().filter { !$0.allSatisfy(\.isWhitespace) }
      #expect(reversed.count == 2 || body.count >= 2, "\(entry): \(reversed) \(opened.screen)")
      try terminal.press("Escape")
      let back = try terminal.waitFor {
        $0.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "SpaceX"
      }
      #expect(back.met, "back from \(entry): \(back.screen)")
    }
    try terminal.press("q")
    #expect(try session.ended().restored)
  }

  @Test func walk_OpenMoveBackPageSettingsResizeSuspendQuit() throws {
    let session = try session(columns: 120, rows: 40)
    defer { session.stop() }
    let terminal = session.terminal
    try session.browse()
    #expect(try terminal.waitFor { $0.contains("Rockets") }.met)
    // Down to the launches, open them: the first row under the cursor.
    try terminal.press("j", "j", "j", "Enter")
    let launches = try terminal.waitFor { $0.contains("SpaceX › Launches") && $0.contains("SWOT") }
    #expect(launches.met, "\(launches.screen)")
    #expect(ReverseVideo.lines(try terminal.styledScreen()).last?.hasPrefix("   197  SWOT") == true)
    // Two down and open: the launch's card; back: the cursor where it was.
    try terminal.press("Down", "Down", "Enter")
    let card = try terminal.waitFor { $0.contains("Launches › Viasat-3 & Arcturus") }
    #expect(card.met && card.screen.contains("Launchpad  KSC LC 39A"), "\(card.screen)")
    try terminal.press("Escape")
    #expect(try terminal.waitFor { $0.contains("Flight  Name") }.met)
    #expect(ReverseVideo.lines(try terminal.styledScreen()).last?.hasPrefix("   202  Viasat-3 & Arcturus") == true)
    // The next page: forty rows, the end of them shown with G; p goes back to the first page.
    try terminal.press("n", "G")
    let paged = try terminal.waitFor { $0.contains("1–40") }
    #expect(paged.met, "\(paged.screen)")
    try terminal.press("p")
    #expect(
      try terminal.waitFor { _ in
        ReverseVideo.lines((try? terminal.styledScreen()) ?? "").last?.hasPrefix("   197  SWOT") == true
      }.met)
    // The settings, the language changed in place: the whole screen in Russian.
    try terminal.press("s")
    #expect(try terminal.waitFor { $0.contains("Language  English (en)") }.met)
    try terminal.press("j", "j", "Enter")
    let russian = try terminal.waitFor { $0.contains("Язык   русский (ru)") && $0.contains("Запуски › Настройки") }
    #expect(russian.met && russian.screen.contains("q выход"), "\(russian.screen)")
    // Narrower and back: laid out again at each size, every row within it.
    try terminal.resize(columns: 60, rows: 20)
    let narrow = try terminal.waitFor { $0.split(separator: "\n").count <= 20 && fits($0, columns: 60) }
    #expect(narrow.met, "\(narrow.screen)")
    try terminal.resize(columns: 120, rows: 40)
    #expect(try terminal.waitFor { $0.contains("Настройки") }.met)
    // Ctrl-Z: the shell's prompt on the terminal as it was; `fg`: the same screen.
    try terminal.press("C-z")
    let stopped = try terminal.waitFor { $0.contains("Stopped") || $0.contains("stopped") }
    #expect(stopped.met, "\(stopped.screen)")
    try terminal.type("fg")
    let again = try terminal.waitFor { $0.contains("Язык   русский (ru)") }
    #expect(again.met, "\(again.screen)")
    try terminal.press("q")
    let end = try session.ended()
    #expect(end.status == "0" && end.restored, "\(end.difference)")
  }

  @Test func launches_SearchAsTyped_TheFilterForm_AndFindOnOtherScreens() throws {
    let session = try session()
    defer { session.stop() }
    let terminal = session.terminal
    let cursorLine = { ReverseVideo.lines((try? terminal.styledScreen()) ?? "").last ?? "" }
    try session.browse("launches")
    #expect(try terminal.waitFor { $0.contains("SWOT") }.met)
    // `/` on the launches is their search: the list follows each letter; Esc undoes it.
    try terminal.press("/", "c", "r", "s")
    let searched = try terminal.waitFor { $0.contains("Filters: search crs") && $0.contains("/crs") }
    #expect(
      searched.met && !searched.screen.contains("SWOT") && searched.screen.contains("CRS-26"), "\(searched.screen)")
    try terminal.press("Escape")
    let undone = try terminal.waitFor { !$0.contains("Filters:") && $0.contains("SWOT") }
    #expect(undone.met, "\(undone.screen)")
    try terminal.press("/", "c", "r", "s", "Enter")
    #expect(try terminal.waitFor { $0.contains("Filters: search crs") && !$0.contains("/crs") }.met)
    // `f`: a field a line, the values in force; a word chosen with →, Enter applies.
    try terminal.press("f")
    let form = try terminal.waitFor { $0.contains("A field left empty is its default.") }
    #expect(form.met && form.screen.contains("search  crs"), "\(form.screen)")
    try terminal.press("Right", "Right", "Right", "Enter")
    let failed = try terminal.waitFor { $0.contains("Filters: status failed · search crs") }
    #expect(failed.met && failed.screen.contains("CRS-7") && !failed.screen.contains("CRS-26"), "\(failed.screen)")
    // A value the screen refuses: said, and the form kept to correct it; Esc leaves it.
    try terminal.press("f", "Down", "2", "0", "x", "Enter")
    let refused = try terminal.waitFor { $0.contains("'20x'") }
    #expect(refused.met && refused.screen.contains("year    20x"), "\(refused.screen)")
    try terminal.press("Escape")
    #expect(try terminal.waitFor { $0.contains("Filters: status failed · search crs") && $0.contains("CRS-7") }.met)
    // On a screen without a search, `/` finds a line: the cursor on it; Esc puts it back.
    try terminal.press("Escape")
    #expect(try terminal.waitFor { _ in cursorLine().hasPrefix("Rockets") }.met)
    try terminal.press("/", "s", "e", "t")
    let found = try terminal.waitFor { _ in cursorLine().hasPrefix("Settings") }
    #expect(found.met, "\(found.screen)")
    try terminal.press("Escape")
    #expect(try terminal.waitFor { _ in cursorLine().hasPrefix("Rockets") }.met)
    // No filters or pages on the home screen: said so, and neither is in its key bar.
    #expect(try !terminal.screen().contains("f filter") && !terminal.screen().contains("n/p pages"))
    try terminal.press("f")
    let none = try terminal.waitFor { $0.contains("This screen has no filters.") }
    #expect(none.met, "\(none.screen)")
    try terminal.press("n")
    let single = try terminal.waitFor { $0.contains("This screen has no pages.") }
    #expect(single.met, "\(single.screen)")
    try terminal.press("q")
    let end = try session.ended()
    #expect(end.status == "0" && end.restored, "\(end.difference)")
  }

  /// With `--no-color` (and `NO_COLOR`) the faces are shapes: the cursor's row and the title
  /// bar in reverse video, no colour anywhere. (With colour, the same screen has some: a
  /// successful launch's row is green.)
  @Test(arguments: [("--no-color", [:], false), ("", ["NO_COLOR": "1"], false), ("", [:], true)])
  func withoutColour_TheCursorIsReverseVideo_AndNothingIsColoured(
    flag: String, extra: [String: String], coloured: Bool
  ) throws {
    let session = try session(extra: extra)
    defer { session.stop() }
    try session.browse("launches \(flag)")
    #expect(try session.terminal.waitFor { $0.contains("SWOT") }.met)
    let styled = try session.terminal.styledScreen()
    #expect(ReverseVideo.lines(styled).last?.hasPrefix("   197  SWOT") == true, "\(styled)")
    // A colour's parameter: 30–37, 40–47, 90–97, 100–107 or an indexed/true colour (38;…, 48;…);
    // 39 and 49 are the terminal's own colours back.
    let colours = styled.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.output.1.split(separator: ";") }.filter {
      guard let code = Int($0) else { return false }
      return (30...38).contains(code) || (40...48).contains(code) || (90...97).contains(code)
        || (100...107).contains(code)
    }
    #expect(colours.isEmpty != coloured, "\(colours)")
    try session.terminal.press("q")
    #expect(try session.ended().restored)
  }

  /// A history deeper than the views the browser keeps open (16): the oldest are closed, and
  /// opened again on the way back, each showing what it showed. Enter on a launch's card opens
  /// its rocket, whose first line is that launch again: twenty Enters go twenty screens deep.
  /// That a screen came back open, not only drawn as it was left, shows when the language
  /// changes: a view still open is drawn again in it; and the list comes back with its search.
  @Test(arguments: [false, true])
  func aLongHistory_ReopensTheScreensItClosed_OnTheWayBack(paged: Bool) throws {
    let session = try session(columns: 120, rows: 40)
    defer { session.stop() }
    let terminal = session.terminal
    // Whether `name` is the trail's last screen. The data's age follows the trail on the title
    // line, two blanks or more apart (the age's length, which changes with the day and the hour,
    // decides how much of the trail fits).
    let top = { (screen: String, name: String) in
      let crumb = screen.split(separator: "\n").first?.components(separatedBy: " › ").last ?? ""
      return crumb == name || crumb.hasPrefix(name + " ")
    }
    try session.browse("launches")
    #expect(try terminal.waitFor { $0.contains("SWOT") }.met)
    if paged {
      // A second page added to the first screen, which comes back with it.
      try terminal.press("n", "G")
      #expect(try terminal.waitFor { $0.contains("1–40") }.met)
      try terminal.press("g")
      #expect(
        try terminal.waitFor { _ in
          ReverseVideo.lines((try? terminal.styledScreen()) ?? "").last?.contains("SWOT") == true
        }.met)
    } else {
      // A search set on the first screen, which comes back with it.
      try terminal.press("/", "s", "w", "o", "t", "Enter")
      #expect(try terminal.waitFor { $0.contains("Filters: search swot") && !$0.contains("Viasat") }.met)
    }
    let depth = 20
    for step in 1...depth {
      try terminal.press("Enter")
      // Each with its content, as on the way back.
      let (expected, content) = step.isMultiple(of: 2) ? ("Falcon 9", "Showing 10 of") : ("SWOT", "Launchpad")
      let shown = try terminal.waitFor { top($0, expected) && $0.contains(content) }
      #expect(shown.met, "Enter \(step): \(shown.screen)")
    }
    #expect(try terminal.screen().split(separator: "\n").first?.hasPrefix(" SpaceX › … ›") == true)
    for step in stride(from: depth - 1, through: 1, by: -1) {
      try terminal.press("Escape")
      let expected = step.isMultiple(of: 2) ? "Falcon 9" : "SWOT"
      // Each with its content: a card's line.
      let content = step.isMultiple(of: 2) ? "First flight" : "Launchpad"
      let back = try terminal.waitFor { top($0, expected) && $0.contains(content) }
      #expect(back.met, "back to depth \(step): \(back.screen)")
    }
    // The first card, closed long ago: in Russian after the language changes over it.
    try terminal.press("s")
    #expect(try terminal.waitFor { $0.contains("Language  English (en)") }.met)
    try terminal.press("j", "j", "Enter")
    #expect(try terminal.waitFor { $0.contains("Язык   русский (ru)") }.met)
    try terminal.press("Escape")
    let russian = try terminal.waitFor { top($0, "SWOT") && $0.contains("Площадка") }
    #expect(russian.met, "\(russian.screen)")
    try terminal.press("Escape")
    if paged {
      // Both pages again, the cursor on the row it was on.
      #expect(try terminal.waitFor { top($0, "Запуски") && $0.contains("SWOT") }.met)
      #expect(ReverseVideo.lines(try terminal.styledScreen()).last?.contains("SWOT") == true)
      try terminal.press("G")
      let end = try terminal.waitFor { $0.contains("1–40") }
      #expect(end.met, "\(end.screen)")
    } else {
      let list = try terminal.waitFor { top($0, "Запуски") && $0.contains("Фильтры: search swot") }
      #expect(list.met && list.screen.contains("SWOT") && !list.screen.contains("Viasat"), "\(list.screen)")
    }
    try terminal.press("Escape")
    #expect(try terminal.waitFor { $0.contains("Ракеты") && $0.contains("Настройки") }.met)
    try terminal.press("q")
    #expect(try session.ended().restored)
  }

  /// In the smallest window the help is longer than the window: ↓ scrolls it to its end, any
  /// other key closes it.
  @Test func help_ScrollsInTheSmallestWindow() throws {
    let session = try session(columns: 40, rows: 12)
    defer { session.stop() }
    let terminal = session.terminal
    try session.browse()
    #expect(try terminal.waitFor { $0.contains("Rockets") }.met)
    try terminal.press("?")
    let help = try terminal.waitFor { $0.contains("Keys") }
    #expect(help.met && !help.screen.contains("Ctrl-C"), "\(help.screen)")
    for _ in 0..<40 { try terminal.press("Down") }
    let end = try terminal.waitFor { $0.contains("q, Ctrl-C") }
    #expect(end.met && !end.screen.contains("Keys"), "\(end.screen)")
    try terminal.press("Escape")
    #expect(try terminal.waitFor { $0.contains("Rockets") && !$0.contains("Ctrl-C") }.met)
    try terminal.press("q")
    #expect(try session.ended().restored)
  }

  @Test func sigterm_MidScreen_RestoresTheTerminal() throws {
    let session = try session()
    defer { session.stop() }
    try session.browse("launches")
    #expect(try session.terminal.waitFor { $0.contains("SWOT") }.met)
    kill(try #require(session.pid), SIGTERM)
    let end = try session.ended()
    #expect(end.status == "\(128 + SIGTERM)" && end.restored, "\(end)")
    #expect(try !session.terminal.screen().contains("SWOT"), "the main screen is back, not the browser's")
  }

  @Test func aFailureMidScreen_RestoresTheTerminal_AndSaysWhat() throws {
    let session = try session(extra: ["SPACEX_BROWSE_FAIL": "1"])
    defer { session.stop() }
    try session.browse()
    let end = try session.ended()
    #expect(end.status != "0" && end.restored, "\(end)")
    #expect(try session.terminal.screen().contains("the browser failed"))
  }

  /// The `next` screen counts down by itself, on the moving clock; in a window too small for
  /// the whole card, its countdown is kept in sight above the key bar.
  @Test func nextScreen_Ticks() throws {
    let session = try session(
      columns: 80, rows: 24,
      extra: [
        "SPACEX_NOW": "2026-07-30T06:00:00Z", "SPACEX_CLOCK_RATE": "1", "SPACEX_LL2_URL": "http://127.0.0.1:9/2.3.0",
      ])
    defer { session.stop() }
    try session.browse("next")
    let first = try session.terminal.waitFor { $0.contains("T−") }
    #expect(first.met, "\(first.screen)")
    // The card goes on below the window (its source line is not in it); the countdown, its last
    // line but for that, is in the row above the key bar.
    let rows = first.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!first.screen.contains("Source:") && rows.count >= 23 && rows[22].hasPrefix("Due: T−"), "\(first.screen)")
    let due = { (screen: String) in screen.split(separator: "\n").first { $0.contains("T−") }.map(String.init) }
    let ticked = try session.terminal.waitFor { due($0) != nil && due($0) != due(first.screen) }
    #expect(ticked.met, "\(ticked.screen)")
    try session.terminal.press("q")
    #expect(try session.ended().restored)
  }

  /// A warning while the browser draws (here a cache that cannot be read: its folder is under a
  /// file) is told in the key bar's place, never written onto the frame, and is on the shell's
  /// screen once the browser has ended.
  @Test func aWarning_LandsInTheStatusLine_NotOnTheFrame_AndAfterwardsOnStderr() throws {
    let blocker = try TemporaryDirectory()
    defer { blocker.remove() }
    let file = blocker.url.appendingPathComponent("a-file")
    try Data().write(to: file)
    let session = try session(extra: ["SPACEX_CACHE_DIR": file.appendingPathComponent("cache").path])
    defer { session.stop() }
    try session.browse("launches")
    let drawn = try session.terminal.waitFor { $0.contains("SWOT") && $0.contains("Warning") }
    #expect(drawn.met, "\(drawn.screen)")
    let rows = drawn.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!drawn.screen.contains("spacex: warning"), "nothing written onto the frame: \(drawn.screen)")
    #expect(rows.count >= 24 && rows[23].hasPrefix("Warning"), "in the key bar's row: \(drawn.screen)")
    try session.terminal.press("q")
    #expect(try session.ended().restored)
    let after = try session.terminal.screen()
    #expect(after.contains("spacex: warning: ignoring cache file"), "said once the browser ended: \(after)")
  }

  @Test func plainOrPiped_IsTheLineMode() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(
      ["--offline", "browse"], environment: sandbox.environment(), stdin: Data("q\n".utf8))
    #expect(result.status == 0 && result.stdout.contains("> "), "\(result.stdout)")
  }
}

/// The lines of a styled capture (`capture-pane -e`) whose first character is in reverse video.
/// tmux writes an attribute where it changes, so the state carries from one line to the next.
enum ReverseVideo {
  static func lines(_ styled: String) -> [String] {
    var (reverse, found) = (false, [String]())
    for line in styled.split(separator: "\n", omittingEmptySubsequences: false) {
      var (text, firstReversed): (String, Bool?) = ("", nil)
      var scalars = Substring(line).unicodeScalars[...]
      while let scalar = scalars.first {
        if scalar == "\u{1B}", let end = scalars.firstIndex(of: "m") {
          let parameters = String(
            String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<end]))
          for parameter in parameters.split(separator: ";", omittingEmptySubsequences: false) {
            if parameter == "7" { reverse = true }
            if parameter == "0" || parameter == "27" || parameter.isEmpty { reverse = false }
          }
          scalars = scalars[scalars.index(after: end)...]
          continue
        }
        if firstReversed == nil { firstReversed = reverse }
        text.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
      }
      if firstReversed == true { found.append(text) }
    }
    return found
  }
}

/// Columns of a captured line, as the terminal counts them (Cyrillic is one each).
private enum DisplayWidthProbe {
  static func columns(_ line: Substring) -> Int { line.unicodeScalars.count }
}
