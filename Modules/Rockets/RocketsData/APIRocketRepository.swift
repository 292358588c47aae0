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
    async let launchCatalog = catalog()
    let rockets: Sourced<[Rocket]>
    do {
      rockets = try await loader.collection("rockets", of: RocketDTO.self, refresh: refresh) { $0.domain }
    } catch {
      _ = await launchCatalog
      throw .unavailable(error.reason)
    }
    guard let catalog = await launchCatalog else { return rockets }
    let now = loader.now()
    let records = catalog.value.flightRecords(by: \.rocketID, now: now)
    let counted = rockets.value.map { rocket in records[rocket.id].map { rocket.counted($0, now: now) } ?? rocket }
    // Launch Library 2's launches count too: the answer names it, as a launch list does.
    guard let launchLibrary = catalog.provenance.part(.launchLibrary) else {
      return Sourced(counted, provenance: rockets.provenance)
    }
    return Sourced(counted, provenance: rockets.provenance.combined(with: launchLibrary))
  }

  /// The merged launch catalog, if the Launches feature is there and can answer.
  private func catalog() async -> Sourced<LaunchCatalog>? {
    guard let launches else { return nil }
    return try? await launches.catalog(refresh: false)
  }
}
