import Core
import Foundation

/// Where launchpads come from. The live implementation is in LaunchpadData.
package protocol LaunchpadRepository: Sendable {
  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]>
}

extension LaunchpadRepository {
  /// The launchpad `reference` names: its id, or its short or full name typed loosely.
  package func launchpad(_ reference: String, refresh: Bool) async throws(LaunchpadError) -> Sourced<Launchpad> {
    let all = try await launchpads(refresh: refresh)
    let wanted = reference.trimmingCharacters(in: .whitespaces)
    let match = all.value.first { pad in
      pad.id == wanted || LooseName.matches(wanted, pad.name)
        || pad.fullName.map { LooseName.matches(wanted, $0) } == true
    }
    guard let match else {
      throw .notFound(
        reference: reference, suggestions: LooseName.suggestions(for: wanted, among: all.value.map(\.name)))
    }
    return Sourced(match, provenance: all.provenance)
  }
}

/// What can go wrong when asking for launchpads.
package enum LaunchpadError: Error, Sendable, Hashable {
  case notFound(reference: String, suggestions: [String])
  case unavailable(String)
}

extension LaunchpadError: UserFacingError, SuggestingError {
  package var kind: FailureKind {
    switch self {
    case .notFound: .notFound
    case .unavailable: .unavailable
    }
  }

  package var suggestions: [String] {
    if case .notFound(_, let suggestions) = self { suggestions } else { [] }
  }

  package func message(in language: Language) -> String {
    switch self {
    case .notFound(let reference, let suggestions):
      return NotFoundMessage.text(
        Phrase(en: "No launchpad matches '\(reference)'.", ru: "Площадка «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .unavailable(let reason):
      return Phrase(en: "Launchpads are unavailable: \(reason)", ru: "Площадки недоступны: \(reason)")(language)
    }
  }
}
