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
  /// The filters in force, as the line a drawing client shows above the lines (the browser's:
  /// `Filters: rocket Falcon 9`); `nil` with no lines or no filter.
  package var filters: String?

  package init(state: ScreenState, snapshot: ListSnapshot) {
    self.state = state
    self.snapshot = snapshot
  }
}
