import Core
import Foundation
import JSONRPC

/// A link as a view's state carries it: a key, its hint in the session's language, and the
/// `view.open` it stands for.
package struct ScreenStateLink: Sendable, Hashable, Codable, JSONWritable {
  package var key: String
  package var title: String
  package var screen: ScreenName
  package var params: JSONValue?
  /// The card field it belongs to, if any.
  package var field: String?

  package init(_ link: ScreenLink, language: Language) {
    key = link.key
    title = link.title(language)
    screen = link.screen
    params = link.params
    field = link.field
  }

  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("field", field)
    json.member("key", key)
    json.member("params", params)
    json.member("screen", screen.rawValue)
    json.member("title", title)
    json.endObject()
  }
}
