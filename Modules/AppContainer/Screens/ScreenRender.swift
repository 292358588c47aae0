import Core
import Foundation
import JSONRPC

/// A screen's presented state: what `view.*` returns and `view.didChange` carries.
package struct ScreenRender: Sendable, Hashable {
  package var state: ScreenState
  package var snapshot: ListSnapshot

  package init(state: ScreenState, snapshot: ListSnapshot) {
    self.state = state
    self.snapshot = snapshot
  }
}
