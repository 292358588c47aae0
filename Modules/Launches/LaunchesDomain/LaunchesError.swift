import Core

/// What can go wrong when asking for launches.
package enum LaunchesError: Error, Sendable, Hashable {
  /// A query value outside what the launch query allows (README.md).
  /// `closest`: the allowed value it most likely meant (`upcomming` → `upcoming`).
  case invalidParameter(name: String, value: String, expected: Phrase, closest: String? = nil)
  /// The `rocket` filter names no rocket.
  case unknownRocket(reference: String, suggestions: [String])
  /// No launch has that id, flight number or name.
  case notFound(reference: String, suggestions: [String])
  /// Several launches (or rockets, for the `rocket` filter) match a loose reference equally well.
  case ambiguous(reference: String, candidates: [String])
  /// No launch in the data is still to come (of that rocket, when one was named): nothing for
  /// `next --wait` or `watch --next` to wait for.
  case nothingUpcoming(rocket: String?)
  /// No data source could answer.
  case unavailable(String)
}

extension LaunchesError: UserFacingError, SuggestingError {
  package var kind: FailureKind {
    switch self {
    case .invalidParameter: .invalidInput
    case .unknownRocket, .notFound, .ambiguous, .nothingUpcoming: .notFound
    case .unavailable: .unavailable
    }
  }

  package var parameter: String? {
    switch self {
    case .invalidParameter(let name, _, _, _): name
    case .unknownRocket: "rocket"
    case .notFound, .ambiguous, .nothingUpcoming, .unavailable: nil
    }
  }

  package var suggestions: [String] {
    switch self {
    case .unknownRocket(_, let suggestions), .notFound(_, let suggestions), .ambiguous(_, let suggestions):
      suggestions
    case .invalidParameter(_, _, _, let closest?): [closest]
    case .invalidParameter, .nothingUpcoming, .unavailable: []
    }
  }

  package func message(in language: Language) -> String {
    switch self {
    case .invalidParameter(let name, let value, let expected, let closest):
      return UsageError.invalidValue(value, for: name, expected: expected, closest: closest).message(in: language)
    case .unknownRocket(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No rocket matches '\(reference)'.", ru: "Ракета «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No launch matches '\(reference)'.", ru: "Запуск «\(reference)» не найден."),
        suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, candidates: candidates, language: language)
    case .nothingUpcoming(let rocket):
      return Phrase.nothingToCome(rocket: rocket)(language)
    case .unavailable(let reason):
      return Phrase(en: "Launches are unavailable: \(reason)", ru: "Запуски недоступны: \(reason)")(language)
    }
  }
}
