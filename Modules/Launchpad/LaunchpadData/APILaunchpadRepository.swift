import AppContainer
import Core
import LaunchesDomain
import LaunchpadDomain

/// Launchpads from `GET /v4/launchpads` through the ``ResourceLoader``, with the facts their
/// launches determine (attempts, successes, status) counted from the merged launches of both
/// sources, so a pad's counts agree with its own list of launches; when the Launches feature's
/// repository is there to ask.
struct APILaunchpadRepository: LaunchpadRepository {
  let loader: ResourceLoader
  let launches: (any LaunchRepository)?

  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]> {
    // Asked at the same time as the pads, so a live fetch of `launchpads` the catalog also makes
    // is shared; without `refresh`: one refresh of the pads must not spend a second request on
    // launches. Without a catalog the SpaceX API's counts stand alone.
    async let launchCatalog = launches.catalogIfAvailable()
    let pads: Sourced<[Launchpad]>
    do {
      pads = try await loader.collection("launchpads", of: LaunchpadDTO.self, refresh: refresh) { $0.domain }
    } catch {
      _ = await launchCatalog
      throw .unavailable(error.reason)
    }
    let now = loader.now()
    let catalog = await launchCatalog
    // The rockets its own record names and those its launches flew (Starbase's record, frozen
    // before Starship flew from it, names none): one pass over the launches.
    var launched: [String: Set<String>] = [:]
    for launch in catalog?.value.launches ?? [] {
      guard let pad = launch.launchpadID, let rocket = launch.rocketID else { continue }
      launched[pad, default: []].insert(rocket)
    }
    let asOf = pads.provenance.fetchedAt
    return pads.counted(by: catalog, key: \.launchpadID, now: now) { $0.counted($1, now: now, wordAsOf: asOf) }.map {
      pads in
      pads.map { pad in
        var pad = pad
        let flew = launched[pad.id] ?? []
        // In the catalog's order, as the card always listed them.
        pad.rocketNames = (catalog?.value.rockets ?? []).filter {
          pad.rocketIDs.contains($0.id) || flew.contains($0.id)
        }
        .map(\.name)
        return pad
      }
    }
  }
}

extension Feature {
  /// Registers the live ``LaunchpadRepository``; after the Launches feature's data, when it is
  /// registered, so a pad's counts are those of its launches.
  package static let launchpadData = Feature(
    name: "launchpad.data", provides: [ServiceKey((any LaunchpadRepository).self)],
    uses: [ServiceKey((any LaunchRepository).self)]
  ) { container in
    let launches = try? container.resolve((any LaunchRepository).self)
    try container.services.register(
      (any LaunchpadRepository).self, APILaunchpadRepository(loader: container.core.loader, launches: launches))
  }
}
