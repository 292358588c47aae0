/// The one escape sequence the text frontend uses: bold, for titles and table headers.
package enum TextStyle {
  package static func bold(_ line: String, if enabled: Bool) -> String {
    enabled ? "\u{1B}[1m" + line + "\u{1B}[0m" : line
  }
}
