import Core
import Foundation

/// A Dragon (or another spacecraft a launch carried), with every mission it flew from both
/// sources, each once.
package struct Capsule: Sendable, Hashable, Identifiable {
  /// Its serial (`C206`): the same in both sources, so it is the id.
  package var id: String { serial }
  package var serial: String
  package var spaceXAPIID: String?
  /// `Dragon 1.1`, `Dragon 2.0`; `nil` when no source says.
  package var type: String?
  /// The newest word of either source (`active`, `retired`, `destroyed`, `unknown`).
  package var status: String?
  /// Every mission, oldest first; those to come at the end.
  package var missions: [CapsuleMission]

  package init(
    serial: String, spaceXAPIID: String? = nil, type: String? = nil, status: String? = nil,
    missions: [CapsuleMission] = []
  ) {
    (self.serial, self.spaceXAPIID, self.type, self.status, self.missions) = (
      serial, spaceXAPIID, type, status, missions
    )
  }

  package var flown: [CapsuleMission] { missions.filter { !$0.isUpcoming } }
  /// Missions that carried people.
  package var crewFlights: Int { flown.filter { ($0.crewCount ?? 0) > 0 }.count }
  /// The missions listed that came home.
  package var splashdowns: Int { flown.filter { $0.landingSuccess == true }.count }
  package var lastFlight: Date? { flown.last?.date }
}

/// One mission of a capsule: the launch (`mission.launchName`, `mission.date`, …) and what the
/// capsule did on it.
package struct CapsuleMission: Sendable, Hashable, OnLaunch {
  package var launch: LaunchAppearance
  /// How many people it carried; `nil` when no source says.
  package var crewCount: Int?
  /// Whether it came home: Launch Library 2's record, else (for the SpaceX API's missions) the
  /// launch's outcome; `nil` when neither says (yet).
  package var landingSuccess: Bool?

  package init(launch: LaunchAppearance, crewCount: Int? = nil, landingSuccess: Bool? = nil) {
    (self.launch, self.crewCount, self.landingSuccess) = (launch, crewCount, landingSuccess)
  }
}

/// Where capsules come from: the SpaceX API's capsules joined with both sources' launches
/// (CapsulesData). A capsule is found by its serial in any case (`c206`) or its number (`206`).
package typealias CapsuleRepository = CollectionSource<Capsule, CapsuleWording>

/// What a failed lookup of capsules says.
package enum CapsuleWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "capsule", ru: "капсула"), all: Phrase(en: "Capsules", ru: "Капсулы"), gender: .feminine)
}
