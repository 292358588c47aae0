import Foundation

/// How one simple collection (rockets, launchpads) words its failures: the only part of a
/// lookup error that differs between features.
package protocol CollectionWording: Sendable {
  /// "No rocket matches 'falcon 8'."
  static func noMatch(_ reference: String) -> Phrase
  /// "Rockets are unavailable: …"
  static func unavailable(_ reason: String) -> Phrase
}

/// A wording said with the collection's nouns, as nearly every collection's is: "No booster
/// matches 'x'." / "Ступень «x» не найдена."; "Boosters are unavailable: …" / "Ступени
/// недоступны: …".
package protocol NounWording: CollectionWording {
  static var nouns: CollectionNouns { get }
}

/// The nouns a collection's failures are said with.
package struct CollectionNouns: Sendable {
  /// The Russian gender of one item's noun: the participle agrees with it (`не найдена`).
  package enum Gender: Sendable {
    case masculine, feminine, neuter
  }

  /// One item, lower case (`booster`, `ступень`).
  package var one: Phrase
  /// The collection, as a sentence starts with it (`Boosters`, `Ступени`).
  package var all: Phrase
  package var gender: Gender

  package init(one: Phrase, all: Phrase, gender: Gender) {
    (self.one, self.all, self.gender) = (one, all, gender)
  }
}

extension NounWording {
  package static func noMatch(_ reference: String) -> Phrase {
    let notFound =
      switch nouns.gender {
      case .masculine: "не найден"
      case .feminine: "не найдена"
      case .neuter: "не найдено"
      }
    return Phrase(
      en: "No \(nouns.one.en) matches '\(reference)'.",
      ru: "\(nouns.one.ru.capitalizedFirst) «\(reference)» \(notFound).")
  }

  package static func unavailable(_ reason: String) -> Phrase {
    Phrase(en: "\(nouns.all.en) are unavailable: \(reason)", ru: "\(nouns.all.ru) недоступны: \(reason)")
  }
}

/// What can go wrong when asking for a simple collection or one of its items, with what the
/// user needs to act on it. A feature names it once (`typealias RocketsError =
/// CollectionError<RocketWording>`) and gets the messages, the failure kind and the suggestions.
package enum CollectionError<Wording: CollectionWording>: Error, Sendable, Hashable {
  /// Nothing has that id or name; `suggestions` are close names.
  case notFound(reference: String, suggestions: [String])
  /// Several match a loose reference equally well; `candidates` say what to type for each.
  case ambiguous(reference: String, candidates: [ReferenceChoice])
  /// No data source could answer; the reason lists each source's failure.
  case unavailable(String)
}

extension CollectionError: UserFacingError, SuggestingError, AmbiguousReferenceError {
  package var kind: FailureKind {
    switch self {
    case .notFound, .ambiguous: .notFound
    case .unavailable: .unavailable
    }
  }

  package var suggestions: [String] {
    switch self {
    case .notFound(_, let names): names
    case .ambiguous(_, let choices): choices.map(\.reference)
    case .unavailable: []
    }
  }

  package var ambiguity: (reference: String, choices: [ReferenceChoice])? {
    guard case .ambiguous(let reference, let choices) = self else { return nil }
    return (reference, choices)
  }

  package func message(in language: Language) -> String {
    switch self {
    case .notFound(let reference, let suggestions):
      NotFoundMessage.text(Wording.noMatch(reference), suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      NotFoundMessage.ambiguous(reference, choices: candidates, language: language)
    case .unavailable(let reason):
      Wording.unavailable(reason)(language)
    }
  }
}

extension ReferenceLookup {
  /// The one item `reference` names (see ``find(_:in:id:names:)``), or the collection's error:
  /// ambiguous with what to type for each match, or not found with close names.
  /// - Parameters:
  ///   - names: every name an item answers to, the one to show first.
  ///   - wording: the collection's, for the error.
  package static func resolve<Item, Wording>(
    _ reference: String, in items: [Item], id: (Item) -> String, names: (Item) -> [String], wording: Wording.Type
  ) throws(CollectionError<Wording>) -> Item {
    func shown(_ item: Item) -> String { names(item).first ?? id(item) }
    switch find(reference, in: items, id: id, names: names) {
    case .found(let item): return item
    case .ambiguous(let matches):
      throw .ambiguous(
        reference: reference,
        candidates: ReferenceChoice.choices(for: matches, in: items, id: id, names: names, shown: { (shown($0), nil) }))
    case .none:
      let wanted = reference.trimmingCharacters(in: .whitespaces)
      throw .notFound(reference: reference, suggestions: LooseName.suggestions(for: wanted, among: items.map(shown)))
    }
  }
}

extension Sourced {
  /// The item `reference` names in a sourced collection (see ``ReferenceLookup/resolve``), with
  /// the collection's provenance: every collection's lookup by reference, in one place.
  package func resolving<Item, Wording>(
    _ reference: String, id: (Item) -> String, names: (Item) -> [String], wording: Wording.Type
  ) throws(CollectionError<Wording>) -> Sourced<Item> where Value == [Item] {
    Sourced<Item>(
      try ReferenceLookup.resolve(reference, in: value, id: id, names: names, wording: wording), provenance: provenance)
  }
}
