import AppContainer
import Core
import CrewDomain
import Foundation

/// An astronaut as `spacex-rpc` sends it.
package typealias AstronautItem = DeclaredItem<AstronautMembers>

package enum AstronautMembers: ItemDeclaration {
  package static let members: [ItemMember<Astronaut>] = [
    .value("id") { $0.id }, .value("name") { $0.name }, .optional("agency") { $0.agency },
    .optional("status") { $0.status },
    .value("flights", description: "Launches flown, as listed under the card (those to come apart).") {
      $0.flown.count
    },
    .optional("lastFlight") { $0.lastFlight.map(APIDate.formatDay) },
    .optional("wikipedia") { $0.wikipedia }, .display(AstronautCells.self),
  ]
}

/// Where the astronaut screen's data and `crew.get` keep the launches.
package enum AstronautLaunches: RelatedMember {
  package static let name = "launches"
}
