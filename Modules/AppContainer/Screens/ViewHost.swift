import Core
import Foundation
import JSONRPC

/// The screens `spacex-rpc` holds open for an editor, by view id.
///
/// - Important: inputs to one view are applied one at a time, in arrival order (each view has
///   its own ``SerialQueue``); different views run concurrently.
package actor ViewHost {
  private struct OpenView {
    var screen: any Screen
    var queue: SerialQueue
    /// The client's window, for drawn lines: the width they are laid out to.
    var size: ViewSize?
    /// What the client saw last, so every answer can carry the diff from it. Read and written
    /// only inside `queue`, so diffs follow the order the client sees answers in.
    var shown: Shown
  }

  private final class Shown: Sendable {
    private let snapshot = Locked(ListSnapshot())
    private let state = Locked<ScreenState?>(nil)
    private let lines = Locked<[ViewLine]?>(nil)

    /// Records `new` as shown and returns the diff from what was shown before.
    func replace(with new: ListSnapshot) -> ListDiff {
      snapshot.withLock { shown in
        defer { shown = new }
        return ListDiff(from: shown, to: new)
      }
    }

    /// Records `render` as shown: the diff, and whether anything at all changed.
    func replace(with render: ScreenRender) -> (diff: ListDiff, changed: Bool) {
      let diff = replace(with: render.snapshot)
      let stateChanged = state.withLock { shown in
        defer { shown = render.state }
        return shown != render.state
      }
      let linesChanged = lines.withLock { shown in
        defer { shown = render.lines }
        return shown != render.lines
      }
      return (diff, stateChanged || linesChanged || !diff.isEmpty)
    }
  }

  private var views: [String: OpenView] = [:]
  private var lastID = 0
  /// Whether a re-render of every view for new settings is running, and whether another change
  /// came meanwhile (it re-renders once more after, with the settings then current).
  private var rerendering = false
  private var rerenderAgain = false
  private var latestFormatter: DisplayFormatter?
  /// How the session counts span offsets, once its client asked for drawn lines; `nil`: it
  /// did not, and answers carry none.
  private var drawing: PositionEncoding?
  /// What draws ticking views again each second, once drawn lines were asked for.
  private var ticker: Task<Void, Never>?
  /// The views a tick is drawing now: the next tick passes them by (coalesced), so a slow
  /// render never queues up seconds behind it.
  private var ticking: Set<String> = []

  /// The most views one session may hold open: far past a day of editor use (each buffer is one,
  /// and both editor clients close a view with its buffer), and a bound on what a client that
  /// never closes them costs every change of settings.
  package static let maximumOpenViews = 256

  package init() {}

  /// From now on every answer and change of a view with a size carries its drawn lines, span
  /// offsets counted in `encoding`.
  package func draw(in encoding: PositionEncoding) {
    drawing = encoding
  }

  /// From now on, once a second (real time), every open view whose screen ticks (a countdown)
  /// and that has drawn lines is drawn again with `formatter()` (the time then), and sent a
  /// `view.didChange` when its lines changed: at most one a second per view, ticks that come
  /// while a view's last one is still drawing passed by.
  package func tickEachSecond(
    formatter: @escaping @Sendable () -> DisplayFormatter, notify: @escaping @Sendable (MethodName, Data) -> Void
  ) {
    guard ticker == nil else { return }
    ticker = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        await self?.tick(formatter: formatter(), notify: notify)
      }
    }
  }

  deinit { ticker?.cancel() }

  private func tick(formatter: DisplayFormatter, notify: @escaping @Sendable (MethodName, Data) -> Void) async {
    let drawing = drawing
    for id in openViewIDs where !ticking.contains(id) {
      guard let view = views[id], view.size != nil, await view.screen.ticks() else { continue }
      ticking.insert(id)
      // Each view on its own, behind its inputs, so one slow view holds up no other.
      Task {
        let change = try? await view.queue.run { () -> ViewDidChange? in
          let render = await Self.render(view, drawing, formatter)
          let (diff, changed) = view.shown.replace(with: render)
          return changed ? ViewDidChange(viewId: id, render: render, diff: diff) : nil
        }
        if let change = change ?? nil, let params = try? JSONWriter.encode(change) { notify(.viewDidChange, params) }
        self.ticked(id)
      }
    }
  }

  private func ticked(_ id: String) { ticking.remove(id) }

  /// Opens `screen` with `params`, loads it, and returns its id and first render.
  package func open(
    _ name: ScreenName, params: JSONValue?, size: ViewSize? = nil, screens: ScreenRegistry,
    formatter: DisplayFormatter
  ) async throws -> (viewID: String, render: ScreenRender) {
    guard let factory = screens[name] else {
      let names = screens.all.map(\.name.rawValue).joined(separator: ", ")
      throw RPCError.invalidParams("screen", "unknown screen '\(name)' (screens: \(names))")
    }
    guard views.count < Self.maximumOpenViews else {
      throw RPCError(
        code: .tooManyViews,
        message: "This session has \(Self.maximumOpenViews) views open, as many as it may: close some with view.close",
        data: .object(["limit": .integer(Self.maximumOpenViews)]))
    }
    let screen = try await factory.open(params)
    lastID += 1
    let id = "v\(lastID)"
    views[id] = OpenView(screen: screen, queue: SerialQueue(), size: size, shown: Shown())
    let (render, _) = try await apply(.load, to: id, formatter: formatter)
    return (id, render)
  }

  /// Applies `input` to the view and returns its new render and the diff from what was shown.
  package func send(
    _ input: ScreenInput, to id: String, size: ViewSize? = nil, formatter: DisplayFormatter
  ) async throws -> (ScreenRender, ListDiff) {
    if let size { try resized(id, to: size) }
    return try await apply(input, to: id, formatter: formatter)
  }

  /// The view laid out again for a window of `size`: its drawn lines (none when the session did
  /// not ask for them). Queued behind the view's inputs, so it draws what they left.
  package func resize(_ id: String, to size: ViewSize, formatter: DisplayFormatter) async throws -> [ViewLine] {
    try resized(id, to: size)
    guard let view = views[id] else { throw Self.unknown(id) }
    let drawing = drawing
    return try await view.queue.run { await Self.lines(of: view.screen, size: size, drawing: drawing, formatter) ?? [] }
  }

  /// The view drawn now, with its lines when it has a size: for a client in this process, which
  /// hears that a view changed (`view.didChange` through `notify`) and asks for it. Queued behind
  /// the view's inputs, so it draws what they left.
  package func current(_ id: String, formatter: DisplayFormatter) async throws -> ScreenRender {
    guard let view = views[id] else { throw Self.unknown(id) }
    let drawing = drawing
    return try await view.queue.run { await Self.render(view, drawing, formatter) }
  }

  /// The query a person sets on the view's screen (`f`), with the values in force; `nil` for a
  /// screen that takes none. Queued behind the view's inputs, so it reads what they left.
  package func filter(_ id: String) async throws -> (filter: ScreenFilter, inForce: [(name: String, value: String)])? {
    guard let view = views[id] else { throw Self.unknown(id) }
    guard let filter = view.screen.filter else { return nil }
    return try await view.queue.run { (filter, await view.screen.filters()) }
  }

  /// What the view's screen takes besides load, refresh and retry (more pages).
  package func inputs(_ id: String) throws -> ScreenInputs {
    guard let view = views[id] else { throw Self.unknown(id) }
    return view.screen.inputs
  }

  private func resized(_ id: String, to size: ViewSize) throws {
    guard views[id] != nil else { throw Self.unknown(id) }
    views[id]?.size = size
  }

  package func close(_ id: String) throws {
    guard views.removeValue(forKey: id) != nil else { throw Self.unknown(id) }
  }

  package var openViewIDs: [String] { views.keys.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count } }

  /// Re-renders every open view for new settings and sends each a `view.didChange` whose diff
  /// reloads the items whose display changed (ids never change with settings).
  ///
  /// Changes that come while a re-render runs coalesce: the caller returns at once, and one more
  /// pass follows with the latest formatter, so ten changes in a row cost two passes, not ten. A
  /// view's own requests meanwhile render with the new settings anyway.
  package func settingsDidChange(formatter: DisplayFormatter, notify: @Sendable (MethodName, Data) -> Void) async {
    latestFormatter = formatter
    guard !rerendering else {
      rerenderAgain = true
      return
    }
    rerendering = true
    defer { rerendering = false }
    repeat {
      rerenderAgain = false
      await rerenderAll(formatter: latestFormatter ?? formatter, notify: notify)
    } while rerenderAgain
  }

  private func rerenderAll(formatter: DisplayFormatter, notify: @Sendable (MethodName, Data) -> Void) async {
    let drawing = drawing
    for id in openViewIDs {
      guard let view = views[id] else { continue }
      // Queued behind any input in flight, so the change shows that input's outcome.
      guard
        let change = try? await view.queue.run({
          let render = await Self.render(view, drawing, formatter)
          let diff = view.shown.replace(with: render).diff
          return ViewDidChange(viewId: id, render: render, diff: diff)
        })
      else { continue }
      if let params = try? JSONWriter.encode(change) { notify(.viewDidChange, params) }
    }
  }

  /// Tells every open view that `topic` changed (`favourites`), so a screen that shows it
  /// reloads (``Screen/dependencyDidChange(_:)``); each view that now renders differently gets a
  /// `view.didChange` with the diff (a favourite launch's row reloaded, a new favourite inserted).
  package func dependencyDidChange(
    _ topic: String, formatter: DisplayFormatter, notify: @Sendable (MethodName, Data) -> Void
  ) async {
    let drawing = drawing
    for id in openViewIDs {
      guard let view = views[id] else { continue }
      guard
        let change = try? await view.queue.run({ () -> ViewDidChange? in
          await view.screen.dependencyDidChange(topic)
          let render = await Self.render(view, drawing, formatter)
          let (diff, changed) = view.shown.replace(with: render)
          return changed ? ViewDidChange(viewId: id, render: render, diff: diff) : nil
        }),
        let params = try? JSONWriter.encode(change)
      else { continue }
      notify(.viewDidChange, params)
    }
  }

  private func apply(_ input: ScreenInput, to id: String, formatter: DisplayFormatter) async throws -> (
    ScreenRender, ListDiff
  ) {
    guard let view = views[id] else { throw Self.unknown(id) }
    let drawing = drawing
    return try await view.queue.run {
      try await view.screen.send(input)
      let render = await Self.render(view, drawing, formatter)
      return (render, view.shown.replace(with: render).diff)
    }
  }

  /// The screen's render with the links its keys follow, in the formatter's language, and its
  /// drawn lines where the session draws and the view has a size.
  private static func render(_ view: OpenView, _ drawing: PositionEncoding?, _ formatter: DisplayFormatter) async
    -> ScreenRender
  {
    let screen = view.screen
    var render = await screen.render(formatter)
    render.state.language = formatter.language
    let links = await screen.links()
    if !links.isEmpty { render.state.links = links.map { ScreenStateLink($0, language: formatter.language) } }
    render.lines = await lines(of: screen, size: view.size, drawing: drawing, formatter, links: links)
    if render.lines != nil {
      render.words = ClientWords.of(formatter.language)
      render.filters = await ScreenText.filters(of: screen, formatter.language)
    }
    return render
  }

  /// The screen as the terminal draws it in a window of `size` (the browser's text: one layout
  /// for both), read into lines and spans counted in `drawing`, each with what choosing it does:
  /// a row's destination, or a card line's link from its field (a launch's launchpad) or to the
  /// record it shows (its booster), its URL or its edit.
  /// - Parameter links: the screen's links, when the caller has them already.
  private static func lines(
    of screen: any Screen, size: ViewSize?, drawing: PositionEncoding?, _ formatter: DisplayFormatter,
    links known: [ScreenLink]? = nil
  ) async -> [ViewLine]? {
    guard let drawing, let size else { return nil }
    var terminal = formatter
    terminal.width = size.width
    terminal.usesColor = true
    terminal.marksLines = true
    let drawn = TerminalDrawing.lines(await screen.text(terminal))
    let links = if let known { known } else { await screen.links() }
    let byField = Dictionary(
      links.compactMap { link in link.field.map { ($0, link) } }, uniquingKeysWith: { a, _ in a })
    let byRecord = Dictionary(links.compactMap { link in link.id.map { ($0, link) } }, uniquingKeysWith: { a, _ in a })
    let rows = await screen.destinations(ofRows: drawn.compactMap(\.row))
    var lines: [ViewLine] = []
    lines.reserveCapacity(drawn.count)
    for line in drawn {
      var target: ViewLine.Target?
      if let row = line.row {
        target = rows[row].map { ViewLine.Target($0) }
      } else if let mark = line.mark {
        let link = mark.field.flatMap { byField[$0] } ?? mark.id.flatMap { byRecord[$0] }
        target = link.map { ViewLine.Target($0) } ?? ViewLine.Target(mark)
      }
      lines.append(ViewLine(drawing.encoded(line), target: target))
    }
    return lines
  }

  private static func unknown(_ id: String) -> RPCError {
    RPCError(
      code: .unknownView, message: "No open view '\(id)' (never opened, or closed)",
      data: .object(["viewId": .string(id)]))
  }
}

/// Runs operations one at a time, in the order they were submitted.
package actor SerialQueue {
  private var tail: Task<Void, Never>?

  package init() {}

  package func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let previous = tail
    let task = Task {
      await previous?.value
      return try await operation()
    }
    tail = Task { _ = try? await task.value }
    return try await task.value
  }
}

extension MethodName {
  /// What an open view sends when it now shows something else.
  package static let viewDidChange = MethodName("view.didChange")
}
