import Core
import JSONRPC

/// A picture an editor may show, with what it is.
package struct ImageLink: Codable, Sendable, Hashable, JSONSchemaAnnotating {
  /// `photo` (Flickr), `patch-small` and `patch-large` (the mission patch), `launch-library`
  /// (the picture Launch Library 2 shows).
  package var kind: String
  package var url: String

  package init(kind: String, url: String) {
    self.kind = kind
    self.url = url
  }

  package static let memberAnnotations: [String: JSONValue] = [
    "kind": .object(["enum": .array(["photo", "patch-small", "patch-large", "launch-library"])]),
    "url": .object(["format": "uri"]),
  ]
}

extension ImageLink: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("kind", kind)
    json.member("url", url)
    json.endObject()
  }
}
