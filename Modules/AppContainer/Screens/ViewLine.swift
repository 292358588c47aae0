import Core
import JSONRPC

/// One drawn line of a view as `spacex-rpc` sends it: `{text, spans, id?, target?}`. `target`
/// is what choosing the line opens (`{screen, params}`, for `view.open`), and `id` the item it
/// shows (its target's `id`), so a client keeps its cursor on the same item across redraws.
package struct ViewLine: Sendable, Hashable, Codable {
  package struct Target: Sendable, Hashable, Codable {
    package var screen: ScreenName
    package var params: JSONValue?
  }

  package var text: String
  package var spans: [DrawnSpan]
  package var id: String?
  package var target: Target?

  package init(_ line: DrawnLine, opening link: ScreenLink? = nil) {
    text = line.text
    spans = line.spans
    target = link.map { Target(screen: $0.screen, params: $0.params) }
    if case .object(let params)? = link?.params, case .string(let id)? = params["id"] { self.id = id }
  }
}

extension ViewLine: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("spans", spans)
    json.member("target", target)
    json.member("text", text)
    json.endObject()
  }
}

extension ViewLine.Target: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("params", params)
    json.member("screen", screen.rawValue)
    json.endObject()
  }
}
