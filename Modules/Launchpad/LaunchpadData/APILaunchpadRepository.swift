import AppContainer
import Core
import LaunchesDomain
import LaunchpadDomain

/// Launchpads from `GET /v4/launchpads` through the ``ResourceLoader``, with their launch counts
/// raised by the flown launches only Launch Library 2 knows (the SpaceX API's counts stop in
/// 2022), when the Launches feature's repository is there to ask.
struct APILaunchpadRepository: LaunchpadRepository {
  let loader: ResourceLoader
  let launches: (any LaunchRepository)?

  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]> {
    let pads: Sourced<[Launchpad]>
    do {
      pads = try await loader.collection("launchpads", of: LaunchpadDTO.self, refresh: refresh) { $0.domain }
    } catch {
      throw .unavailable(error.reason)
    }
    // The catalog is asked without `refresh`: one refresh of the pads must not spend a second
    // request on launches. Without it the SpaceX API's counts stand alone.
    guard let launches, let catalog = try? await launches.catalog(refresh: false),
      let launchLibrary = catalog.provenance.part(.launchLibrary)
    else { return pads }
    let counts = catalog.value.launchLibraryOnlyFlights(by: \.launchpadID)
    guard pads.value.contains(where: { counts[$0.id] != nil }) else { return pads }
    let counted = pads.value.map { pad in
      guard let added = counts[pad.id] else { return pad }
      var pad = pad
      pad.launchAttempts = (pad.launchAttempts ?? 0) + added.flights
      pad.launchSuccesses = (pad.launchSuccesses ?? 0) + added.successes
      return pad
    }
    // The counts are Launch Library 2's: the answer says so, as a launch list does.
    return Sourced(counted, provenance: pads.provenance.combined(with: launchLibrary))
  }
}

extension Feature {
  /// Registers the live ``LaunchpadRepository``; after the Launches feature's data, when it is
  /// registered, so counts include Launch Library 2's launches.
  package static let launchpadData = Feature(name: "launchpad.data") { container in
    // Only Launch Library 2 adds launches: without it there is nothing to count, and nothing to load.
    let launches = container.core.launchLibrary == nil ? nil : try? container.resolve((any LaunchRepository).self)
    try container.services.register(
      (any LaunchpadRepository).self, APILaunchpadRepository(loader: container.core.loader, launches: launches))
  }
}
