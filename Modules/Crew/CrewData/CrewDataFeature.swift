import AppContainer
import Core
import CrewDomain
import Foundation
import LaunchesDomain

/// A crew member in `GET /v4/crew`: what this project reads of it.
struct CrewDTO: Decodable, Sendable {
  var id: String
  var name: String?
  var agency: String?
  var status: String?
  var wikipedia: String?
  var launches: [String]?
}

/// The crew joined with the launches: a launch is theirs when either record says so (the
/// person's `launches`, or the launch's `crew`), once.
enum CrewJoin {
  static func crew(_ dtos: [CrewDTO], launches: [Launch]) -> [Astronaut] {
    let byID = Dictionary(launches.map { ($0.id, $0) }) { first, _ in first }
    var flownOn: [String: Set<String>] = [:]
    for launch in launches {
      for member in launch.crew { flownOn[member.crewID, default: []].insert(launch.id) }
    }
    return dtos.compactMap { dto -> Astronaut? in
      guard let name = dto.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
      var astronaut = Astronaut(
        id: dto.id, name: name, agency: dto.agency, status: dto.status, wikipedia: dto.wikipedia)
      astronaut.flights = LaunchAppearance.ordered(
        flownOn[dto.id, default: []].union(dto.launches ?? []).compactMap { byID[$0]?.appearance })
      return astronaut
    }
    .sorted { $0.flown.count != $1.flown.count ? $0.flown.count > $1.flown.count : $0.name < $1.name }
  }
}

extension Feature {
  /// Registers the live ``CrewRepository``: `GET /v4/crew` (one request, cached) joined with the
  /// launches the Launches feature keeps.
  package static let crewData = Feature.service("crew.data", CrewRepository.self, from: (any LaunchRepository).self) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "crew", of: CrewDTO.self, id: { $0.id }, names: { [$0.name] }, join: CrewJoin.crew)
  }
}
