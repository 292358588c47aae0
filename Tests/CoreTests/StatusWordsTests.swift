import Core
import Testing

/// What every feature's status words do alike, whatever translations it gives.
@Suite struct StatusWordsTests {
  private let words = StatusWords(["retired": Phrase(en: "retired", ru: "списана")])

  @Test func aTranslatedWord_IsSaidInTheReadersLanguage() {
    #expect(words("retired")(.ru) == "списана")
    #expect(words("retired")(.en) == "retired")
  }

  /// No word and the word `unknown` are the same fact: no source says (landing sites and
  /// launchpads showed `unknown` untranslated in Russian before the words were shared).
  @Test(arguments: [nil, "unknown"] as [String?])
  func noWordOrUnknown_IsUnknown_InBothLanguages(word: String?) {
    #expect(words(word) == .unknown)
  }

  /// A word the feature cannot translate is shown as the source wrote it, never as something it
  /// did not say; what could move the cursor is dropped.
  @Test func anUntranslatedWord_IsShownAsWritten_Cleaned() {
    #expect(words("under refit") == Phrase(en: "under refit", ru: "under refit"))
    #expect(words("lost\u{1B}[2J") == Phrase(en: "lost", ru: "lost"))
  }
}
