import Core
import Foundation

/// A launch vehicle, as the app shows it.
package struct Rocket: Sendable, Hashable, Identifiable {
  package var id: String
  package var name: String
  package var isActive: Bool
  package var firstFlight: Date?
  package var country: String?
  package var company: String?
  /// US dollars.
  package var costPerLaunch: Int?
  package var successRatePercent: Double?
  package var stages: Int?
  package var boosters: Int?
  package var height: Measured
  package var diameter: Measured
  package var mass: Measured
  /// Capacity per destination orbit, e.g. `leo`, `gto`.
  package var payloadCapacities: [PayloadCapacity]
  package var firstStage: Stage
  package var secondStage: Stage
  package var engines: Engines?
  package var description: String?
  package var wikipedia: URL?
  /// The API's Flickr photos of the rocket.
  package var photos: [URL]
  /// What its launches say, counted over the merged launches of both sources (the SpaceX API
  /// stops in 2022 and never listed Starship's flights); `nil` when no launch names it. Where it
  /// is set, ``firstFlight``, ``successRatePercent`` and ``isActive`` agree with it.
  package var launches: FlightRecord?
  /// When its "inactive" is only the SpaceX API's word (as of this date, its copy's) and launches
  /// listed since contradict it; `nil` when the status stands on its launches or nothing
  /// contradicts it.
  package var statusAsOf: Date?

  package init(
    id: String, name: String, isActive: Bool, firstFlight: Date? = nil, country: String? = nil,
    company: String? = nil, costPerLaunch: Int? = nil, successRatePercent: Double? = nil, stages: Int? = nil,
    boosters: Int? = nil, height: Measured = .init(metric: nil, imperial: nil),
    diameter: Measured = .init(metric: nil, imperial: nil), mass: Measured = .init(metric: nil, imperial: nil),
    payloadCapacities: [PayloadCapacity] = [], firstStage: Stage = Stage(), secondStage: Stage = Stage(),
    engines: Engines? = nil, description: String? = nil, wikipedia: URL? = nil, photos: [URL] = []
  ) {
    self.photos = photos
    self.id = id
    self.name = name
    self.isActive = isActive
    self.firstFlight = firstFlight
    self.country = country
    self.company = company
    self.costPerLaunch = costPerLaunch
    self.successRatePercent = successRatePercent
    self.stages = stages
    self.boosters = boosters
    self.height = height
    self.diameter = diameter
    self.mass = mass
    self.payloadCapacities = payloadCapacities
    self.firstStage = firstStage
    self.secondStage = secondStage
    self.engines = engines
    self.description = description
    self.wikipedia = wikipedia
  }

  /// What the rocket lifts to low Earth orbit, the figure people compare rockets by.
  package var payloadToLEO: Measured? {
    payloadCapacities.first { $0.orbit == "leo" }?.mass
  }
}

extension Rocket {
  /// The rocket with the facts its launches determine taken from `record`: first flight, success
  /// rate, and active when it flew in the last two years or has launches to come. The SpaceX
  /// API's own figures stand only where no launch says more.
  /// - Parameter wordAsOf: the date of the SpaceX API's copy its own word comes from.
  package func counted(_ record: FlightRecord, now: Date, wordAsOf: Date? = nil) -> Rocket {
    var rocket = self
    rocket.launches = record
    rocket.firstFlight = record.firstFlight ?? firstFlight
    rocket.successRatePercent = record.successRatePercent ?? successRatePercent
    rocket.isActive = record.isActive(now: now) ?? isActive
    if !rocket.isActive, record.contradictsOutOfUse(now: now) { rocket.statusAsOf = wordAsOf }
    return rocket
  }
}

/// How much a rocket can carry to one destination.
package struct PayloadCapacity: Sendable, Hashable {
  package var orbit: String
  package var name: String
  package var mass: Measured

  package init(orbit: String, name: String, mass: Measured) {
    self.orbit = orbit
    self.name = name
    self.mass = mass
  }
}

/// Thrust in both unit systems, as the API states it.
package struct Thrust: Sendable, Hashable {
  package var kilonewtons: Double?
  package var poundsForce: Double?

  package init(kilonewtons: Double?, poundsForce: Double?) {
    self.kilonewtons = kilonewtons
    self.poundsForce = poundsForce
  }
}

/// One stage of a rocket.
package struct Stage: Sendable, Hashable {
  package var engines: Int?
  package var fuelTonnes: Double?
  package var burnTimeSeconds: Double?
  package var isReusable: Bool?
  /// Sea-level thrust for first stages, vacuum thrust for upper stages.
  package var thrust: Thrust?

  package init(
    engines: Int? = nil, fuelTonnes: Double? = nil, burnTimeSeconds: Double? = nil, isReusable: Bool? = nil,
    thrust: Thrust? = nil
  ) {
    self.engines = engines
    self.fuelTonnes = fuelTonnes
    self.burnTimeSeconds = burnTimeSeconds
    self.isReusable = isReusable
    self.thrust = thrust
  }
}

/// The rocket's engine model.
package struct Engines: Sendable, Hashable {
  package var type: String?
  package var version: String?
  package var propellants: [String]

  package init(type: String?, version: String?, propellants: [String]) {
    self.type = type
    self.version = version
    self.propellants = propellants
  }
}
