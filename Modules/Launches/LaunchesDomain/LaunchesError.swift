import Core

/// What can go wrong when asking for launches.
package enum LaunchesError: Error, Sendable, Hashable {
  /// The `rocket` filter names no rocket.
  case unknownRocket(reference: String, suggestions: [String])
  /// The `program` filter names no program the data has; `noneKnown` when it has none at all
  /// (they come from Launch Library 2 alone).
  case unknownProgram(reference: String, suggestions: [String], noneKnown: Bool = false)
  /// No launch has that id, flight number or name.
  case notFound(reference: String, suggestions: [String])
  /// Several launches (or rockets, for the `rocket` filter) match a loose reference equally well;
  /// `candidates` say what to type for each.
  case ambiguous(reference: String, candidates: [ReferenceChoice])
  /// No launch in the data is still to come (of that rocket, when one was named): nothing for
  /// `next --wait` or `watch --next` to wait for.
  case nothingUpcoming(rocket: String?)
  /// No data source could answer.
  case unavailable(String)
}

extension LaunchesError: UserFacingError, SuggestingError, AmbiguousReferenceError {
  package var kind: FailureKind {
    switch self {
    case .unknownRocket, .unknownProgram, .notFound, .ambiguous, .nothingUpcoming: .notFound
    case .unavailable: .unavailable
    }
  }

  package var parameter: String? {
    switch self {
    case .unknownRocket: "rocket"
    case .unknownProgram: "program"
    case .notFound, .ambiguous, .nothingUpcoming, .unavailable: nil
    }
  }

  package var suggestions: [String] {
    switch self {
    case .unknownRocket(_, let suggestions), .unknownProgram(_, let suggestions, _), .notFound(_, let suggestions):
      suggestions
    case .ambiguous(_, let choices): choices.map(\.reference)
    case .nothingUpcoming, .unavailable: []
    }
  }

  package var ambiguity: (reference: String, choices: [ReferenceChoice])? {
    guard case .ambiguous(let reference, let choices) = self else { return nil }
    return (reference, choices)
  }

  package func message(in language: Language) -> String {
    switch self {
    case .unknownRocket(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No rocket matches '\(reference)'.", ru: "Ракета «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .unknownProgram(let reference, let suggestions, let noneKnown):
      // Programs are Launch Library 2's: data without it (the SpaceX API alone) names none.
      return NotFoundMessage.text(
        noneKnown
          ? Phrase(
            en: "No program matches '\(reference)': programs come from Launch Library 2, and this data names none.",
            ru: "Программа «\(reference)» не найдена: программы берутся из Launch Library 2, а в этих данных их нет.")
          : Phrase(en: "No program matches '\(reference)'.", ru: "Программа «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No launch matches '\(reference)'.", ru: "Запуск «\(reference)» не найден."),
        suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, choices: candidates, language: language)
    case .nothingUpcoming(let rocket):
      return Phrase.nothingToCome(rocket: rocket)(language)
    case .unavailable(let reason):
      return Phrase(en: "Launches are unavailable: \(reason)", ru: "Запуски недоступны: \(reason)")(language)
    }
  }
}
