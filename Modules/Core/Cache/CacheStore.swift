import Foundation

/// A cached answer: the bytes as the API sent them, and when they were fetched.
///
/// `data` read from a file is a slice of it (its `startIndex` need not be 0).
package struct CacheEntry: Sendable, Hashable {
  package var data: Data
  package var fetchedAt: Date

  package init(data: Data, fetchedAt: Date) {
    self.data = data
    self.fetchedAt = fetchedAt
  }
}

/// Stores API answers by key. Reads never throw: an unreadable entry is an absent one.
package protocol CacheStore: Sendable {
  func entry(for key: String) -> CacheEntry?
  func store(_ entry: CacheEntry, for key: String) throws
  /// When the entry for `key` was fetched, without reading its body (which may be megabytes).
  func fetchedAt(for key: String) -> Date?
  /// Runs `body`, a live step that fetches and stores `key`, as the only one for `key` among the
  /// processes sharing this store: one in flight elsewhere is waited for (as long as `patience`),
  /// so the body can find its copy stored instead of sending the same request again.
  /// - Throws: ``LiveStepInFlight`` when another process's step outlasts the patience; whatever
  ///   `body` throws.
  func exclusiveLiveStep<T: Sendable>(for key: String, patience: Duration, _ body: () async throws -> T)
    async throws -> T
}

extension CacheStore {
  package func fetchedAt(for key: String) -> Date? { entry(for: key)?.fetchedAt }

  /// A store no other process shares has no one else's step to wait for.
  package func exclusiveLiveStep<T: Sendable>(
    for key: String, patience: Duration, _ body: () async throws -> T
  ) async throws -> T {
    try await body()
  }
}

/// Another process has been fetching the same data for longer than this one waits for it.
package struct LiveStepInFlight: Error, Sendable, CustomStringConvertible {
  package init() {}
  package var description: String { "another spacex process is still fetching it" }
}

/// A cache that remembers nothing, for `--source bundled` and for tests that must not touch disk.
package struct NoCacheStore: CacheStore {
  package init() {}
  package func entry(for key: String) -> CacheEntry? { nil }
  package func store(_ entry: CacheEntry, for key: String) throws {}
}
