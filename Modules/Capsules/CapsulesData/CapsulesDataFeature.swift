import AppContainer
import CapsulesDomain
import Core
import Foundation
import LaunchesDomain

/// A capsule in `GET /v4/capsules`: what this project reads of it.
struct CapsuleDTO: Decodable, Sendable {
  var id: String
  var serial: String?
  var type: String?
  var status: String?
}

/// The capsules of both sources: v4's by id (its launches list capsule ids), Launch Library 2's
/// by serial (its launches name the spacecraft); a launch both know is one mission. Each
/// mission's return is Launch Library 2's record of it; for v4's, which records none per
/// mission (its `water_landings` count is frozen in 2022 and disagrees with its own lists), the
/// launch's outcome: every Dragon that reached orbit has come home, CRS-7's was lost with its
/// rocket. So the splashdowns counted are those the missions listed show.
enum CapsuleJoin {
  static func capsules(_ dtos: [CapsuleDTO], launches: [Launch]) -> [Capsule] {
    var capsules: [String: Capsule] = [:]
    var serialOf: [String: String] = [:]
    for dto in dtos {
      guard let serial = dto.serial.flatMap(Serial.normalized) else { continue }
      serialOf[dto.id] = serial
      capsules[serial] = Capsule(
        serial: serial, spaceXAPIID: dto.id, type: dto.type, status: dto.status)
    }
    var newestStatus: [String: String] = [:]
    for launch in launches.sorted(by: { $0.date < $1.date }) {
      var uses: [(serial: String, crew: Int?, landed: Bool?)] = launch.capsuleIDs.compactMap { id in
        serialOf[id].map { ($0, launch.crew.isEmpty ? 0 : launch.crew.count, launch.isUpcoming ? nil : launch.success) }
      }
      // Dragons only (`C206`): a Starship upper stage (`S40`) is a spacecraft, but no capsule.
      for craft in launch.spacecraft {
        guard let serial = Serial.normalized(craft.serial), isDragon(serial) else { continue }
        if let status = craft.status { newestStatus[serial] = status }
        uses.append((serial, craft.crewCount, launch.isUpcoming ? nil : craft.landingSuccess))
      }
      for use in uses {
        var capsule = capsules[use.serial] ?? Capsule(serial: use.serial)
        guard !capsule.missions.contains(where: { $0.launchID == launch.id }) else { continue }
        capsule.missions.append(
          CapsuleMission(
            launch: launch.appearance, crewCount: use.crew, landingSuccess: use.landed))
        capsules[use.serial] = capsule
      }
    }
    return capsules.values.map { capsule in
      var capsule = capsule
      capsule.missions = capsule.missions.filter { !$0.isUpcoming } + capsule.missions.filter { $0.isUpcoming }
      if let status = newestStatus[capsule.serial] { capsule.status = status }
      return capsule
    }
    .sorted { $0.serial.localizedStandardCompare($1.serial) == .orderedAscending }
  }

  /// A Dragon's serial: `C` and three digits.
  static func isDragon(_ serial: String) -> Bool {
    serial.first == "C" && Serial.number(of: serial)?.count == 3
  }
}

extension Feature {
  /// Registers the live ``CapsuleRepository``: `GET /v4/capsules` (one request, cached) joined
  /// with the launches the Launches feature keeps.
  package static let capsulesData = Feature.service(
    "capsules.data", CapsuleRepository.self, from: (any LaunchRepository).self
  ) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "capsules", of: CapsuleDTO.self, id: { $0.id }, names: { Serial.names($0.serial) }, join: CapsuleJoin.capsules)
  }
}
