import Core
import Foundation

/// How people name a rocket: by id, or by name typed loosely (`falcon9`, `Falcon 9`, `falcon-9`).
package enum RocketReference {
  package static func resolve(_ reference: String, in rockets: [Rocket]) throws(RocketsError) -> Rocket {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let match = rockets.first(where: { $0.id == trimmed || LooseName.matches(trimmed, $0.name) }) {
      return match
    }
    throw .notFound(reference: reference, suggestions: LooseName.suggestions(for: trimmed, among: rockets.map(\.name)))
  }
}
