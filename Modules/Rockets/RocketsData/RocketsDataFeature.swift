import AppContainer
import RocketsDomain

extension Feature {
  /// Registers the live ``RocketRepository``.
  package static let rocketsData = Feature(name: "rockets.data") { container in
    try container.services.register((any RocketRepository).self, APIRocketRepository(loader: container.core.loader))
  }
}
