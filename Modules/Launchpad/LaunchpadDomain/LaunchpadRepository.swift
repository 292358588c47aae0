import Core
import Foundation

/// Where launchpads come from. The live implementation is in LaunchpadData.
package protocol LaunchpadRepository: Sendable {
  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]>
}

extension LaunchpadRepository {
  /// The launchpad `reference` names: its id, its short or full name typed loosely, or a word or
  /// part of a name only it has (`kwajalein`, `39a`, `slc 40`); see ``ReferenceLookup``.
  package func launchpad(_ reference: String, refresh: Bool) async throws(LaunchpadError) -> Sourced<Launchpad> {
    let all = try await launchpads(refresh: refresh)
    switch ReferenceLookup.find(
      reference, in: all.value, id: \.id, names: { [$0.name] + [$0.fullName].compactMap { $0 } })
    {
    case .found(let pad): return Sourced(pad, provenance: all.provenance)
    case .ambiguous(let pads): throw .ambiguous(reference: reference, candidates: pads.map(\.name))
    case .none:
      let wanted = reference.trimmingCharacters(in: .whitespaces)
      throw .notFound(
        reference: reference, suggestions: LooseName.suggestions(for: wanted, among: all.value.map(\.name)))
    }
  }
}

/// What can go wrong when asking for launchpads.
package enum LaunchpadError: Error, Sendable, Hashable {
  case notFound(reference: String, suggestions: [String])
  /// Several match a loose reference equally well; `candidates` are their names.
  case ambiguous(reference: String, candidates: [String])
  case unavailable(String)
}

extension LaunchpadError: UserFacingError, SuggestingError {
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
        Phrase(en: "No launchpad matches '\(reference)'.", ru: "Площадка «\(reference)» не найдена."),
        suggestions: suggestions, language: language)
    case .ambiguous(let reference, let candidates):
      return NotFoundMessage.ambiguous(reference, candidates: candidates, language: language)
    case .unavailable(let reason):
      return Phrase(en: "Launchpads are unavailable: \(reason)", ru: "Площадки недоступны: \(reason)")(language)
    }
  }
}
