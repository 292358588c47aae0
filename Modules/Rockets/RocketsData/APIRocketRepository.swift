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
      let documents = try await loader.load(.all("rockets"), as: LossyArray<RocketDTO>.self, refresh: refresh)
      rockets = documents.map { $0.elements.map(\.domain) }
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
    // Without `refresh`, as for launchpads: one refresh must not spend a second request.
    guard let launches, let catalog = try? await launches.catalog(refresh: false),
      let launchLibrary = catalog.provenance.part(.launchLibrary)
    else { return rockets }
    let counted = Self.counting(catalog.value.launches, into: rockets.value)
    guard counted != rockets.value else { return rockets }
    // The counts are Launch Library 2's: the answer says so, as a launch list does.
    return Sourced(
      counted,
      provenance: .combining([ProviderProvenance(provider: .spaceXAPI, rockets.provenance), launchLibrary]))
  }

  /// Each rocket's flown launches that only Launch Library 2 knows.
  static func counting(_ launches: [Launch], into rockets: [Rocket]) -> [Rocket] {
    var counts: [String: FlightCount] = [:]
    for launch in launches where launch.providers == [.launchLibrary] {
      guard let rocket = launch.rocketID, let success = launch.success else { continue }
      counts[rocket, default: FlightCount(flights: 0, successes: 0)].flights += 1
      if success { counts[rocket, default: FlightCount(flights: 0, successes: 0)].successes += 1 }
    }
    guard !counts.isEmpty else { return rockets }
    return rockets.map { rocket in
      var rocket = rocket
      rocket.launchLibraryFlights = counts[rocket.id]
      return rocket
    }
  }
}
