import Core
import Foundation

/// A person SpaceX flew, with every launch either record puts them on, each once.
package struct Astronaut: Sendable, Hashable, Identifiable {
  /// The SpaceX API's id.
  package var id: String
  package var name: String
  /// `NASA`, `ESA`, `Axiom Space`; `nil` when the record does not say.
  package var agency: String?
  /// `active`, `inactive`, `retired` or `unknown`, as the SpaceX API words it.
  package var status: String?
  package var wikipedia: String?
  /// Oldest first; those to come at the end.
  package var flights: [LaunchAppearance] = []

  package init(id: String, name: String, agency: String? = nil, status: String? = nil, wikipedia: String? = nil) {
    (self.id, self.name, self.agency, self.status, self.wikipedia) = (id, name, agency, status, wikipedia)
  }

  package var flown: [LaunchAppearance] { flights.filter { !$0.isUpcoming } }
  package var lastFlight: Date? { flown.last?.date }
}

/// Where the crew comes from: the SpaceX API's crew joined with the launches (CrewData), most
/// flights first; an astronaut is found by id, name, or a word only one name has (`behnken`).
package typealias CrewRepository = CollectionSource<Astronaut, CrewWording>

/// What a failed lookup of the crew says.
package enum CrewWording: CollectionWording {
  package static func noMatch(_ reference: String) -> Phrase {
    Phrase(en: "No astronaut matches '\(reference)'.", ru: "Астронавт «\(reference)» не найден.")
  }

  package static func unavailable(_ reason: String) -> Phrase {
    Phrase(en: "The crew is unavailable: \(reason)", ru: "Сведения об экипажах недоступны: \(reason)")
  }
}
