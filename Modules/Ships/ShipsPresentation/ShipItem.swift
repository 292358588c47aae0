import AppContainer
import Core
import ShipsDomain

/// A ship as `spacex-rpc` sends it: raw values and `display` strings.
package typealias ShipItem = DeclaredItem<ShipMembers>

package enum ShipMembers: ItemDeclaration {
  package static let members: [ItemMember<Ship>] = [
    .value("id") { $0.id }, .value("name") { $0.name }, .optional("type") { $0.type }, .value("roles") { $0.roles },
    .optional(
      "active", description: "Whether the ship is in service; left out when the source does not say (never \"no\")."
    ) { $0.isActive },
    .optional("homePort") { $0.homePort }, .optional("yearBuilt") { $0.yearBuilt },
    .optional("massKg") { $0.mass.metric }, .optional("massLb") { $0.mass.imperial }, .optional("model") { $0.model },
    .value(
      "launchIds",
      description:
        "The launches it supported, by id, as launches.get takes them: the SpaceX API's list, and for a drone ship every launch whose booster landed on it or tried to, from both sources' flights."
    ) { $0.launchIDs },
    // A drone ship's landings tried and made by UTC year, oldest first; empty for other ships.
    .value("landingsByYear") { $0.landingsByYear }, .optional("link") { $0.link },
    .value("images") { ship in ship.image.map { [ImageLink(kind: "photo", url: $0)] } ?? [] },
    .display(ShipCells.self),
  ]
}
