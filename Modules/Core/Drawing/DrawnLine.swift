/// One line of a screen as the terminal draws it: its text, and the spans of it a client
/// highlights, each with a face. What `spacex-rpc` sends a client that asks for drawn lines, so
/// an editor draws what the terminal draws, laid out once.
package struct DrawnLine: Sendable, Hashable {
  package var text: String
  /// In order, not overlapping; offsets in Unicode scalars of `text` until encoded for a client
  /// (``PositionEncoding``).
  package var spans: [DrawnSpan]
  /// The numbered row it shows (1-based, as the terminal numbers it), where it shows one: what
  /// choosing it opens is the screen's row destination.
  package var row: Int?
  /// What the card line it is leads to, where it is one that leads somewhere.
  package var mark: LineMark?
  /// Whether it is the screen's live line, which says the time left and changes each second
  /// (`Due: T−00:12:00`): a client may keep it in sight.
  package var live = false

  package init(text: String, spans: [DrawnSpan] = [], row: Int? = nil, mark: LineMark? = nil, live: Bool = false) {
    self.text = text
    self.spans = spans
    self.row = row
    self.mark = mark
    self.live = live
  }
}

/// A stretch of a line in one face: `from` inclusive, `to` exclusive.
package struct DrawnSpan: Sendable, Hashable, Codable {
  package var from: Int
  package var to: Int
  package var face: Face

  package init(from: Int, to: Int, face: Face) {
    (self.from, self.to, self.face) = (from, to, face)
  }
}

/// How a span looks, as a small closed vocabulary a client maps to its own highlight groups or
/// faces. The terminal draws each with the parameters ``TextStyle`` gives it, and with
/// `NO_COLOR` nothing but the text, which says everything in words.
package enum Face: String, Sendable, Hashable, Codable, CaseIterable {
  /// A title, a table's header line, a block's heading.
  case heading
  /// A list's row whose outcome was a success (a launch that flew well).
  case success
  /// A list's row whose outcome was a failure.
  case failure
  /// A list's row that needs a look: a launch past its date with no result recorded.
  case warning
  /// A key a screen names as its data's (a top-level screen's own, `(s)` on the home screen).
  case key
  /// What is said about the data rather than the data: where it came from, the paging line.
  case dim
  /// Where the data came from when it is stale: an old copy the source could not refresh.
  case stale
  /// What failed: a screen's error.
  case error
  /// A link, where a card shows its URL.
  case link
  /// The row a client's cursor is on (a full-screen browser's); no screen draws it itself.
  case selected
}
