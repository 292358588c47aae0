import Core

/// A recovery or support vessel of SpaceX's fleet (drone ships, their tugs, fairing catchers,
/// Dragon recovery ships), as the SpaceX API v4 has them up to late 2022, with the landings on a
/// drone ship from both sources' flights.
package struct Ship: Sendable, Hashable, Identifiable {
  package var id: String
  package var name: String
  /// `Tug`, `Cargo`, `Barge`, `High Speed Craft`.
  package var type: String?
  /// `Support Ship`, `ASDS Tug`, `Fairing Recovery`, …
  package var roles: [String]
  /// `nil`: the source does not say (never "no").
  package var isActive: Bool?
  package var homePort: String?
  package var yearBuilt: Int?
  package var mass: Measured
  package var model: String?
  /// The launches it supported, by id: the SpaceX API's list, and for a drone ship every launch
  /// whose booster landed on it or tried to, from both sources' flights.
  package var launchIDs: [String]
  /// A drone ship's landings tried and made, year by year, from both sources' flights; none for
  /// other ships.
  package var landingsByYear: [YearTally] = []
  package var link: String?
  package var image: String?

  package init(
    id: String, name: String, type: String? = nil, roles: [String] = [], isActive: Bool? = nil, homePort: String? = nil,
    yearBuilt: Int? = nil, mass: Measured = Measured(metric: nil, imperial: nil), model: String? = nil,
    launchIDs: [String] = [], link: String? = nil, image: String? = nil
  ) {
    (self.id, self.name, self.type, self.roles, self.isActive, self.homePort) = (
      id, name, type, roles, isActive, homePort
    )
    (self.yearBuilt, self.mass, self.model, self.launchIDs, self.link, self.image) = (
      yearBuilt, mass, model, launchIDs, link, image
    )
  }
}

/// Where ships come from: `GET /v4/ships` joined with both sources' landings (ShipsData), in the
/// API's order. A ship is found by an id, a name typed loosely (`go quest`, `GO Quest`), or a
/// word only it has (`champion`).
package typealias ShipRepository = CollectionSource<Ship, ShipWording>

/// What a failed lookup of ships says.
package enum ShipWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "ship", ru: "судно"), all: Phrase(en: "Ships", ru: "Суда"), gender: .neuter)
}
