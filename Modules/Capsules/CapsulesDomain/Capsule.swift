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
  /// Splashdowns the SpaceX API counted (its era only); `nil` when it does not know the capsule.
  package var spaceXAPISplashdowns: Int?
  /// Every mission, oldest first; those to come at the end.
  package var missions: [CapsuleMission]

  package init(
    serial: String, spaceXAPIID: String? = nil, type: String? = nil, status: String? = nil,
    spaceXAPISplashdowns: Int? = nil, missions: [CapsuleMission] = []
  ) {
    self.serial = serial
    self.spaceXAPIID = spaceXAPIID
    self.type = type
    self.status = status
    self.spaceXAPISplashdowns = spaceXAPISplashdowns
    self.missions = missions
  }

  package var flown: [CapsuleMission] { missions.filter { !$0.isUpcoming } }
  /// Missions that carried people.
  package var crewFlights: Int { flown.filter { ($0.crewCount ?? 0) > 0 }.count }
  /// One number from both sources: the SpaceX API's count for its era, and the splashdowns
  /// Launch Library 2 recorded for missions the SpaceX API never knew.
  package var splashdowns: Int {
    (spaceXAPISplashdowns ?? 0) + flown.filter { !$0.knownToSpaceXAPI && $0.landingSuccess == true }.count
  }
  package var lastFlight: Date? { flown.last?.date }
}

/// One mission of a capsule.
package struct CapsuleMission: Sendable, Hashable {
  package var launchID: String
  package var launchName: String
  package var date: Date
  package var datePrecision: DatePrecision
  package var isUpcoming: Bool
  /// How many people it carried; `nil` when no source says.
  package var crewCount: Int?
  /// How its return went, where Launch Library 2 records it.
  package var landingSuccess: Bool?
  /// The SpaceX API lists it (its capsule ids): its splashdowns are in that source's count.
  package var knownToSpaceXAPI: Bool

  package init(
    launchID: String, launchName: String, date: Date, datePrecision: DatePrecision = .hour, isUpcoming: Bool = false,
    crewCount: Int? = nil, landingSuccess: Bool? = nil, knownToSpaceXAPI: Bool = false
  ) {
    self.launchID = launchID
    self.launchName = launchName
    self.date = date
    self.datePrecision = datePrecision
    self.isUpcoming = isUpcoming
    self.crewCount = crewCount
    self.landingSuccess = landingSuccess
    self.knownToSpaceXAPI = knownToSpaceXAPI
  }
}

/// Where capsules come from: the SpaceX API's capsules joined with both sources' launches
/// (CapsulesData). A capsule is found by its serial in any case (`c206`) or its number (`206`).
package typealias CapsuleRepository = CollectionSource<Capsule, CapsuleWording>

extension Capsule {
  /// Every name a capsule answers to: its serial, and a Dragon's number alone.
  package static func names(_ capsule: Capsule) -> [String] {
    [capsule.serial]
      + (capsule.serial.first == "C" && capsule.serial.dropFirst().allSatisfy(\.isNumber)
        ? [String(capsule.serial.dropFirst())] : [])
  }
}

package typealias CapsulesError = CollectionError<CapsuleWording>

package enum CapsuleWording: CollectionWording {
  package static func noMatch(_ reference: String) -> Phrase {
    Phrase(en: "No capsule matches '\(reference)'.", ru: "Капсула «\(reference)» не найдена.")
  }

  package static func unavailable(_ reason: String) -> Phrase {
    Phrase(en: "Capsules are unavailable: \(reason)", ru: "Капсулы недоступны: \(reason)")
  }
}
