import Core
import Foundation
import JSONRPC

/// Screens by name (`rockets`, `launches`, `launch`, …).
package typealias ScreenRegistry = NamedRegistry<ScreenFactory>

extension NamedRegistry<ScreenFactory> {
  /// What the app has, from the top-level screens the features registered, in their order:
  /// "rockets, launches, launchpads, favourites and settings". For taglines.
  package func topics(_ language: Language) -> String {
    let titles = all.compactMap(\.home).sorted { $0.order < $1.order }.map { $0.title(language).lowercased() }
    guard titles.count > 1 else { return titles.first ?? "" }
    let and = Phrase(en: " and ", ru: " и ")(language)
    return titles.dropLast().joined(separator: ", ") + and + titles[titles.count - 1]
  }
}
