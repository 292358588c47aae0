import AppContainer
import LaunchesDomain

extension Feature {
  /// Registers the live ``LaunchRepository``: the SpaceX API merged with Launch Library 2, unless
  /// that is turned off.
  package static let launchesData = Feature(name: "launches.data", provides: [ServiceKey((any LaunchRepository).self)])
  { container in
    let loader = container.core.loader
    let launchLibrary = container.core.launchLibrary.map { LaunchLibrarySync(access: $0, loader: loader) }
    try container.services.register(
      (any LaunchRepository).self, APILaunchRepository(loader: loader, launchLibrary: launchLibrary))
  }
}
