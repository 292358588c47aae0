import Core

/// Where launches come from. The live implementation is in LaunchesData; tests use doubles.
package protocol LaunchRepository: Sendable {
  /// Every launch, with rocket and launchpad names.
  /// - Parameter refresh: skip a fresh cached copy and ask the API.
  func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog>
  /// The launches as the cache holds them, never fetched and never waited for: what a status line
  /// reads (`spacex next --line`, redrawn by tmux every few seconds, must not spend a request).
  /// The cached launches that can be next from now on (``LaunchCatalog/upcoming(at:)`` as of the
  /// copies' last build, a few kilobytes), else the whole cached catalog. (A requirement, not a
  /// protocol of its own to cast to: the cast scanned every conformance the binary holds, a
  /// sixth of `spacex next --line`.)
  /// - Throws: ``LaunchesError`` when nothing is cached.
  func cachedUpcoming() async throws(LaunchesError) -> Sourced<LaunchCatalog>
}

extension LaunchRepository {
  /// A repository with no cache of its own (a test's double) answers with what it holds.
  package func cachedUpcoming() async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    try await catalog(refresh: false)
  }

  /// One page of the launches `query` selects.
  package func page(_ query: LaunchQuery, refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchPage> {
    let catalog = try await catalog(refresh: refresh)
    return Sourced(try query.run(on: catalog.value), provenance: catalog.provenance)
  }

  /// Every launch of one rocket, from one launchpad (by id) or among `ids`, newest first, with
  /// the catalog's names; `nil` when the launches cannot be loaded, so a card can still show its
  /// record.
  package func newestFirst(rocket: String? = nil, launchpad: String? = nil, ids: Set<String>? = nil) async
    -> [LaunchSummary]?
  {
    guard let catalog = try? await catalog(refresh: false) else { return nil }
    var query = LaunchQuery()
    query.rocket = rocket
    query.launchpadID = launchpad
    query.selection = ids
    query.limit = catalog.value.launches.count + 1
    return try? query.run(on: catalog.value).items
  }
}
