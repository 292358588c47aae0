import Core

// What `view.*` sends: the answers to `view.open` and `view.send`, and `view.didChange`. Each
// writes its own JSON (an editor's list view asks for these on every scroll), as text for people:
// a message naming what the user searched for, or a section titled from the data, is drawn as it
// comes, so it is made safe to show like the screen's content.

/// `view.open`'s answer.
package struct ViewOpenResult: Codable, Sendable {
  package var viewId: String
  package var state: ScreenState
  package var snapshot: ListSnapshot
  package var lines: [ViewLine]?
  package var words: ClientWords?
  package var filters: String?

  package init(viewId: String, render: ScreenRender) {
    self.viewId = viewId
    state = render.state
    snapshot = render.snapshot
    lines = render.lines
    words = render.words
    filters = render.filters
  }
}

extension ViewOpenResult: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("filters", filters)
      json.member("lines", lines)
      json.member("snapshot", snapshot)
      json.member("state", state)
      json.member("viewId", viewId)
      json.member("words", words)
      json.endObject()
    }
  }
}

/// `view.send`'s answer.
package struct ViewSendResult: Codable, Sendable {
  package var state: ScreenState
  package var snapshot: ListSnapshot
  package var diff: ListDiff
  package var lines: [ViewLine]?
  package var words: ClientWords?
  package var filters: String?

  package init(render: ScreenRender, diff: ListDiff) {
    state = render.state
    snapshot = render.snapshot
    self.diff = diff
    lines = render.lines
    words = render.words
    filters = render.filters
  }
}

extension ViewSendResult: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("diff", diff)
      json.member("filters", filters)
      json.member("lines", lines)
      json.member("snapshot", snapshot)
      json.member("state", state)
      json.member("words", words)
      json.endObject()
    }
  }
}

/// The `view.didChange` notification's params.
package struct ViewDidChange: Codable, Sendable {
  package var viewId: String
  package var state: ScreenState
  package var snapshot: ListSnapshot
  package var diff: ListDiff
  package var lines: [ViewLine]?
  package var words: ClientWords?
  package var filters: String?

  package init(viewId: String, render: ScreenRender, diff: ListDiff) {
    self.viewId = viewId
    state = render.state
    snapshot = render.snapshot
    self.diff = diff
    lines = render.lines
    words = render.words
    filters = render.filters
  }
}

extension ViewDidChange: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("diff", diff)
      json.member("filters", filters)
      json.member("lines", lines)
      json.member("snapshot", snapshot)
      json.member("state", state)
      json.member("viewId", viewId)
      json.member("words", words)
      json.endObject()
    }
  }
}
