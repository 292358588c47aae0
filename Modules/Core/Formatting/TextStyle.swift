/// The escape sequences the text frontend styles with, each standing for a ``Face``: bold for
/// titles and table headers, colour for an outcome, faint for what is said about the data.
/// Only where colour is allowed (a terminal without `NO_COLOR`, and every client's drawn
/// lines); elsewhere the text is plain, and says it all in words.
package enum TextStyle {
  /// Each face the terminal draws and its select-graphic-rendition parameters: the one table
  /// writing a style, reading it back (``TerminalDrawing``) and letting it out to a terminal
  /// (``TerminalText/forTerminal(_:)``) go by. Each is its own, so a style reads back as the face
  /// it was written for.
  static let parameters: [Face: String] = [
    .heading: "1", .success: "32", .failure: "31", .warning: "33", .dim: "2", .stale: "1;33", .error: "1;31",
    .link: "4", .key: "36", .selected: "7",
  ]

  package static func bold(_ line: String, if enabled: Bool) -> String {
    styled(line, .heading, if: enabled)
  }

  /// `line` in `face`, where `enabled` and the terminal draws that face; else as it is.
  package static func styled(_ line: String, _ face: Face?, if enabled: Bool) -> String {
    guard enabled, let face, let parameter = parameters[face] else { return line }
    return "\u{1B}[\(parameter)m" + line + "\u{1B}[0m"
  }

  /// What ends every face.
  package static let reset = "\u{1B}[0m"

  /// The sequence that starts `face` on a terminal that draws it: with `colour`, the face's own;
  /// without (`NO_COLOR`), only the shapes that say it without colour (bold for a heading or an
  /// error, reverse video for the cursor's row, underline for a link); `nil` for none.
  package static func start(_ face: Face, colour: Bool) -> String? {
    let shapes: [Face: String] = [.heading: "1", .error: "1", .stale: "1", .selected: "7", .link: "4"]
    return (colour ? parameters[face] : shapes[face]).map { "\u{1B}[\($0)m" }
  }

  /// The face a style's parameters stand for; `nil` for a reset or a style that is none.
  static func face(_ parameter: String) -> Face? {
    parameters.first { $0.value == parameter }?.key
  }
}
