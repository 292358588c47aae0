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
      let documents = try await loader.load(.all("launchpads"), as: LossyArray<LaunchpadDTO>.self, refresh: refresh)
      pads = documents.map { $0.elements.map(\.domain) }
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
    // The catalog is asked without `refresh`: one refresh of the pads must not spend a second
    // request on launches. Without it the SpaceX API's counts stand alone.
    guard let launches, let catalog = try? await launches.catalog(refresh: false),
      let launchLibrary = catalog.provenance.part(.launchLibrary)
    else { return pads }
    let counted = Self.counting(catalog.value.launches, into: pads.value)
    guard counted != pads.value else { return pads }
    // The counts are Launch Library 2's: the answer says so, as a launch list does.
    return Sourced(
      counted, provenance: .combining([ProviderProvenance(provider: .spaceXAPI, pads.provenance), launchLibrary]))
  }

  /// Adds each launch flown from a pad that only Launch Library 2 knows to that pad's counts.
  static func counting(_ launches: [Launch], into pads: [Launchpad]) -> [Launchpad] {
    var attempts: [String: Int] = [:]
    var successes: [String: Int] = [:]
    for launch in launches where launch.providers == [.launchLibrary] {
      guard let pad = launch.launchpadID, let success = launch.success else { continue }
      attempts[pad, default: 0] += 1
      if success { successes[pad, default: 0] += 1 }
    }
    guard !attempts.isEmpty else { return pads }
    return pads.map { pad in
      guard let added = attempts[pad.id] else { return pad }
      var pad = pad
      pad.launchAttempts = (pad.launchAttempts ?? 0) + added
      pad.launchSuccesses = (pad.launchSuccesses ?? 0) + successes[pad.id, default: 0]
      return pad
    }
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
