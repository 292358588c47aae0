import AppContainer
import Core
import Foundation

/// Where an answer goes: on a terminal the text and its footer together (then a live line, if
/// any); in a pipe the answer alone on stdout and the lines about it on stderr; structured
/// output (`--format json|tsv|ics`) on stdout with its notes on stderr.
enum OutputWriter {
  static func write(_ output: CommandOutput, toTerminal: Bool) {
    // The last door before the terminal: whatever a layout let through, no control leaves.
    guard toTerminal else {
      StandardStream.output.write(TerminalText.forTerminal(output.answer))
      StandardStream.error.write(TerminalText.forTerminal(output.footer))
      return
    }
    // A live line says what its static text would, in its place: never both.
    StandardStream.output.write(TerminalText.forTerminal(output.textBeforeLiveLine))
    output.live?()
  }

  static func write(_ answer: StructuredAnswer.Output) {
    for note in answer.notes { StandardStream.error.write(TerminalText.forTerminal(note) + "\n") }
    StandardStream.output.write(answer.text)
  }

  /// The warning when the data is not fresh from the API (a line per provider), each line
  /// wrapped to `width` on its own.
  static func warn(_ provenance: Provenance, language: Language, policy: SourcePolicy, width: Int?) {
    guard let banner = ProvenanceText.banner(provenance, language: language, policy: policy) else { return }
    let said = banner.split(separator: "\n").map(String.init)
    let lines = width.map { width in said.flatMap { DisplayWidth.wrap($0, width: width) } } ?? said
    StandardStream.error.write(lines.map { TerminalText.forTerminal($0) + "\n" }.joined())
  }
}
