import Core
import JSONRPC

/// One drawn line of a view as `spacex-rpc` sends it: `{text, spans, id?, target?}`. `target`
/// is what choosing the line does, and `id` the item it shows (its screen target's `id`), so a
/// client keeps its cursor on the same item across redraws.
package struct ViewLine: Sendable, Hashable, Codable {
  /// What choosing a line does, one of: open `{screen, params}` (with `view.open`; `title` names
  /// the record it opens, for a client's breadcrumbs: a screen of its own is named by the
  /// client, in the language then in force), open `url` in the desktop's browser, or change a
  /// setting in place (`edit`: call its method with `{param: one of choices}`; `title` is the
  /// setting's label, for the prompt).
  package struct Target: Sendable, Hashable, Codable {
    package var screen: ScreenName?
    package var params: JSONValue?
    package var title: String?
    package var url: String?
    package var edit: Card.Edit?

    /// Where `link` leads, named by the record it opens, if it opens one.
    package init(_ link: ScreenLink) {
      (screen, params, title) = (link.screen, link.params, link.heading)
    }

    /// Where a card's `mark` leads: its URL, else its edit; `nil` for a line that leads nowhere.
    package init?(_ mark: LineMark) {
      if let url = mark.url {
        self.url = url
      } else if let edit = mark.edit {
        (self.edit, title) = (edit, mark.label)
      } else {
        return nil
      }
    }
  }

  package var text: String
  package var spans: [DrawnSpan]
  package var id: String?
  package var target: Target?
  /// `true` on the screen's live line, the one that changes each second (`Due: T−00:12:00`),
  /// which a client may keep in sight (the full-screen browser pins it above its key bar when
  /// the window is scrolled away from it); absent on every other line.
  package var live: Bool?

  package init(_ line: DrawnLine, target: Target?) {
    text = line.text
    spans = line.spans
    self.target = target
    id = ScreenLink.id(in: target?.params)
    live = line.live ? true : nil
  }
}

// Written member by member through concrete calls rather than `member(_:_:)`'s generic one: a
// screen's answer is dozens of lines, and the generic path looked up each optional's and
// array's metadata at run time, a tenth of drawing a screen.
extension ViewLine: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("live", live)
    json.memberKey("spans")
    json.spans(spans)
    if let target {
      json.memberKey("target")
      target.write(to: &json)
    }
    json.member("text", text)
    json.endObject()
  }
}

extension JSONWriter {
  /// A view's drawn lines, as `"key":[…]`; nothing when there are none.
  package mutating func member(_ key: String, _ lines: [ViewLine]?) {
    guard let lines else { return }
    memberKey(key)
    array(lines)
  }
}

extension ViewLine.Target: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    if let edit {
      json.memberKey("edit")
      edit.write(to: &json)
    }
    if let params {
      json.memberKey("params")
      params.write(to: &json)
    }
    json.member("screen", screen?.rawValue)
    json.member("title", title)
    json.member("url", url)
    json.endObject()
  }
}
