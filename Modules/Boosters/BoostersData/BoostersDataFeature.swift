import AppContainer
import BoostersDomain
import Core
import LaunchesDomain

/// Boosters over `GET /v4/cores` and `/v4/landpads` (one request each, cached as every
/// collection is) and the merged launches the Launches feature already keeps: no request per
/// booster, nothing more from Launch Library 2 than its launch sync reads.
struct APIBoosterRepository: BoosterRepository {
  let join: LaunchJoin<[Booster]>

  func boosters(refresh: Bool) async throws(BoostersError) -> Sourced<[Booster]> {
    do {
      return try await join.load(
        "cores", of: CoreDTO.self, refresh: refresh, naming: "landpads", of: LandpadDTO.self
      ) { cores, landpads, launches in
        let names = Dictionary(landpads.compactMap { pad in pad.name.map { (pad.id, $0) } }) { first, _ in first }
        return FleetJoin.boosters(cores: cores, landpads: names, launches: launches)
      }
    } catch {
      throw .unavailable(error.reason)
    }
  }
}

extension Feature {
  /// Registers the live ``BoosterRepository``, over the SpaceX API's cores and the launches of
  /// both sources.
  package static let boostersData = Feature(
    name: "boosters.data", provides: [ServiceKey((any BoosterRepository).self)],
    needs: [ServiceKey((any LaunchRepository).self)]
  ) { container in
    try container.services.register(
      (any BoosterRepository).self,
      APIBoosterRepository(
        join: LaunchJoin(loader: container.core.loader, launches: try container.resolve((any LaunchRepository).self))))
  }
}
