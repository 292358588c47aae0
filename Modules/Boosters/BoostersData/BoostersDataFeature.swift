import AppContainer
import BoostersDomain
import Core
import LaunchesDomain

extension Feature {
  /// Registers the live ``BoosterRepository``: `GET /v4/cores` and `/v4/landpads` (one request
  /// each, cached as every collection is) joined with the merged launches the Launches feature
  /// already keeps: no request per booster, nothing more from Launch Library 2 than its sync reads.
  package static let boostersData = Feature(
    name: "boosters.data", provides: [ServiceKey(BoosterRepository.self)],
    needs: [ServiceKey((any LaunchRepository).self)]
  ) { container in
    let join = LaunchJoin<[Booster]>(
      loader: container.core.loader, launches: try container.resolve((any LaunchRepository).self))
    try container.services.register(
      BoosterRepository.self,
      join.source(
        "cores", of: CoreDTO.self, naming: "landpads", of: LandpadDTO.self, id: { $0.id },
        names: { Serial.names($0.serial) }
      ) { cores, landpads, launches in
        let names = Dictionary(landpads.compactMap { pad in pad.name.map { (pad.id, $0) } }) { first, _ in first }
        return FleetJoin.boosters(cores: cores, landpads: names, launches: launches)
      })
  }
}
