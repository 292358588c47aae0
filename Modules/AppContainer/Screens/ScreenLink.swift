import Core
import Foundation
import JSONRPC

/// A way from one screen to another: the screen's name and its `view.open` params.
package struct ScreenLink: Sendable, Hashable {
  /// The key that follows it in the text browser (empty for row links).
  package var key: String
  /// What the key hint says (`launchpad`), or what a row leads to.
  package var title: Phrase
  package var screen: ScreenName
  package var params: JSONValue?
  /// The name of what it opens (`CCSFS SLC 40`), for the browser's path line; else `title`.
  package var heading: String?
  /// The card field it belongs to (`launchpad`), so an editor can follow it from that line.
  package var field: String?

  package init(
    key: String = "", title: Phrase, screen: ScreenName, params: JSONValue? = nil, heading: String? = nil,
    field: String? = nil
  ) {
    self.key = key
    self.title = title
    self.screen = screen
    self.params = params
    self.heading = heading
    self.field = field
  }

  /// The record it opens (its params' `id`), if it names one.
  package var id: String? { Self.id(in: params) }

  /// The record `view.open` params name (their `id`), if they name one.
  package static func id(in params: JSONValue?) -> String? {
    if case .object(let params)? = params, case .string(let id)? = params["id"] { id } else { nil }
  }

  /// A link whose params are text members (`["rocket": id]`), so a feature that declares one
  /// needs no JSON-RPC module.
  package init(
    key: String = "", title: Phrase, screen: ScreenName, arguments: [String: String], heading: String? = nil,
    field: String? = nil
  ) {
    self.init(
      key: key, title: title, screen: screen, params: .object(arguments.mapValues(JSONValue.string)),
      heading: heading, field: field)
  }
}
