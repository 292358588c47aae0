import Core
import Foundation

/// The lines `spacex` prints under an ambiguous reference, as git lists its candidates: for each
/// choice the command line that opens it (the user's own, with the reference replaced), so one
/// is copied, not composed.
enum AmbiguityHint {
  /// "Error: 'Demo-2' is ambiguous: 2 match. Which one?" then one line per choice:
  /// "  spacex launch 17 --offline    COTS 2, 2012-05-22". Where the reference is not one word
  /// of the command line (typed in two), each choice's reference stands alone instead.
  static func lines(
    reference: String, choices: [ReferenceChoice], arguments: [String], label: String, language: Language
  ) -> [String] {
    let lead = label + NotFoundMessage.ambiguousLead(reference, count: choices.count, language: language)
    let typed = choices.map { choice in
      commandLine(arguments, replacing: reference, with: choice.reference).map { "spacex " + $0 }
        ?? quoted(choice.reference)
    }
    let room = typed.map(DisplayWidth.of).max() ?? 0
    let rows = zip(typed, choices).map { typed, choice in
      let about = choice.about
      let gap = about.isEmpty ? "" : String(repeating: " ", count: room - DisplayWidth.of(typed) + 3)
      return "  " + typed + gap + about.joined(separator: ", ")
    }
    return [lead] + rows
  }

  /// `arguments` with the word that is `reference` (or `--option=reference`) replaced, quoted for
  /// a shell; `nil` when no single word is it.
  private static func commandLine(_ arguments: [String], replacing reference: String, with choice: String) -> String? {
    let spots = arguments.indices.filter { arguments[$0] == reference || arguments[$0].hasSuffix("=" + reference) }
    guard spots.count == 1, let spot = spots.first else { return nil }
    var words = arguments
    words[spot] = String(words[spot].dropLast(reference.count)) + choice
    return words.map(quoted).joined(separator: " ")
  }

  /// A word as a POSIX shell reads it back: as it is when it holds nothing the shell treats
  /// specially, else in single quotes.
  private static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { safe.contains($0) || $0.value > 0x7F }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static let safe = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%".unicodeScalars)
}
