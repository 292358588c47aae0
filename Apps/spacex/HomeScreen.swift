import AppContainer
import Core

/// The browser's first screen: every top-level screen the features registered, numbered in
/// their order. Nothing here names a feature: a new one with a `home` entry appears by itself.
struct HomeScreen: Screen {
  let entries: [(name: ScreenName, entry: HomeEntry)]

  init(registry: ScreenRegistry) {
    entries = registry.all.compactMap { factory in factory.home.map { (factory.name, $0) } }
      // Equals by name, as every client orders them (`order` alone leaves ties to each sort).
      .sorted { ($0.entry.order, $0.name) < ($1.entry.order, $1.name) }
  }

  func send(_ input: ScreenInput) async throws {}

  func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    ScreenRender(state: ScreenState(status: "loaded"), snapshot: ListSnapshot())
  }

  func text(_ formatter: DisplayFormatter) async -> String {
    let language = formatter.language
    let width = String(entries.count).count
    let rows = entries.enumerated().map { index, item in
      let number = DisplayWidth.padLeft("\(index + 1)", to: width)
      let key = item.entry.key.map { "  (\($0))" } ?? ""
      return "\(number)  \(item.entry.title(language))\(key)"
    }
    return ([TextStyle.bold("SpaceX", if: formatter.usesColor)] + rows).joined(separator: "\n") + "\n"
  }

  func destination(ofRow number: Int) async -> ScreenLink? {
    guard entries.indices.contains(number - 1) else { return nil }
    let (name, entry) = entries[number - 1]
    return ScreenLink(title: entry.title, screen: name)
  }
}
