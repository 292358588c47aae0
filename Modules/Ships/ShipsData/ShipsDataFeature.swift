import AppContainer
import Core
import ShipsDomain

/// A ship in `GET /v4/ships`: what this project reads of it.
struct ShipDTO: Decodable, Sendable {
  var id: String
  var name: String
  var type: String?
  var roles: [String]?
  var active: Bool?
  var homePort: String?
  var yearBuilt: Int?
  var massKg: SourceNumber?
  var massLbs: SourceNumber?
  var model: String?
  var launches: [String]?
  var link: String?
  var image: String?

  var domain: Ship {
    Ship(
      id: id, name: name, type: type, roles: roles ?? [], isActive: active, homePort: homePort, yearBuilt: yearBuilt,
      mass: Measured(metric: massKg?.value, imperial: massLbs?.value), model: model, launchIDs: launches ?? [],
      link: link,
      image: image)
  }
}

extension Feature {
  /// Registers the live ``ShipRepository``, through the ``ResourceLoader`` (fresh cache, live,
  /// stale cache, offline sample).
  package static let shipsData = Feature(name: "ships.data", provides: [ServiceKey(ShipRepository.self)]) {
    container in
    try container.services.register(
      ShipRepository.self,
      container.core.loader.source("ships", of: ShipDTO.self, id: { $0.id }, names: { [$0.name] }) { $0.domain })
  }
}
