/// A card's fields as a presenter states them: each label a phrase, said in the reader's
/// language; a value that may be missing, then shown as `unknown` (no source says) or left out.
package struct CardFields {
  package private(set) var fields: [Card.Field] = []
  private let language: Language

  package init(_ formatter: DisplayFormatter) {
    language = formatter.language
  }

  /// A field the card always has: `missing` in its place when there is no value (`—` for a fact
  /// that does not apply yet, such as a first flight not flown).
  package mutating func add(
    _ key: String, _ label: Phrase, _ value: String?, missing: Phrase = .unknown, url: String? = nil, level: Int = 0
  ) {
    fields.append(.init(key: key, label: label(language), value: value ?? missing(language), url: url, level: level))
  }

  /// A field the card has only when there is something to say.
  package mutating func addIfKnown(_ key: String, _ label: Phrase, _ value: String?, url: String? = nil, level: Int = 0)
  {
    guard let value else { return }
    add(key, label, value, url: url, level: level)
  }

  package static func += (card: inout CardFields, fields: [Card.Field]) {
    card.fields += fields
  }
}
