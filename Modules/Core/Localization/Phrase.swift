/// A piece of user-visible text in every supported language.
///
/// Both languages are required by the initializer, so an untranslated string cannot compile.
package struct Phrase: Sendable, Hashable {
  package var en: String
  package var ru: String

  package init(en: String, ru: String) {
    self.en = en
    self.ru = ru
  }

  package func callAsFunction(_ language: Language) -> String {
    switch language {
    case .en: en
    case .ru: ru
    }
  }
}

/// A noun phrase that agrees with a count: "1 rocket", "2 ракеты", "5 ракет".
package struct PluralPhrase: Sendable, Hashable {
  package var en: PluralForms
  package var ru: PluralForms

  package init(en: PluralForms, ru: PluralForms) {
    self.en = en
    self.ru = ru
  }

  /// The form for `count` without the number: "ракеты".
  package func word(for count: Int, in language: Language) -> String {
    let forms = language == .en ? en : ru
    return forms.form(for: PluralCategory(count, language: language))
  }

  /// The number and the form: "2 ракеты".
  package func callAsFunction(_ count: Int, _ language: Language) -> String {
    "\(NumberFormat.integer(count, language: language)) \(word(for: count, in: language))"
  }
}

/// The forms of one word. English uses `one` and `other`; Russian `one`, `few` and `many`.
package struct PluralForms: Sendable, Hashable {
  package var one: String
  package var few: String
  package var many: String

  /// English: one form for 1, another for everything else.
  package init(one: String, other: String) {
    self.init(one: one, few: other, many: other)
  }

  package init(one: String, few: String, many: String) {
    self.one = one
    self.few = few
    self.many = many
  }

  func form(for category: PluralCategory) -> String {
    switch category {
    case .one: one
    case .few: few
    case .many: many
    }
  }
}

/// CLDR plural categories for integers, as far as our two languages need them.
package enum PluralCategory: Sendable, Hashable {
  case one, few, many

  /// Russian: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 25 → many.
  /// English: 1 → one; everything else → many (CLDR's "other").
  package init(_ count: Int, language: Language) {
    // `magnitude`, not `abs`: abs(Int.min) traps, and a count held to Int's range can be Int.min.
    let n = count.magnitude
    switch language {
    case .en:
      self = n == 1 ? .one : .many
    case .ru:
      let (lastDigit, lastTwo) = (n % 10, n % 100)
      if lastDigit == 1, lastTwo != 11 {
        self = .one
      } else if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) {
        self = .few
      } else {
        self = .many
      }
    }
  }
}

extension Phrase {
  /// What a card says of a fact no source gives: one word for it in every feature.
  package static let unknown = Phrase(en: "unknown", ru: "нет данных")
}
