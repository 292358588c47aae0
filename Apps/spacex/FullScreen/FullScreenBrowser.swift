import AppContainer
import Core
import Foundation
import JSONRPC

#if canImport(Glibc)
  import Glibc
#endif

/// `spacex browse` on a terminal: the screens the view host holds, drawn full screen with a
/// cursor, opened with Enter, left with Esc, redrawn by themselves when their data, the
/// settings or the clock change. It lays nothing out: every screen's lines are the view host's,
/// drawn at the window's width, as `spacex-rpc` sends them to an editor.
package final class FullScreenBrowser {
  /// One screen of the history: its view, and where the cursor was.
  struct Page {
    var screen: ScreenName
    var params: JSONValue?
    /// The record it shows, by its name in the data (`CRS-7`); `nil`: the screen's own title, in
    /// the language then in force.
    var heading: String?
    /// `nil` once closed for the view limit; opened again on the way back.
    var viewID: String?
    var render: ScreenRender?
    var cursor: Int?
    var top = 0
    /// The first item of each page `n` added, by id, oldest first: where `p` goes back to.
    var pageStarts: [String] = []
    /// The query a person sets on it (`f`, and `/` where it has a search), if it takes one.
    var filter: ScreenFilter?
    /// Whether it has more pages to load (`n`).
    var pages = false
    /// The filters set on it (`f`, `/`) when its view was closed for the limit: set again when
    /// it is opened on the way back.
    var closedWith: [String: JSONValue] = [:]
  }

  enum Event: Sendable {
    case bytes([UInt8])
    case resized
    case changed(String)
    case resumed
    /// A warning (``Log``) while the browser draws: the newest, and how many so far.
    case warned(String, Int)
  }

  /// The most screens of the history that keep their views open; older ones are closed and
  /// opened again when the user comes back to them.
  static let openPages = 16

  let container: AppContainer
  private let terminal: TerminalMode
  private let colour: Bool
  var size: TerminalSize
  var stack: [Page] = []
  private var writer = FrameWriter()
  var message: String?
  private var showingHelp = false
  /// The first line of the help shown, where the window is shorter than the help.
  private var helpTop = 0
  /// What `/` is doing (``Finding``), while it finds or searches; `nil` otherwise.
  var finding: Finding?
  /// `f`'s form, while it is open.
  var form: FilterForm?
  private let events: AsyncStream<Event>
  private let send: AsyncStream<Event>.Continuation

  package init(container: AppContainer, terminal: TerminalMode, colour: Bool) {
    self.container = container
    self.terminal = terminal
    self.colour = colour
    size = terminal.size() ?? TerminalSize(columns: 80, rows: 24)
    (events, send) = AsyncStream.makeStream(of: Event.self)
  }

  var formatter: DisplayFormatter {
    var formatter = container.core.formatter()
    formatter.width = size.columns
    return formatter
  }

  var language: Language { formatter.language }

  /// Runs until `q` (or Ctrl-C, SIGTERM, SIGHUP): the terminal is restored whatever ends it.
  /// - Parameter start: a screen to open above the home screen, as if chosen there.
  package func run(startingOn start: ScreenLink?) async throws {
    let signals = SignalWatch(terminal: terminal, events: send)
    // A warning written on the frame would stay there until its rows are drawn again: held,
    // told in the key bar's place, and written once the terminal is the shell's again.
    Log.hold { [send] line, count in send.yield(.warned(line, count)) }
    terminal.enter()
    defer {
      signals.stop()
      terminal.restore()
      Log.release()
    }
    Self.readInput(into: send)
    await container.views.draw(in: .utf32)
    let notify: @Sendable (MethodName, Data) -> Void = { [send] method, params in
      guard method == .viewDidChange, let id = Self.viewID(in: params) else { return }
      send.yield(.changed(id))
    }
    await container.views.tickEachSecond(formatter: { [container] in container.core.formatter() }, notify: notify)
    try await open(.home, params: nil, heading: nil)
    if let start { try await open(start.screen, params: start.params, heading: start.heading) }
    if ProcessInfo.processInfo.environment["SPACEX_BROWSE_FAIL"] == "1" {
      // A test's hook: a failure mid-screen must leave the terminal as it was.
      throw FullScreenFailure.requested
    }
    draw()
    for await event in events {
      switch event {
      case .bytes(let bytes):
        for key in KeyDecoder().keys(in: bytes) {
          guard try await handle(key, notify: notify) else { return }
        }
      case .resized:
        size = terminal.size() ?? size
        writer.invalidate()
        await relayAll()
      case .changed(let id):
        guard stack.last?.viewID == id else { continue }
        await refreshTop()
      case .resumed:
        // The shell that continued us may set its own modes after we took ours again.
        if !terminal.isRaw { terminal.makeRaw() }
        size = terminal.size() ?? size
        writer.invalidate()
      case .warned(let line, let count):
        // Until the next key, as any message; every one is on stderr once the browser ends.
        message = FullScreenStrings.warning(line, count: count, language: language)
      }
      draw()
    }
  }

  // MARK: Keys

  /// Applies one key; `false` to quit.
  private func handle(_ key: Key, notify: @escaping @Sendable (MethodName, Data) -> Void) async throws -> Bool {
    message = nil
    if key == .control("c") { return false }
    if showingHelp {
      // The arrows (and j k) scroll a help longer than the window; any other key closes it.
      let lines = FullScreenStrings.help(language, width: size.columns).count
      let last = max(0, lines - size.viewportRows)
      switch key {
      case .down, .character("j"): helpTop = min(helpTop + 1, last)
      case .up, .character("k"): helpTop = max(helpTop - 1, 0)
      default:
        showingHelp = false
        return key != .character("q")
      }
      return true
    }
    if form != nil {
      await fill(key)
      return true
    }
    if finding != nil {
      await find(key)
      return true
    }
    switch key {
    case .character("q"): return false
    case .control("z"): suspend()
    case .character("?"): (showingHelp, helpTop) = (true, 0)
    case .up, .character("k"): move(by: -1)
    case .down, .character("j"), .tab: move(by: 1)
    case .pageUp, .control("b"): move(by: -max(1, size.viewportRows - 1))
    case .pageDown, .control("f"): move(by: max(1, size.viewportRows - 1))
    case .home, .character("g"): move(by: Int.min / 2)
    case .end, .character("G"): move(by: Int.max / 2)
    case .wheel(let up): move(by: up ? -3 : 3)
    case .click(let row, _): click(row: row)
    case .enter, .right, .character("l"): try await openUnderCursor(notify: notify)
    case .escape, .backspace, .left, .character("h"): await back()
    case .character("r"): await sendTop(.refresh)
    case .character("n"): await nextPage()
    case .character("p"): previousPage()
    case .character("/"): await startFinding()
    case .character("f"): await openForm()
    case .character(let key) where Self.globalScreen(key, container) != nil:
      // A top-level screen's own key (the settings' `s`) opens it from anywhere.
      if let screen = Self.globalScreen(key, container), stack.last?.screen != screen {
        try await open(screen, params: nil, heading: nil)
      }
    default: break
    }
    return true
  }

  /// Ctrl-Z: the terminal as it was, the job stopped as any program's is; on `fg`, the
  /// terminal taken again and the screen drawn whole, at the window's size then.
  private func suspend() {
    terminal.restore()
    // The whole job (a shell script around us too), as the terminal's Ctrl-Z stops it.
    kill(0, SIGTSTP)
    terminal.enter()
    size = terminal.size() ?? size
    writer.invalidate()
  }

  /// The lines the cursor can stand on: those that lead somewhere.
  func choosable(_ page: Page) -> [Int] {
    (page.render?.lines ?? []).indices.filter { page.render?.lines?[$0].target != nil }
  }

  private func move(by step: Int) {
    guard var page = stack.popLast() else { return }
    defer { stack.append(page) }
    let lines = page.render?.lines ?? []
    let choices = choosable(page)
    let window = size.viewportRows
    if let cursor = page.cursor, let at = choices.firstIndex(of: cursor), !choices.isEmpty {
      let next = choices[min(max(0, at.addingReportingOverflow(step).partialValue), choices.count - 1)]
      page.cursor = next
      if next < page.top { page.top = next }
      if next >= page.top + window { page.top = next - window + 1 }
      // The first choice shows what is above it (the header, the title); the last what is below
      // it (the paging line, where the data came from).
      if next == choices.first { page.top = 0 }
      if next == choices.last { page.top = max(page.top, min(next, lines.count - window)) }
    } else {
      // Nothing to choose: the window scrolls.
      let last = max(0, lines.count - window)
      page.top = min(max(0, page.top.addingReportingOverflow(step).partialValue), last)
    }
  }

  private func click(row: Int) {
    guard var page = stack.popLast() else { return }
    defer { stack.append(page) }
    let index = page.top + row - 2
    if choosable(page).contains(index) { page.cursor = index }
  }

  private func openUnderCursor(notify: @escaping @Sendable (MethodName, Data) -> Void) async throws {
    guard let page = stack.last, let cursor = page.cursor, let line = page.render?.lines?[cursor],
      let target = line.target
    else {
      message = FullScreenStrings.nothingToOpen(language)
      return
    }
    if let screen = target.screen {
      try await open(screen, params: target.params, heading: target.title)
    } else if let url = target.url {
      message = FullScreenStrings.noLink(language) + " " + url
    } else if let edit = target.edit {
      await change(edit, notify: notify)
    }
  }

  /// A setting changed in place: the next of its choices (a value to type is said how to).
  private func change(_ edit: Card.Edit, notify: @escaping @Sendable (MethodName, Data) -> Void) async {
    guard edit.typed == nil else {
      message = FullScreenStrings.typed(language) + " " + edit.param + " " + (edit.typed ?? "")
      return
    }
    guard let method = container.methods[named: edit.method], !edit.choices.isEmpty else { return }
    let current = stack.last.flatMap { page in page.cursor.flatMap { page.render?.lines?[safe: $0]?.text } } ?? ""
    // The value in force is the choice the line shows: `English (en)`, `ft`.
    let now = edit.choices.firstIndex { current.contains("(" + $0 + ")") || current.hasSuffix(" " + $0) }
    let next = edit.choices[((now ?? -1) + 1) % edit.choices.count]
    let context = MethodContext(formatter: formatter, app: container, notify: notify)
    do {
      _ = try await method.handler(.object([edit.param: .string(next)]), context)
    } catch {
      message = ScreenText.message(of: error, language)
    }
    writer.invalidate()
    await relayAll()
  }

  // MARK: Views

  private var viewSize: ViewSize? { try? ViewSize(width: max(ViewSize.widths.lowerBound, size.columns)) }

  private func open(_ screen: ScreenName, params: JSONValue?, heading: String?) async throws {
    message = FullScreenStrings.loading(language)
    draw()
    message = nil
    do {
      let (id, render) = try await container.views.open(
        screen, params: params, size: viewSize, screens: container.screens, formatter: formatter)
      var page = Page(screen: screen, params: params, heading: heading, viewID: id, render: render)
      page.cursor = choosable(page).first
      page.filter = try? await container.views.filter(id)?.filter
      page.pages = (try? await container.views.inputs(id))?.contains(.paging) ?? false
      stack.append(page)
      try? await closeOldPages()
    } catch {
      message = ScreenText.message(of: error, language)
      guard !stack.isEmpty else { throw error }
    }
  }

  /// Keeps the history's open views within ``openPages``: the oldest beyond it are closed.
  private func closeOldPages() async throws {
    for index in stack.indices.dropLast(Self.openPages) {
      guard let id = stack[index].viewID else { continue }
      // Only the fields a person sets: the rest came with the link that opened it (its params).
      if let fields = stack[index].filter?.names, let query = try? await container.views.filter(id) {
        let set = query.inForce.filter { fields.contains($0.name) }
        stack[index].closedWith = Dictionary(set.map { ($0.name, .string($0.value)) }) { first, _ in first }
      }
      try? await container.views.close(id)
      stack[index].viewID = nil
    }
  }

  private func back() async {
    guard stack.count > 1, let left = stack.popLast() else {
      message = FullScreenStrings.atStart(language)
      return
    }
    if let id = left.viewID { try? await container.views.close(id) }
    guard var page = stack.popLast() else { return }
    var reopened = false
    let cursorID = page.cursor.flatMap { page.render?.lines?[safe: $0]?.id }
    if page.viewID == nil,
      let opened = try? await container.views.open(
        page.screen, params: page.params, size: viewSize, screens: container.screens, formatter: formatter)
    {
      (page.viewID, page.render, reopened) = (opened.viewID, opened.render, true)
    }
    stack.append(page)
    if reopened {
      // As it was left: the filters set on it, the pages `n` added, the cursor on its item.
      if !page.closedWith.isEmpty {
        await sendTop(.setQuery(page.closedWith), quietly: true)
        stack[stack.count - 1].closedWith = [:]
      }
      for _ in page.pageStarts { await sendTop(.nextPage, quietly: true) }
    }
    await refreshTop()
    if reopened, let cursorID, var top = stack.popLast() {
      if let line = top.render?.lines?.firstIndex(where: { $0.id == cursorID }) { place(&top, cursor: line) }
      stack.append(top)
    }
  }

  /// Sends the top screen `input`, saying it is loading (unless `quietly`: a search typed);
  /// `false`, the error said, when the screen refused it or failed.
  @discardableResult
  func sendTop(_ input: ScreenInput, quietly: Bool = false) async -> Bool {
    guard let id = stack.last?.viewID else { return false }
    if !quietly {
      message = FullScreenStrings.loading(language)
      draw()
      message = nil
    }
    do {
      let (render, _) = try await container.views.send(input, to: id, size: viewSize, formatter: formatter)
      update(render)
      return true
    } catch {
      message = ScreenText.message(of: error, language)
      return false
    }
  }

  /// The next page's rows added under the others, the cursor on the first of them.
  private func nextPage() async {
    guard let page = stack.last else { return }
    guard page.pages else {
      message = FullScreenStrings.noPages(language)
      return
    }
    let before = page.render?.snapshot.itemCount ?? 0
    await sendTop(.nextPage)
    guard message == nil, var page = stack.popLast() else { return }
    defer { stack.append(page) }
    let items = page.render?.snapshot.sections.flatMap(\.items) ?? []
    guard items.count > before else {
      message = FullScreenStrings.lastPage(language)
      return
    }
    page.pageStarts.append(items[before])
    if let line = page.render?.lines?.firstIndex(where: { $0.id == items[before] }) { place(&page, cursor: line) }
  }

  /// The cursor back on the first row of the page before the one it is on.
  private func previousPage() {
    guard var page = stack.popLast() else { return }
    defer { stack.append(page) }
    let lines = page.render?.lines ?? []
    let starts = page.pageStarts.compactMap { id in lines.firstIndex { $0.id == id } }
    guard let cursor = page.cursor, let current = starts.lastIndex(where: { $0 <= cursor }) else {
      message = FullScreenStrings.firstPage(language)
      return
    }
    place(&page, cursor: current == 0 ? choosable(page).first ?? 0 : starts[current - 1])
  }

  /// Puts the cursor on `line`, the window moved to show it.
  func place(_ page: inout Page, cursor line: Int) {
    page.cursor = line
    let window = size.viewportRows
    if line < page.top || line >= page.top + window { page.top = max(0, line - window / 3) }
  }

  /// The top screen drawn again now (a change told, a tick, a return to it).
  private func refreshTop() async {
    guard let id = stack.last?.viewID,
      let render = try? await container.views.current(id, formatter: formatter)
    else { return }
    update(render)
  }

  /// Every screen of the history laid out again for the window's new size; the top one drawn.
  private func relayAll() async {
    guard let size = viewSize else { return }
    for page in stack {
      if let id = page.viewID { _ = try? await container.views.resize(id, to: size, formatter: formatter) }
    }
    await refreshTop()
  }

  /// A new render of the top screen: the cursor stays on the same item (by id), else on the
  /// same line, else on the first that can be chosen.
  private func update(_ render: ScreenRender) {
    guard var page = stack.popLast() else { return }
    let id = page.cursor.flatMap { page.render?.lines?[safe: $0]?.id }
    page.render = render
    let choices = choosable(page)
    if let id, let same = render.lines?.firstIndex(where: { $0.id == id }) {
      page.cursor = same
    } else if let cursor = page.cursor, choices.contains(cursor) {
      page.cursor = cursor
    } else {
      page.cursor = choices.first
    }
    let window = size.viewportRows
    if let cursor = page.cursor, cursor >= page.top + window { page.top = cursor - window + 1 }
    page.top = min(page.top, max(0, (render.lines?.count ?? 0) - 1))
    stack.append(page)
  }

  // MARK: Drawing

  func draw() {
    terminal.write(writer.update(to: BrowserFrame.rows(content(), size: size, colour: colour, language: language)))
  }

  private func content() -> FrameContent {
    if let form {
      return FrameContent(
        title: stack.map(title(of:)).joined(separator: BrowserFrame.separator) + BrowserFrame.separator
          + FullScreenStrings.filtersHeading(language),
        status: "", lines: form.lines(language), cursor: form.cursorLine, top: 0,
        keys: FullScreenStrings.formKeyBar(width: size.columns, language: language), message: message)
    }
    let keys = FullScreenStrings.keyBar(
      width: size.columns, filter: stack.last?.filter != nil, pages: stack.last?.pages ?? false,
      refresh: stack.last?.render?.state.source != nil, language: language)
    if showingHelp {
      let lines = FullScreenStrings.help(language, width: size.columns).map {
        ViewLine(DrawnLine(text: $0), target: nil)
      }
      return FrameContent(
        title: FullScreenStrings.helpTitle(language), status: "", lines: lines, cursor: nil, top: helpTop, keys: keys)
    }
    guard let page = stack.last else {
      return FrameContent(title: "", status: "", lines: [], cursor: nil, top: 0, keys: keys, message: message)
    }
    let status =
      page.render.map { FullScreenStrings.status($0.state, formatter: formatter) } ?? (text: "", stale: false)
    var lines = page.render?.lines ?? []
    if let filters = page.render?.filters { lines.insert(ViewLine(DrawnLine(text: filters), target: nil), at: 0) }
    let shift = lines.count - (page.render?.lines?.count ?? 0)
    let cursor = page.cursor.map { $0 + shift }
    var top = page.top == 0 ? 0 : page.top + shift
    // The live line (the countdown) kept in sight: pinned above the key bar while the window is
    // elsewhere, the window moved one more line when the cursor would be under it.
    let window = size.viewportRows
    var pinned: ViewLine?
    if let live = lines.lastIndex(where: { $0.live == true }), !(top..<(top + window)).contains(live) {
      pinned = lines[live]
      if let cursor, cursor == top + window - 1 { top += 1 }
    }
    return FrameContent(
      title: stack.map(title(of:)).joined(separator: BrowserFrame.separator), status: status.text,
      isStale: status.stale, lines: lines, cursor: cursor, top: top, keys: keys, message: message, pinned: pinned)
  }

  // MARK: Helpers

  /// The top-level screen whose own key `key` is (`s`: the settings).
  static func globalScreen(_ key: Character, _ container: AppContainer) -> ScreenName? {
    container.screens.all.first { $0.home?.key == String(key) }?.name
  }

  /// A page's name in the title bar: the record's (`CRS-7`), else the screen's home title in
  /// the language in force (`Запуски`), the home screen's `SpaceX`.
  private func title(of page: Page) -> String {
    if page.screen == .home { return FullScreenStrings.root(language) }
    return page.heading ?? container.screens[page.screen]?.home?.title(language)
      ?? page.screen.rawValue.capitalizedFirst
  }

  /// The `viewId` of a `view.didChange`'s params.
  static func viewID(in params: Data) -> String? {
    guard case .object(let members)? = try? JSONParser.parse(params), case .string(let id)? = members["viewId"]
    else { return nil }
    return id
  }

  /// Reads the terminal on a thread of its own, each read's bytes an event.
  private static func readInput(into events: AsyncStream<Event>.Continuation) {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          events.finish()
          return
        }
        events.yield(.bytes(Array(buffer[0..<count])))
      }
    }
    thread.start()
  }
}

/// A failure a test asks for (`SPACEX_BROWSE_FAIL=1`), to see the terminal restored after one.
package enum FullScreenFailure: Error, CustomStringConvertible {
  case requested
  package var description: String { "the browser failed, as the test asked" }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
