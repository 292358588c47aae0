import AppContainer
import LaunchesDomain
import RocketsDomain

extension Feature {
  /// Registers the live ``RocketRepository``; after the Launches feature's data, when it is
  /// registered, so a rocket's facts are counted from its launches.
  package static let rocketsData = Feature(
    name: "rockets.data", provides: [ServiceKey((any RocketRepository).self)],
    uses: [ServiceKey((any LaunchRepository).self)]
  ) { container in
    let launches = try? container.resolve((any LaunchRepository).self)
    try container.services.register(
      (any RocketRepository).self, APIRocketRepository(loader: container.core.loader, launches: launches))
  }
}
