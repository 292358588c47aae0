import Core
import Foundation

/// What a launch carried (a satellite, a Dragon on a cargo or crew flight), as the SpaceX API
/// records it, with the launch it flew on from the launches of both sources. `nil` is unknown.
package struct Payload: Sendable, Hashable, Identifiable {
  package var id: String
  package var name: String
  /// `Satellite`, `Crew Dragon`, `Dragon 1.1`.
  package var type: String?
  /// The API's orbit code: `LEO`, `VLEO`, `GTO`, `ISS`, `SSO`, `TLI`.
  package var orbit: String?
  package var customers: [String] = []
  package var manufacturers: [String] = []
  package var mass = Measured(metric: nil, imperial: nil)
  package var reused: Bool?
  /// The orbit as last recorded: its lowest and highest points above the Earth (km), and its
  /// inclination (degrees).
  package var perigeeKm, apogeeKm, inclination: Double?
  /// The launch it flew on (or will); `nil` when neither source has it.
  package var launch: LaunchAppearance?
  /// For a Dragon, what it did; `nil` for anything else.
  package var dragon: Dragon?

  package init(id: String, name: String) {
    (self.id, self.name) = (id, name)
  }

  /// A Dragon's part of its flight.
  package struct Dragon: Sendable, Hashable {
    /// The capsule's serial (`C206`).
    package var capsule: String?
    package var flightSeconds: Int?
    /// How it came home: on water, on land.
    package var waterLanding, landLanding: Bool?
    package var massReturned = Measured(metric: nil, imperial: nil)

    package init() {}
  }
}

/// Where payloads come from: the SpaceX API's payloads joined with the launches (PayloadsData),
/// newest launch first; a payload is found by id, name, or a word only one name has.
package typealias PayloadRepository = CollectionSource<Payload, PayloadWording>

/// What a failed lookup of payloads says.
package enum PayloadWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "payload", ru: "полезная нагрузка"), all: Phrase(en: "Payloads", ru: "Полезные нагрузки"),
    gender: .feminine)
}
