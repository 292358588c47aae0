import Core
import Foundation

/// Where launch details come from. The live implementation is in LaunchDetailData; `Launch` is
/// the Launches feature's (see ``LaunchDetail``).
package protocol LaunchDetailRepository<Launch>: Sendable {
  associatedtype Launch: Sendable & Hashable

  /// The launch `reference` names (id, flight number or exact name), with every related part.
  /// - Throws: ``LaunchDetailError``: not found (with close matches), or the launches themselves
  ///   unavailable. A related part that fails does not throw; it is marked in the detail.
  func detail(_ reference: String, refresh: Bool) async throws(LaunchDetailError) -> Sourced<LaunchDetail<Launch>>
  /// The next launch due after `now` (of `rocket`, a loose reference, when given), in full.
  /// - Throws: ``LaunchDetailError/nothingUpcoming(rocket:)`` when the data knows none.
  func next(rocket: String?, now: Date, refresh: Bool) async throws(LaunchDetailError) -> Sourced<LaunchDetail<Launch>>
}

/// What can go wrong when opening a launch.
package enum LaunchDetailError: Error, Sendable, Hashable {
  case notFound(reference: String, suggestions: [String])
  /// `spacex next --rocket REF` names no rocket.
  case unknownRocket(reference: String, suggestions: [String])
  /// No launch in the data is still to come (of that rocket, when one was named).
  case nothingUpcoming(rocket: String?)
  /// Several match a loose reference equally well; `candidates` say what to type for each.
  case ambiguous(reference: String, candidates: [ReferenceChoice])
  case unavailable(String)
}

extension LaunchDetailError: UserFacingError, SuggestingError, AmbiguousReferenceError {
  package var kind: FailureKind {
    switch self {
    case .notFound, .ambiguous, .unknownRocket, .nothingUpcoming: .notFound
    case .unavailable: .unavailable
    }
  }

  package var suggestions: [String] {
    switch self {
    case .notFound(_, let names), .unknownRocket(_, let names): names
    case .ambiguous(_, let choices): choices.map(\.reference)
    default: []
    }
  }

  package var ambiguity: (reference: String, choices: [ReferenceChoice])? {
    guard case .ambiguous(let reference, let choices) = self else { return nil }
    return (reference, choices)
  }

  package var isNothingToShow: Bool {
    if case .nothingUpcoming = self { return true }
    return false
  }

  package func message(in language: Language) -> String {
    switch self {
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No launch matches '\(reference)'.", ru: "Запуск «\(reference)» не найден."),
        suggestions: suggestions, language: language)
    case .unknownRocket(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No rocket matches '\(reference)'.", ru: "Ракета «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .nothingUpcoming(let rocket):
      return Phrase.nothingToCome(rocket: rocket)(language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, choices: candidates, language: language)
    case .unavailable(let reason):
      return Phrase(en: "The launch is unavailable: \(reason)", ru: "Запуск недоступен: \(reason)")(language)
    }
  }
}
