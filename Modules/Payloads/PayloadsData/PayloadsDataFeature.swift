import AppContainer
import Core
import Foundation
import LaunchesDomain
import PayloadsDomain

/// A payload in `GET /v4/payloads`: what this project reads of it.
struct PayloadDTO: Decodable, Sendable {
  struct DragonDTO: Decodable, Sendable {
    var capsule: String?
    var flightTimeSec: Int?
    var waterLanding, landLanding: Bool?
    var massReturnedKg, massReturnedLbs: Double?
  }

  var id: String
  var name, type, orbit, launch: String?
  var customers, manufacturers: [String]?
  var massKg, massLbs, periapsisKm, apoapsisKm, inclinationDeg: Double?
  var reused: Bool?
  var dragon: DragonDTO?
}

extension V4Names.Collection {
  /// A Dragon payload names its capsule by id; the capsules give its serial.
  static let capsules = V4Names.Collection(rawValue: "capsules")
}

/// The payloads joined with the launches: a payload flew on the launch its record names, or the
/// launch whose record lists it; newest launch first, those with no launch known last.
enum PayloadJoin {
  static func payloads(_ dtos: [PayloadDTO], capsules: V4Names, launches: [Launch]) -> [Payload] {
    let byID = Dictionary(launches.map { ($0.id, $0) }) { first, _ in first }
    var carriedBy: [String: String] = [:]
    for launch in launches {
      for id in launch.payloadIDs { carriedBy[id] = launch.id }
    }
    return dtos.compactMap { dto -> Payload? in
      guard let name = dto.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
      var payload = Payload(id: dto.id, name: name)
      (payload.type, payload.orbit, payload.reused) = (dto.type, dto.orbit, dto.reused)
      (payload.customers, payload.manufacturers) = (dto.customers ?? [], dto.manufacturers ?? [])
      payload.mass = Measured(metric: dto.massKg, imperial: dto.massLbs)
      (payload.perigeeKm, payload.apogeeKm, payload.inclination) = (dto.periapsisKm, dto.apoapsisKm, dto.inclinationDeg)
      payload.launch = (dto.launch ?? carriedBy[dto.id]).flatMap { byID[$0]?.appearance }
      if let record = dto.dragon, record.capsule != nil || record.flightTimeSec != nil {
        var dragon = Payload.Dragon()
        dragon.capsule = capsules[record.capsule]?.serial
        (dragon.flightSeconds, dragon.waterLanding, dragon.landLanding) = (
          record.flightTimeSec, record.waterLanding, record.landLanding
        )
        dragon.massReturned = Measured(metric: record.massReturnedKg, imperial: record.massReturnedLbs)
        payload.dragon = dragon
      }
      return payload
    }
    .sorted { ($0.launch?.date ?? .distantPast, $1.name) > ($1.launch?.date ?? .distantPast, $0.name) }
  }
}

extension Feature {
  /// Registers the live ``PayloadRepository``: `GET /v4/payloads` (one request, cached) joined
  /// with the launches the Launches feature keeps, the capsules read for their serials.
  package static let payloadsData = Feature.service(
    "payloads.data", PayloadRepository.self, from: (any LaunchRepository).self
  ) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "payloads", of: PayloadDTO.self, naming: .capsules, id: { $0.id }, names: { [$0.name] },
      join: PayloadJoin.payloads)
  }
}
