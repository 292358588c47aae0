import AppContainer
import Core
import Foundation
import LaunchesDomain
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
      link: link, image: image)
  }
}

/// The ships with the launches each supported: the SpaceX API's list (frozen in 2022, and short
/// of its own landing records), and, for a drone ship, every launch whose booster landed on it or
/// tried to, from both sources' flights, so a drone ship counts what its landing site counts.
enum ShipJoin {
  /// - Parameter sites: `/v4/landpads`: a drone ship is a landing site, under the ship's name.
  static func ships(_ dtos: [ShipDTO], sites: V4Names, launches: [Launch]) -> [Ship] {
    var shipOfSite: [String: String] = [:]
    var shipOfPlace: [String: String] = [:]
    for site in sites.documents {
      guard let fullName = site.fullName, let ship = ship(named: fullName, among: dtos) else { continue }
      shipOfSite[site.id] = ship
      if let name = site.name { shipOfPlace[LooseName.normalize(name)] = ship }
    }
    var landedOn: [String: [(launchID: String, date: Date, success: Bool?)]] = [:]
    for launch in launches.sorted(by: { $0.date < $1.date }) where !launch.isUpcoming {
      for core in launch.cores where launch.landingAttempted(by: core) == true {
        guard
          let ship = core.landpadID.flatMap({ shipOfSite[$0] })
            ?? core.landingPlace.flatMap({ shipOfPlace[LooseName.normalize($0)] })
        else { continue }
        landedOn[ship, default: []].append((launch.id, launch.date, core.landingSuccess))
      }
    }
    return dtos.map { dto in
      var ship = dto.domain
      let landings = landedOn[dto.id] ?? []
      var seen = Set(ship.launchIDs)
      ship.launchIDs += landings.map(\.launchID).filter { seen.insert($0).inserted }
      ship.landingsByYear = YearTally.years(of: landings.lazy.map { (date: $0.date, success: $0.success) })
      return ship
    }
  }

  /// The ship a landing site is: the one of its name (`Of Course I Still Love You`; the site's
  /// `Just Read The Instructions V1` is the ship `… 1`), else the newest of the name numbered
  /// (the site `Just Read The Instructions` is the ship `… 2`, which replaced `… 1`).
  static func ship(named siteName: String, among ships: [ShipDTO]) -> String? {
    let key = shipKey(siteName)
    if let same = ships.first(where: { shipKey($0.name) == key }) { return same.id }
    let numbered = ships.compactMap { ship -> (id: String, number: Int)? in
      let name = shipKey(ship.name)
      let digits = name.reversed().prefix { $0.isNumber }
      guard !digits.isEmpty, name.dropLast(digits.count) == key, let number = Int(String(digits.reversed())) else {
        return nil
      }
      return (ship.id, number)
    }
    return numbered.max { $0.number < $1.number }?.id
  }

  /// A name loosely, a version's `v` before a closing number dropped (`…v1` is `…1`).
  private static func shipKey(_ name: String) -> String {
    let key = LooseName.normalize(name)
    let digits = key.reversed().prefix { $0.isNumber }.count
    guard digits > 0, key.dropLast(digits).hasSuffix("v") else { return key }
    return String(key.dropLast(digits).dropLast()) + key.suffix(digits)
  }
}

extension Feature {
  /// Registers the live ``ShipRepository``: `GET /v4/ships` and `/v4/landpads` (one request each,
  /// cached as every collection is) joined with the launches the Launches feature keeps.
  package static let shipsData = Feature.service("ships.data", ShipRepository.self, from: (any LaunchRepository).self) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "ships", of: ShipDTO.self, naming: .landpads, id: { $0.id }, names: { [$0.name] }, join: ShipJoin.ships)
  }
}
