import Core

/// Every word a collection shows or documents, in both languages where people read them.
package struct CollectionWords: Sendable {
  /// The list's title on the home screen ("Capsules").
  package var title: Phrase
  /// What a row opens, for the browser ("Capsule").
  package var one: Phrase
  /// What a launch card's link to it says ("Capsule", "Landing site").
  package var link: Phrase
  /// "12 capsules", under the list.
  package var count: PluralPhrase
  /// The list and item commands' one line of help.
  package var listAbstract: Phrase
  package var itemAbstract: Phrase
  /// The item command's `REF` line ("REF: a serial, in any case (C206, c206, 206)").
  package var reference: Phrase
  /// The list and get methods' lines in `rpc.discover`.
  package var listSummary: String
  package var getSummary: String
  /// What a reference names, for the error when it is missing ("a capsule serial").
  package var what: String
  /// A reference `rpc.discover` shows in the get method's example ("C206").
  package var example: String
  /// The list command's example, after `spacex ` (`rockets --units imperial`); by default one
  /// of its options with its first value, or `--lang ru`.
  package var listExample: String?

  package init(
    title: Phrase, one: Phrase, link: Phrase? = nil, count: PluralPhrase, listAbstract: Phrase, itemAbstract: Phrase,
    reference: Phrase, listSummary: String, getSummary: String, what: String, example: String,
    listExample: String? = nil
  ) {
    self.title = title
    self.one = one
    self.link = link ?? one
    self.count = count
    self.listAbstract = listAbstract
    self.itemAbstract = itemAbstract
    self.reference = reference
    self.listSummary = listSummary
    self.getSummary = getSummary
    self.what = what
    self.example = example
    self.listExample = listExample
  }

  /// "No capsules." for a list with nothing in it: the plural that counts none ("капсул").
  package var none: Phrase {
    Phrase(en: "No \(count.en.many).", ru: Self.capitalized(count.ru.many) + " нет.")
  }

  /// "No boosters match: none are left after the status filter (retired)."
  package func emptied(by option: String, choosing word: String) -> Phrase {
    Phrase(
      en: "No \(count.en.many) match: none are left after the \(option) filter (\(word)).",
      ru: "Подходящих \(count.ru.many) нет: после фильтра «\(option)» (\(word)) список пуст.")
  }

  /// Its first letter in capitals. Plural words are Latin or Cyrillic; mapping those by hand
  /// keeps start-up cheap (`uppercased()` cost some 60,000 instructions a call, one per collection).
  private static func capitalized(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return word }
    let upper: Unicode.Scalar? =
      switch first.value {
      case 0x61...0x7A, 0x430...0x44F: Unicode.Scalar(first.value - 0x20)
      case 0x450...0x45F: Unicode.Scalar(first.value - 0x50)
      default: nil
      }
    guard let upper else { return word.prefix(1).uppercased() + word.dropFirst() }
    return String(Character(upper)) + String(word.unicodeScalars.dropFirst())
  }
}
