import Core
import LaunchesDomain
import RocketsDomain

/// Rockets from `GET /v4/rockets`, through the ``ResourceLoader``: fresh cache, live API, stale
/// cache or offline sample, as the run's source policy says; with the flights only Launch
/// Library 2 records, when the Launches feature's repository is there to ask.
struct APIRocketRepository: RocketRepository {
  let loader: ResourceLoader
  let launches: (any LaunchRepository)?

  func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> {
    let rockets: Sourced<[Rocket]>
    do {
      rockets = try await loader.collection("rockets", of: RocketDTO.self, refresh: refresh) { $0.domain }
    } catch {
      throw .unavailable(error.reason)
    }
    // Without `refresh`, as for launchpads: one refresh must not spend a second request.
    guard let launches, let catalog = try? await launches.catalog(refresh: false),
      let launchLibrary = catalog.provenance.part(.launchLibrary)
    else { return rockets }
    let counts = catalog.value.launchLibraryOnlyFlights(by: \.rocketID)
    guard rockets.value.contains(where: { counts[$0.id] != nil }) else { return rockets }
    let counted = rockets.value.map { rocket in
      var rocket = rocket
      rocket.launchLibraryFlights = counts[rocket.id].map { FlightCount(flights: $0.flights, successes: $0.successes) }
      return rocket
    }
    // The counts are Launch Library 2's: the answer says so, as a launch list does.
    return Sourced(counted, provenance: rockets.provenance.combined(with: launchLibrary))
  }
}
