import AppContainer
import CapsulesDomain
import Core
import Foundation
import JSONRPC

/// A capsule as `spacex-rpc` sends it.
struct CapsuleItem: Codable, Sendable {
  var id: String
  var serial: String
  var spaceXAPIId: String?
  var type: String?
  var status: String?
  var flights: Int
  var crewFlights: Int
  var splashdowns: Int
  var lastFlight: String?
  var display: CapsuleRow

  init(_ capsule: Capsule, formatter: DisplayFormatter) {
    id = capsule.id
    serial = capsule.serial
    spaceXAPIId = capsule.spaceXAPIID
    type = capsule.type
    status = capsule.status
    flights = capsule.flown.count
    crewFlights = capsule.crewFlights
    splashdowns = capsule.splashdowns
    lastFlight = capsule.lastFlight.map { String(APIDate.format($0).prefix(10)) }
    display = CapsulePresenter.row(for: capsule, formatter: formatter)
  }
}

extension CapsuleItem: JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "splashdowns": .object([
      "description":
        "The missions listed that came home: Launch Library 2's record of each return, else (for the SpaceX API's missions, which it records no return of) the launch's outcome."
    ])
  ]
}

/// One mission, as `spacex-rpc` sends it.
struct CapsuleMissionItem: Codable, Sendable {
  var launchId: String
  var launchName: String
  var dateUtc: Date
  var upcoming: Bool
  var crewCount: Int?
  var landingSuccess: Bool?
  var display: CapsuleMissionRow

  init(_ mission: CapsuleMission, formatter: DisplayFormatter) {
    launchId = mission.launchID
    launchName = mission.launchName
    dateUtc = mission.date
    upcoming = mission.isUpcoming
    crewCount = mission.crewCount
    landingSuccess = mission.landingSuccess
    display = CapsulePresenter.missionRow(mission, formatter: formatter)
  }
}

/// Where the capsule screen's data and `capsules.get` keep its missions.
enum CapsuleMissions: RelatedMember {
  static let name = "missions"
}
