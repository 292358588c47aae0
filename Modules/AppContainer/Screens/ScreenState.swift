import Core
import Foundation
import JSONRPC

/// `{status, source?, stale?, fetchedAt?, sources?, message?, data?}`: the contract's `state`.
package struct ScreenState: Sendable, Hashable, Codable {
  /// `idle`, `loading`, `loaded`, `empty` or `failed`.
  package var status: String
  package var source: DataSourceKind?
  package var stale: Bool?
  package var fetchedAt: Date?
  /// Each provider's part, as list envelopes give it.
  package var sources: [ProviderProvenance]?
  /// For `empty` and `failed`: what to tell the user (which filter emptied the list, what failed);
  /// for `loaded` stale data: how old it is and why the source could not refresh it.
  package var message: String?
  /// The screen's content (items, a card), already formatted for the current settings, and
  /// already encoded: it is only ever sent.
  package var data: EncodedJSON?
  /// Where keys lead from here (a launch's launchpad: `p`), once loaded.
  package var links: [ScreenStateLink]?
  /// The language its strings are in (`en`, `ru`), so a client titles its columns alike.
  package var language: Language?

  package init(
    status: String, provenance: Provenance? = nil, message: String? = nil, data: EncodedJSON? = nil
  ) {
    self.status = status
    self.source = provenance?.source
    self.stale = provenance?.isStale
    self.fetchedAt = provenance?.fetchedAt
    self.sources = provenance?.sources
    self.message = message
    self.data = data
  }

  /// `value` as JSON, through the same encoder as every RPC result, its strings made safe to show:
  /// a screen's content is drawn into an editor's buffer as it comes.
  package static func json(_ value: some Encodable) -> EncodedJSON? {
    try? EncodedJSON(textForPeople: value)
  }
}

extension ScreenState: JSONSchemaAnnotating {
  package static let memberAnnotations: [String: JSONValue] = [
    "status": .object([
      "enum": .array(["idle", "loading", "loaded", "empty", "failed"]),
      "description": "Where the screen's load is; `empty` and `failed` come with a message.",
    ]),
    "data": .object([
      "description": "The screen's content, formatted for the current settings: its shape is the screen's."
    ]),
    "message": .object([
      "description":
        "For `empty` and `failed`: which filter emptied the list, or what failed; for `loaded` stale data: how old it is and why it could not be refreshed."
    ]),
    "links": .object([
      "description":
        "Where keys lead from the loaded screen: {key, title, screen, params, field?}; open one with view.open {screen, params}; field names the card field it belongs to."
    ]),
  ]
}

extension ScreenState: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("data", data)
    json.member("fetchedAt", fetchedAt)
    json.member("language", language?.rawValue)
    json.member("links", links)
    json.member("message", message)
    json.member("source", source)
    json.member("sources", sources)
    json.member("stale", stale)
    json.member("status", status)
    json.endObject()
  }
}
