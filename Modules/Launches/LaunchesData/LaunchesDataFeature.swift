import AppContainer
import LaunchesDomain

extension Feature {
  /// Registers the live ``LaunchRepository``.
  package static let launchesData = Feature(name: "launches.data") { container in
    try container.services.register((any LaunchRepository).self, APILaunchRepository(loader: container.core.loader))
  }
}
