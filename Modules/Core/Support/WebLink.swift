import Foundation

/// A web address, kept as its text.
///
/// A source's string is checked once, where it enters (``init(_:)``), and dropped when it is not
/// an address. The compact catalog holds only addresses checked that way, so it reads them back
/// as they are (``init(checked:)``): parsing its 1,300 addresses again as `URL`s was a quarter of
/// the work `spacex launches` did before its first line (`spacex-benchmarks startup`).
package struct WebLink: Sendable, Hashable, CustomStringConvertible {
  /// The address as a source gave it, e.g. `https://www.youtube.com/watch?v=...`.
  package let absoluteString: String

  /// The address `text` names, or `nil` when `URL` cannot read it.
  package init?(_ text: String) {
    guard let url = URL(string: text) else { return nil }
    absoluteString = url.absoluteString
  }

  /// An address that was checked by ``init(_:)`` when it was first seen.
  package init(checked text: String) {
    absoluteString = text
  }

  package var url: URL? { URL(string: absoluteString) }
  /// Whether it is an `https:` address: the only kind handed to an opener or linked as a page.
  package var isSecure: Bool { url?.scheme?.lowercased() == "https" }
  package var description: String { absoluteString }
}
