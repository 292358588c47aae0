import AppContainer
import Core
import RocketsDomain

/// `rockets.list`: every rocket, as a list envelope with sections `active` and `inactive`.
enum RocketsListMethod {
  static let method = "rockets.list"
  static let summary = "Every rocket, with raw values and display strings, as a list envelope."

  typealias Params = NoParams
  typealias Result = ListEnvelope<RocketItem>

  /// The handler, over `repository`.
  static func handler(_ repository: any RocketRepository) -> @Sendable (Params, MethodContext) async throws -> Result {
    { _, context in try await handle(repository, context) }
  }

  private static func handle(_ repository: any RocketRepository, _ context: MethodContext) async throws -> Result {
    let rockets = try await repository.rockets(refresh: false)
    let snapshot = RocketRowPresenter.snapshot(of: rockets.value, formatter: context.formatter)
    // Items in the snapshot's order (active first), so a client can render both the same way.
    return ListEnvelope(
      all: snapshot.ordering(rockets.value, id: \.id).map { RocketItem($0, formatter: context.formatter) },
      provenance: rockets.provenance, snapshot: snapshot)
  }
}
