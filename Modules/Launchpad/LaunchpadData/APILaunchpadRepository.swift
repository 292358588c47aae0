import AppContainer
import Core
import LaunchpadDomain

/// Launchpads from `GET /v4/launchpads` through the ``ResourceLoader``.
struct APILaunchpadRepository: LaunchpadRepository {
  let loader: ResourceLoader

  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]> {
    do {
      let documents = try await loader.load(.all("launchpads"), as: LossyArray<LaunchpadDTO>.self, refresh: refresh)
      return documents.map { $0.elements.map(\.domain) }
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
  }
}

extension Feature {
  /// Registers the live ``LaunchpadRepository``.
  package static let launchpadData = Feature(name: "launchpad.data") { container in
    try container.services.register(
      (any LaunchpadRepository).self, APILaunchpadRepository(loader: container.core.loader))
  }
}
