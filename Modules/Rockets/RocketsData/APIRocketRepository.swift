import Core
import RocketsDomain

/// Rockets from `GET /v4/rockets`, through the ``ResourceLoader``: fresh cache, live API, stale
/// cache or offline sample, as the run's source policy says.
struct APIRocketRepository: RocketRepository {
  let loader: ResourceLoader

  func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> {
    do {
      let documents = try await loader.load(.all("rockets"), as: LossyArray<RocketDTO>.self, refresh: refresh)
      return documents.map { $0.elements.map(\.domain) }
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
  }
}
