import Core

/// What can go wrong when asking for rockets: not found (with close names), ambiguous, or
/// unavailable, worded for rockets.
package typealias RocketsError = CollectionError<RocketWording>

package enum RocketWording: CollectionWording {
  package static func noMatch(_ reference: String) -> Phrase {
    Phrase(en: "No rocket matches '\(reference)'.", ru: "Ракета «\(reference)» не найдена.")
  }

  package static func unavailable(_ reason: String) -> Phrase {
    Phrase(en: "Rockets are unavailable: \(reason)", ru: "Ракеты недоступны: \(reason)")
  }
}
