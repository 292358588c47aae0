import Core
import Foundation
import JSONRPC

/// The query of a screen that takes one, as a person types it in `spacex browse`.
package struct ScreenFilter: Sendable {
  /// The fields a person sets (`status`, `year`, …): what `clear` resets. Fields set by the link
  /// that opened the screen (a rocket's launches) are not among them.
  package var fields: [String]
  /// How to type them: `status S | year Y | search TEXT | sort newest|oldest`.
  package var syntax: Phrase

  package init(fields: [String], syntax: Phrase) {
    self.fields = fields
    self.syntax = syntax
  }
}
