import Core

/// Where launch details come from. The live implementation is in LaunchDetailData.
package protocol LaunchDetailRepository: Sendable {
  /// The launch `reference` names (id, flight number or exact name), with every related part.
  /// - Throws: ``LaunchDetailError``: not found (with close matches), or the launches themselves
  ///   unavailable. A related part that fails does not throw; it is marked in the detail.
  func detail(_ reference: String, refresh: Bool) async throws(LaunchDetailError) -> Sourced<LaunchDetail>
}

/// What can go wrong when opening a launch.
package enum LaunchDetailError: Error, Sendable, Hashable {
  case notFound(reference: String, suggestions: [String])
  /// Several match a loose reference equally well; `candidates` are their names.
  case ambiguous(reference: String, candidates: [String])
  case unavailable(String)
}

extension LaunchDetailError: UserFacingError, SuggestingError {
  package var kind: FailureKind {
    switch self {
    case .notFound, .ambiguous: .notFound
    case .unavailable: .unavailable
    }
  }

  package var suggestions: [String] {
    switch self {
    case .notFound(_, let names), .ambiguous(_, let names): names
    default: []
    }
  }

  package func message(in language: Language) -> String {
    switch self {
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No launch matches '\(reference)'.", ru: "Запуск «\(reference)» не найден."),
        suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, candidates: candidates, language: language)
    case .unavailable(let reason):
      return Phrase(en: "The launch is unavailable: \(reason)", ru: "Запуск недоступен: \(reason)")(language)
    }
  }
}
