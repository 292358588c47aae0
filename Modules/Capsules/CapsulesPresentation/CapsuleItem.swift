import AppContainer
import CapsulesDomain
import Core
import Foundation

/// A capsule as `spacex-rpc` sends it.
typealias CapsuleItem = DeclaredItem<CapsuleMembers>

enum CapsuleMembers: ItemDeclaration {
  static let members: [ItemMember<Capsule>] = [
    .value("id") { $0.id }, .value("serial") { $0.serial }, .optional("spaceXAPIId") { $0.spaceXAPIID },
    .optional("type") { $0.type }, .optional("status") { $0.status }, .value("flights") { $0.flown.count },
    .value("crewFlights") { $0.crewFlights },
    .value(
      "splashdowns",
      description:
        "The missions listed that came home: Launch Library 2's record of each return, else (for the SpaceX API's missions, which it records no return of) the launch's outcome."
    ) { $0.splashdowns },
    .optional("lastFlight") { $0.lastFlight.map(APIDate.formatDay) },
    .display(CapsuleCells.self),
  ]
}

/// One mission, as `spacex-rpc` sends it.
typealias CapsuleMissionItem = DeclaredItem<CapsuleMissionMembers>

enum CapsuleMissionMembers: ItemDeclaration {
  static let members: [ItemMember<CapsuleMission>] =
    ItemMember.onLaunch + [
      .optional("crewCount") { $0.crewCount }, .optional("landingSuccess") { $0.landingSuccess },
      .display(CapsuleMissionCells.self),
    ]
}

/// Where the capsule screen's data and `capsules.get` keep its missions.
enum CapsuleMissions: RelatedMember {
  static let name = "missions"
}
