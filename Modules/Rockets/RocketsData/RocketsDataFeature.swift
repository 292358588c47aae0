import AppContainer
import LaunchesDomain
import RocketsDomain

extension Feature {
  /// Registers the live ``RocketRepository``; after the Launches feature's data, when it is
  /// registered, so a rocket also counts the flights only Launch Library 2 knows.
  package static let rocketsData = Feature(name: "rockets.data") { container in
    // Only Launch Library 2 adds flights: without it there is nothing to count, and nothing to load.
    let launches = container.core.launchLibrary == nil ? nil : try? container.resolve((any LaunchRepository).self)
    try container.services.register(
      (any RocketRepository).self, APIRocketRepository(loader: container.core.loader, launches: launches))
  }
}
