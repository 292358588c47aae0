import Foundation

/// A source's word for the state of something (`active`, `retired`), in the user's language. Each
/// feature gives its own translations, since Russian agrees with what the word describes (a
/// booster `списана`, a landing site `выведено`, an astronaut `в отставке`); what is the same
/// everywhere lives here: no word, or the word `unknown`, is ``Phrase/unknown``, and a word the
/// feature has no translation for is shown as the source wrote it, in both languages.
package struct StatusWords: Sendable {
  private let words: [String: Phrase]

  package init(_ words: [String: Phrase]) {
    self.words = words
  }

  package func callAsFunction(_ word: String?) -> Phrase {
    guard let word, word != "unknown" else { return .unknown }
    if let phrase = words[word] { return phrase }
    let asWritten = TerminalText.sanitized(word)
    return Phrase(en: asWritten, ru: asWritten)
  }
}

extension StatusWords {
  /// A status word only a frozen source gives, where launches listed since contradict it (the
  /// SpaceX API's Starship "inactive" beside its 2026 flights): said with its copy's year
  /// (`inactive (2023)`, short enough for the rockets list at 80 columns), which the answer's
  /// source line dates in full ("SpaceX API data as of September 18, 2023").
  package static func asOf(_ word: Phrase, _ date: Date, formatter: DisplayFormatter) -> String {
    word(formatter.language) + " (" + String(DateText.utcYear(date)) + ")"
  }
}
