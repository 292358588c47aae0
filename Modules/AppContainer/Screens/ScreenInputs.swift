import Core
import Foundation
import JSONRPC

/// The inputs a screen takes beyond loading, so a frontend offers only keys that work there.
package struct ScreenInputs: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  package static let paging = ScreenInputs(rawValue: 1)
}
