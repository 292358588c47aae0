import Core
import Foundation

/// One of Launch Library 2's editors' notes on a launch ("Now targeting…", "Static fire
/// complete"): why it moved, next to our ledger's record that it moved. Its text is LL2's, shown
/// from synced data only (never kept in fixtures or the offline sample).
package struct LaunchNote: Sendable, Hashable {
  package var id: Int?
  package var comment: String
  package var url: WebLink?
  package var author: String?
  package var at: Date?

  package init(id: Int?, comment: String, url: WebLink? = nil, author: String? = nil, at: Date? = nil) {
    (self.id, self.comment, self.url, self.author, self.at) = (id, comment, url, author, at)
  }
}

extension [LaunchNote] {
  /// Newest first; a note without a time last, in LL2's order.
  package var newestFirst: [LaunchNote] {
    enumerated().sorted { a, b in
      switch (a.element.at, b.element.at) {
      case (let x?, let y?) where x != y: x > y
      case (_?, nil): true
      case (nil, _?): false
      default: a.offset < b.offset
      }
    }.map(\.element)
  }
}
