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
  /// What the live line says at the moment the answer was made, ending the body wherever it does
  /// not tick (a pipe, `spacex browse`); left out where it ticks, which says it in its place.
  package var liveText: String

  package init(
    _ body: String, footer: String = "", separated: Bool = false, live: (@Sendable () -> Void)? = nil,
    liveText: String = ""
  ) {
    self.body = body
    self.footer = footer
    self.separated = separated
    self.live = live
    self.liveText = liveText
  }

  /// Body and footer as shown where nothing ticks.
  package var text: String { joined(body + liveText) }

  /// The same for a client's drawing (``DisplayFormatter/marksLines``): the live text's lines
  /// marked as such, so a client that keeps them in sight knows which they are.
  package func text(marksLines: Bool) -> String {
    marksLines ? joined(body + TerminalDrawing.markingLive(liveText)) : text
  }

  /// Body and footer as a terminal shows them before its live line takes over.
  package var textBeforeLiveLine: String { live == nil ? text : joined(body) }

  /// The answer as a pipe's stdout gets it.
  package var answer: String { body + liveText }

  private func joined(_ body: String) -> String {
    guard !footer.isEmpty else { return body }
    return body + (separated ? "\n" : "") + footer
  }
}
