import Core

/// The rocket that flew the launch.
package struct RocketInfo: Sendable, Hashable {
  package var id: String
  package var name: String

  package init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// Where the launch flew from.
package struct LaunchpadInfo: Sendable, Hashable {
  package var id: String
  package var name: String
  package var fullName: String?
  package var locality: String?
  package var region: String?

  package init(id: String, name: String, fullName: String? = nil, locality: String? = nil, region: String? = nil) {
    self.id = id
    self.name = name
    self.fullName = fullName
    self.locality = locality
    self.region = region
  }
}

/// What the launch carried.
package struct Payload: Sendable, Hashable {
  package var id: String
  package var name: String
  package var type: String?
  package var mass: Measured
  package var orbit: String?
  package var customers: [String]
  package var nationalities: [String]
  package var manufacturers: [String]

  package init(
    id: String, name: String, type: String? = nil, mass: Measured = Measured(metric: nil, imperial: nil),
    orbit: String? = nil, customers: [String] = [], nationalities: [String] = [], manufacturers: [String] = []
  ) {
    self.id = id
    self.name = name
    self.type = type
    self.mass = mass
    self.orbit = orbit
    self.customers = customers
    self.nationalities = nationalities
    self.manufacturers = manufacturers
  }
}

/// A person who flew, with their role on this launch where the data has one.
package struct CrewMember: Sendable, Hashable {
  package var id: String
  package var name: String
  package var agency: String?
  package var role: String?

  package init(id: String, name: String, agency: String? = nil, role: String? = nil) {
    self.id = id
    self.name = name
    self.agency = agency
    self.role = role
  }
}

/// A Dragon capsule that flew.
package struct Capsule: Sendable, Hashable {
  package var id: String
  package var serial: String
  package var status: String?
  package var reuseCount: Int?

  package init(id: String, serial: String, status: String? = nil, reuseCount: Int? = nil) {
    self.id = id
    self.serial = serial
    self.status = status
    self.reuseCount = reuseCount
  }
}

/// A ship that supported the launch (recovery, tug, drone ship).
package struct Ship: Sendable, Hashable {
  package var id: String
  package var name: String
  package var roles: [String]
  package var homePort: String?

  package init(id: String, name: String, roles: [String] = [], homePort: String? = nil) {
    self.id = id
    self.name = name
    self.roles = roles
    self.homePort = homePort
  }
}

/// One booster core on this launch, and how its landing went.
package struct CoreUse: Sendable, Hashable {
  package var coreID: String?
  package var serial: String?
  /// Which flight of this core the launch was.
  package var flight: Int?
  package var isReused: Bool?
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?
  /// `ASDS` (drone ship), `RTLS` (landing zone), `Ocean`.
  package var landingType: String?
  package var landpad: String?

  package init(
    coreID: String?, serial: String? = nil, flight: Int? = nil, isReused: Bool? = nil, landingAttempt: Bool? = nil,
    landingSuccess: Bool? = nil, landingType: String? = nil, landpad: String? = nil
  ) {
    self.coreID = coreID
    self.serial = serial
    self.flight = flight
    self.isReused = isReused
    self.landingAttempt = landingAttempt
    self.landingSuccess = landingSuccess
    self.landingType = landingType
    self.landpad = landpad
  }
}
