/// What a `spacex` command prints: the answer itself, and the lines about it (paging, where the
/// data came from) that a pipe should not see mixed into the answer.
package struct CommandOutput: Sendable {
  /// The table, card or message: always on stdout.
  package var body: String
  /// `Showing 1–20 of 205 launches`, `Source: …`: under the body on a terminal, on stderr when
  /// stdout is a pipe, so `spacex launches | wc -l` counts only the table.
  package var footer: String
  /// A blank line between body and footer on a terminal (after a one-line message).
  package var separated: Bool
  /// What a terminal shows after the text until the user is done (`spacex next`'s ticking
  /// countdown); a pipe never runs it: the text already said it once.
  package var live: (@Sendable () -> Void)?

  package init(
    _ body: String, footer: String = "", separated: Bool = false, live: (@Sendable () -> Void)? = nil
  ) {
    self.body = body
    self.footer = footer
    self.separated = separated
    self.live = live
  }

  /// Body and footer as a terminal shows them.
  package var text: String {
    guard !footer.isEmpty else { return body }
    return body + (separated ? "\n" : "") + footer
  }
}
