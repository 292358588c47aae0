import Foundation

/// The one place platform quirks in text are smoothed over before comparison: `\r\n` line ends
/// (Windows-style output from some Foundation paths) become `\n`.
package enum TextNormalization {
  package static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n")
  }
}
