import Core
import Foundation

/// A rocket document of `GET /v4/rockets`, field for field. Everything but `id` and `name` is
/// optional, so a document missing a field still shows what it has.
struct RocketDTO: Decodable, Sendable {
  struct Length: Decodable, Sendable {
    var meters: SourceNumber?
    var feet: SourceNumber?
  }

  struct Mass: Decodable, Sendable {
    var kg: SourceNumber?
    var lb: SourceNumber?
  }

  struct Force: Decodable, Sendable {
    var kN: SourceNumber?
    var lbf: SourceNumber?
  }

  struct PayloadWeight: Decodable, Sendable {
    var id: String
    var name: String?
    var kg: SourceNumber?
    var lb: SourceNumber?
  }

  struct Stage: Decodable, Sendable {
    var engines: Int?
    var fuelAmountTons: SourceNumber?
    var burnTimeSec: SourceNumber?
    var reusable: Bool?
    var thrust: Force?
    var thrustSeaLevel: Force?
    var thrustVacuum: Force?
  }

  struct Engines: Decodable, Sendable {
    var type: String?
    var version: String?
    var propellant1: String?
    var propellant2: String?
  }

  var id: String
  var name: String
  var active: Bool?
  var stages: Int?
  var boosters: Int?
  var costPerLaunch: Int?
  var successRatePct: SourceNumber?
  var firstFlight: Date?
  var country: String?
  var company: String?
  var height: Length?
  var diameter: Length?
  var mass: Mass?
  var payloadWeights: [PayloadWeight]?
  var firstStage: Stage?
  var secondStage: Stage?
  var engines: Engines?
  var description: String?
  var wikipedia: String?
  var flickrImages: [String]?
}
