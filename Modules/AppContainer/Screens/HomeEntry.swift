import Core
import Foundation
import JSONRPC

/// How a top-level screen appears on the browser's home screen.
package struct HomeEntry: Sendable, Hashable {
  package var title: Phrase
  /// Where it stands among the others (lower first); features leave gaps for later ones.
  package var order: Int
  /// A key that opens it from any screen (`s` for the settings), if it has one.
  package var key: String?

  package init(title: Phrase, order: Int, key: String? = nil) {
    self.title = title
    self.order = order
    self.key = key
  }
}
