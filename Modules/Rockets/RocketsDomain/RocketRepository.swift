import Core

/// Where rockets come from. The live implementation is in RocketsData; tests use doubles.
package protocol RocketRepository: Sendable {
  /// Every rocket, in the API's order.
  /// - Parameter refresh: skip a fresh cached copy and ask the API.
  /// - Throws: ``RocketsError/unavailable(_:)`` when no source can answer.
  func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]>
}

extension RocketRepository {
  /// The rocket `reference` names: an id, or a name in any case, with or without spaces or dashes.
  /// - Throws: ``RocketsError/notFound(reference:suggestions:)`` with close names.
  package func rocket(_ reference: String, refresh: Bool) async throws(RocketsError) -> Sourced<Rocket> {
    let all = try await rockets(refresh: refresh)
    return Sourced(try RocketReference.resolve(reference, in: all.value), provenance: all.provenance)
  }
}
