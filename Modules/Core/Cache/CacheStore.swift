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
}

extension CacheStore {
  package func fetchedAt(for key: String) -> Date? { entry(for: key)?.fetchedAt }
}

/// A cache that remembers nothing, for `--source bundled` and for tests that must not touch disk.
package struct NoCacheStore: CacheStore {
  package init() {}
  package func entry(for key: String) -> CacheEntry? { nil }
  package func store(_ entry: CacheEntry, for key: String) throws {}
}
