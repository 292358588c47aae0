import Core
import Foundation
import JSONRPC

/// What a screen can be asked to do.
package enum ScreenInput: Sendable, Hashable {
  /// Load for the first time.
  case load
  case nextPage
  case refresh
  case retry
  /// New query fields: an omitted field keeps its value, `null` resets it.
  case setQuery([String: JSONValue])
}
