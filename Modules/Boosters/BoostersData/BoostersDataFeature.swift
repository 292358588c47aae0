import AppContainer
import BoostersDomain
import Core
import LaunchesDomain

extension Feature {
  /// Registers the live ``BoosterRepository``: `GET /v4/cores` and `/v4/landpads` (one request
  /// each, cached as every collection is) joined with the merged launches the Launches feature
  /// already keeps: no request per booster, nothing more from Launch Library 2 than its sync reads.
  package static let boostersData = Feature.service(
    "boosters.data", BoosterRepository.self, from: (any LaunchRepository).self
  ) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "cores", of: CoreDTO.self, naming: .landpads, id: { $0.id }, names: { Serial.names($0.serial) },
      join: FleetJoin.boosters)
  }
}
