import Core
import JSONRPC

extension ScreenName {
  /// The first screen of `spacex browse` and of every editor: the top-level screens.
  package static let home = ScreenName("home")
}

/// The first screen: every top-level screen the features registered, in their order, each
/// leading to its screen. Nothing here names a feature: a new one with a `home` entry appears by
/// itself. The container registers it once every feature is (it lists them all).
package struct HomeScreen: Screen {
  /// One top-level screen as `state.data` lists it.
  package struct Entry: Codable, Sendable, Hashable {
    /// The screen it opens (with no params), which is also its item id.
    package var id: ScreenName
    package var title: String
    /// The key that opens it from any screen (`s`), if it has one.
    package var key: String?
  }

  private let entries: [(name: ScreenName, entry: HomeEntry)]

  package init(registry: ScreenRegistry) {
    entries = registry.all.compactMap { factory in factory.home.map { (factory.name, $0) } }
      // Equals by name, so `order` alone never leaves ties to a sort.
      .sorted { ($0.entry.order, $0.name) < ($1.entry.order, $1.name) }
  }

  /// The home screen's factory, listing the top-level screens of `registry`.
  static func factory(listing registry: ScreenRegistry) -> ScreenFactory {
    let screen = HomeScreen(registry: registry)
    return ScreenFactory(name: .home, params: NoParams.self, data: [Entry].self) { _ in screen }
  }

  package func send(_ input: ScreenInput) async throws {}

  package func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let data = entries.map { Entry(id: $0.name, title: $0.entry.title(formatter.language), key: $0.entry.key) }
    return ScreenRender(
      state: ScreenState(status: "loaded", data: ScreenState.json(data)),
      snapshot: ListSnapshot(sections: [.init(id: "screens", items: entries.map(\.name.rawValue))]))
  }

  /// Numbered for the line-mode browser (a number opens a row) under the app's name; drawn for a
  /// client, the rows alone, unnumbered (its cursor chooses, and its own title line names the
  /// app).
  package func text(_ formatter: DisplayFormatter) async -> String {
    let width = String(entries.count).count
    let rows = entries.enumerated().map { index, item in
      // The key whole, the title cut first where the width is short.
      let key = item.entry.key.map { "(\($0))" }
      let room = (formatter.width ?? Int.max) - (formatter.marksLines ? 0 : width + 2) - (key.map { $0.count + 2 } ?? 0)
      let title =
        DisplayWidth.truncate(item.entry.title(formatter.language), to: max(1, room))
        + (key.map { "  " + TextStyle.styled($0, .key, if: formatter.usesColor) } ?? "")
      return formatter.marksLines
        ? TerminalDrawing.markingRow(index + 1, title)
        : DisplayWidth.padLeft("\(index + 1)", to: width) + "  " + title
    }
    let heading = formatter.marksLines ? [] : [TextStyle.bold("SpaceX", if: formatter.usesColor)]
    return (heading + rows).joined(separator: "\n") + "\n"
  }

  package func destination(ofRow number: Int) async -> ScreenLink? {
    guard entries.indices.contains(number - 1) else { return nil }
    let (name, entry) = entries[number - 1]
    return ScreenLink(title: entry.title, screen: name)
  }
}
