import AppContainer
import Core
import Foundation
import RocketsDomain

/// `rockets.get {id}`: one rocket with every detail; `id` may also be a loose name (`falcon9`).
enum RocketsGetMethod {
  static let method = "rockets.get"
  static let summary = "One rocket by id or name, with its detail card."

  /// `{id}` or its alias `{ref}`: a rocket id or a loose name.
  typealias Params = ReferenceParams

  struct Result: Codable, Sendable {
    var item: RocketItem
    var card: Card
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    var sources: [ProviderProvenance]
  }

  /// The handler, over `repository`.
  static func handler(_ repository: any RocketRepository) -> @Sendable (Params, MethodContext) async throws -> Result {
    { params, context in try await handle(params, repository, context) }
  }

  private static func handle(_ params: Params, _ repository: any RocketRepository, _ context: MethodContext)
    async throws -> Result
  {
    let rocket = try await repository.rocket(try params.reference("a rocket id or name"), refresh: false)
    return Result(
      item: RocketItem(rocket.value, formatter: context.formatter),
      card: RocketCardPresenter.card(for: rocket.value, formatter: context.formatter),
      source: rocket.provenance.source,
      stale: rocket.provenance.isStale,
      fetchedAt: rocket.provenance.fetchedAt,
      sources: rocket.provenance.sources)
  }
}
