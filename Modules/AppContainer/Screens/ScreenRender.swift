import Core
import Foundation
import JSONRPC

/// A screen's presented state: what `view.*` returns and `view.didChange` carries.
package struct ScreenRender: Sendable, Hashable {
  package var state: ScreenState
  package var snapshot: ListSnapshot
  /// The screen as the terminal draws it at the view's width, for a session that asked for
  /// drawn lines (``ViewHost/draw(in:)``); `nil` otherwise.
  package var lines: [ViewLine]?
  /// The words a drawing client says around those lines, in their language; `nil` with no lines.
  package var words: ClientWords?

  package init(state: ScreenState, snapshot: ListSnapshot) {
    self.state = state
    self.snapshot = snapshot
  }
}
