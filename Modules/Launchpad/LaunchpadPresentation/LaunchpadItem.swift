import AppContainer
import Core
import LaunchpadDomain

/// A launchpad as `spacex-rpc` sends it.
package typealias LaunchpadItem = DeclaredItem<LaunchpadMembers>

package enum LaunchpadMembers: ItemDeclaration {
  package static let members: [ItemMember<Launchpad>] = [
    .value("id") { $0.id }, .value("name") { $0.name }, .optional("fullName") { $0.fullName },
    .optional("locality") { $0.locality }, .optional("region") { $0.region }, .optional("latitude") { $0.latitude },
    .optional("longitude") { $0.longitude }, .optional("status") { $0.status },
    .optional("launchAttempts") { $0.launchAttempts }, .optional("launchSuccesses") { $0.launchSuccesses },
    .value("rocketIds") { $0.rocketIDs }, .display(LaunchpadCells.self),
  ]
}

/// Where the launchpad screen's data and `launchpads.get` keep its launches, with the names of
/// the rockets that fly from it beside them (`rockets`).
package enum LaunchpadLaunches: RelatedMember {
  package static let name = "launches"

  package struct Beside: Codable, Sendable, JSONMembersWritable {
    /// Their names, as the launch catalog has them; empty when it could not be read.
    var rockets: [String]

    package func jsonMembers() -> [JSONMember] { [JSONMember("rockets", rockets)] }
  }
}
