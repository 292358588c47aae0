import Core

/// Where launches come from. The live implementation is in LaunchesData; tests use doubles.
package protocol LaunchRepository: Sendable {
  /// Every launch, with rocket and launchpad names.
  /// - Parameter refresh: skip a fresh cached copy and ask the API.
  func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog>
}

extension LaunchRepository {
  /// One page of the launches `query` selects.
  package func page(_ query: LaunchQuery, refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchPage> {
    let catalog = try await catalog(refresh: refresh)
    return Sourced(try query.run(on: catalog.value), provenance: catalog.provenance)
  }
}
