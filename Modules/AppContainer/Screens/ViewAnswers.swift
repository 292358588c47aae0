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

  package init(viewId: String, state: ScreenState, snapshot: ListSnapshot) {
    self.viewId = viewId
    self.state = state
    self.snapshot = snapshot
  }
}

extension ViewOpenResult: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("snapshot", snapshot)
      json.member("state", state)
      json.member("viewId", viewId)
      json.endObject()
    }
  }
}

/// `view.send`'s answer.
package struct ViewSendResult: Codable, Sendable {
  package var state: ScreenState
  package var snapshot: ListSnapshot
  package var diff: ListDiff

  package init(state: ScreenState, snapshot: ListSnapshot, diff: ListDiff) {
    self.state = state
    self.snapshot = snapshot
    self.diff = diff
  }
}

extension ViewSendResult: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("diff", diff)
      json.member("snapshot", snapshot)
      json.member("state", state)
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

  package init(viewId: String, state: ScreenState, snapshot: ListSnapshot, diff: ListDiff) {
    self.viewId = viewId
    self.state = state
    self.snapshot = snapshot
    self.diff = diff
  }
}

extension ViewDidChange: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("diff", diff)
      json.member("snapshot", snapshot)
      json.member("state", state)
      json.member("viewId", viewId)
      json.endObject()
    }
  }
}
