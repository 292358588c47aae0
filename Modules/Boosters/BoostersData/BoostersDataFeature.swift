import AppContainer
import BoostersDomain
import Core
import LaunchesDomain

/// Boosters over `GET /v4/cores` and `/v4/landpads` (one request each, cached as every
/// collection is) and the merged launches the Launches feature already keeps: no request per
/// booster, nothing more from Launch Library 2 than its launch sync reads.
struct APIBoosterRepository: BoosterRepository {
  let loader: ResourceLoader
  let launches: any LaunchRepository

  func boosters(refresh: Bool) async throws(BoostersError) -> Sourced<[Booster]> {
    async let catalog = try? launches.catalog(refresh: false)
    let cores: Sourced<[CoreDTO]>
    do {
      cores = try await loader.collection("cores", of: CoreDTO.self, refresh: refresh) { $0 }
    } catch {
      _ = await catalog
      throw .unavailable(error.reason)
    }
    let landpads = (try? await loader.collection("landpads", of: LandpadDTO.self, refresh: false) { $0 })?.value ?? []
    let merged = await catalog
    let names = Dictionary(landpads.compactMap { pad in pad.name.map { (pad.id, $0) } }) { first, _ in first }
    let boosters = FleetJoin.boosters(cores: cores.value, landpads: names, launches: merged?.value.launches ?? [])
    // The launches' provenance says both sources' parts; without them, the cores' alone.
    return Sourced(boosters, provenance: merged?.provenance ?? cores.provenance)
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
        loader: container.core.loader, launches: try container.resolve((any LaunchRepository).self)))
  }
}
