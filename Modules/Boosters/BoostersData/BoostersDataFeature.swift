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
    let joined: CollectionSource<Booster, BoosterWording> = LaunchJoin(loader: $1.loader, launches: $0).source(
      "cores", of: CoreDTO.self, naming: .landpads, id: { $0.id }, names: { Serial.names($0.serial) },
      join: FleetJoin.boosters)
    // Each booster knows where the launches it was read from end, so its time on the ground is
    // not counted past them (offline, B1058 was "idle 1,544 days" from a 2022 copy).
    return CollectionSource(id: joined.id, names: joined.names) { refresh throws(CollectionError<BoosterWording>) in
      let boosters = try await joined.load(refresh)
      let lastFlown = boosters.value.compactMap(\.lastFlight).max()
      let ends = boosters.provenance.launchesCompleteThrough(lastFlown: lastFlown)
      return boosters.map {
        $0.map { booster in
          var booster = booster
          booster.dataEnds = ends
          return booster
        }
      }
    }
  }
}
