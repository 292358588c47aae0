import Core
import LaunchesDomain
import RocketsDomain

/// Rockets from `GET /v4/rockets`, through the ``ResourceLoader``: fresh cache, live API, stale
/// cache or offline sample, as the run's source policy says; with the facts their launches
/// determine (first flight, success rate, status, counts) taken from the merged launches of both
/// sources, when the Launches feature's repository is there to ask.
struct APIRocketRepository: RocketRepository {
  let loader: ResourceLoader
  let launches: (any LaunchRepository)?

  func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> {
    // Asked at the same time as the rockets, so a live fetch of `rockets` the catalog also makes
    // is shared; without `refresh`, as for launchpads: one refresh must not spend a second request.
    async let launchCatalog = launches.catalogIfAvailable()
    let rockets: Sourced<[Rocket]>
    do {
      rockets = try await loader.collection("rockets", of: RocketDTO.self, refresh: refresh) { $0.domain }
    } catch {
      _ = await launchCatalog
      throw .unavailable(error.reason)
    }
    let now = loader.now()
    // Its own word is as old as the copy it came in (the SpaceX API's, frozen since late 2022).
    let asOf = rockets.provenance.fetchedAt
    return rockets.counted(by: await launchCatalog, key: \.rocketID, now: now) {
      $0.counted($1, now: now, wordAsOf: asOf)
    }
  }
}
