import Core

/// What can go wrong when asking for rockets, with what the user needs to act on it.
package enum RocketsError: Error, Sendable, Hashable {
  /// No rocket has that id or name.
  case notFound(reference: String, suggestions: [String])
  /// Several match a loose reference equally well; `candidates` are their names.
  case ambiguous(reference: String, candidates: [String])
  /// No data source could answer; the reason lists each source's failure.
  case unavailable(String)
}

extension RocketsError: UserFacingError {
  package var kind: FailureKind {
    switch self {
    case .notFound, .ambiguous: .notFound
    case .unavailable: .unavailable
    }
  }

  package func message(in language: Language) -> String {
    switch self {
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No rocket matches '\(reference)'.", ru: "Ракета «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, candidates: candidates, language: language)
    case .unavailable(let reason):
      return Phrase(en: "Rockets are unavailable: \(reason)", ru: "Ракеты недоступны: \(reason)")(language)
    }
  }
}

extension RocketsError: SuggestingError {
  package var suggestions: [String] {
    switch self {
    case .notFound(_, let names), .ambiguous(_, let names): names
    default: []
    }
  }
}
