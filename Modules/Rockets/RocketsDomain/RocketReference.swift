import Core
import Foundation

/// How people name a rocket: by id, or by name typed loosely (`falcon9`, `Falcon 9`, `falcon-9`),
/// or by a word or part of it that only one rocket has (`heavy`); see ``ReferenceLookup``.
package enum RocketReference {
  package static func resolve(_ reference: String, in rockets: [Rocket]) throws(RocketsError) -> Rocket {
    switch ReferenceLookup.find(reference, in: rockets, id: \.id, names: { [$0.name] }) {
    case .found(let rocket): return rocket
    case .ambiguous(let matches): throw .ambiguous(reference: reference, candidates: matches.map(\.name))
    case .none:
      let trimmed = reference.trimmingCharacters(in: .whitespaces)
      throw .notFound(
        reference: reference, suggestions: LooseName.suggestions(for: trimmed, among: rockets.map(\.name)))
    }
  }
}
