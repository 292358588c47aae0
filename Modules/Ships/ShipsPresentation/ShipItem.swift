import AppContainer
import Core
import JSONRPC
import LaunchesPresentation
import ShipsDomain

/// A ship as `spacex-rpc` sends it: raw values and `display` strings.
package struct ShipItem: Codable, Sendable {
  var id: String
  var name: String
  var type: String?
  var roles: [String]
  /// `null` when the source does not say.
  var active: Bool?
  var homePort: String?
  var yearBuilt: Int?
  var massKg: Double?
  var massLb: Double?
  var model: String?
  var launchIds: [String]
  /// A drone ship's landings tried and made by UTC year, oldest first; empty for other ships.
  var landingsByYear: [YearTally]
  var link: String?
  var images: [ImageLink]
  var display: ShipRow

  init(_ ship: Ship, formatter: DisplayFormatter) {
    id = ship.id
    name = ship.name
    type = ship.type
    roles = ship.roles
    active = ship.isActive
    homePort = ship.homePort
    yearBuilt = ship.yearBuilt
    massKg = ship.mass.metric
    massLb = ship.mass.imperial
    model = ship.model
    launchIds = ship.launchIDs
    landingsByYear = ship.landingsByYear
    link = ship.link
    images = ship.image.map { [ImageLink(kind: "photo", url: $0)] } ?? []
    display = ShipPresenter.row(for: ship, formatter: formatter)
  }
}

extension ShipItem: JSONSchemaAnnotating {
  /// What `rpc.discover` says of the members a type cannot: what a missing fact means.
  package static let memberAnnotations: [String: JSONValue] = [
    "active": .object([
      "description": "Whether the ship is in service; null when the source does not say (never \"no\")."
    ]),
    "launchIds": .object([
      "description":
        "The launches it supported, by id, as launches.get takes them: the SpaceX API's list, and for a drone ship every launch whose booster landed on it or tried to, from both sources' flights."
    ]),
  ]
}
