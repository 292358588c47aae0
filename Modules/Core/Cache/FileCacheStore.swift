import Foundation
import Locking

/// A ``CacheStore`` of one file per key in a directory.
///
/// Writes go to a uniquely named temporary file in the same directory and are then renamed over
/// the old file, which POSIX makes atomic: a reader (or a second `spacex` process) sees the old
/// file or the new one, never a mix. A corrupt file is reported once and read as absent; the
/// next good write replaces it.
package struct FileCacheStore: CacheStore {
  package let directory: URL
  /// `directory.filePath`, made once: a command reads several files, each by path.
  private let directoryPath: String

  package init(directory: URL) {
    self.directory = directory
    directoryPath = directory.filePath
  }

  package func fileURL(for key: String) -> URL {
    URL(fileURLWithPath: filePath(for: key))
  }

  private func filePath(for key: String) -> String {
    directoryPath + "/" + CacheFileName.make(for: key)
  }

  package func entry(for key: String) -> CacheEntry? {
    let path = filePath(for: key)
    // One topic for every file: a cache directory that cannot be read fails each alike.
    return orLog("ignoring cache file \(path)", topic: "cache read") {
      // Mapped rather than read: a process touches only the pages it decodes, and nothing is
      // copied. Safe because no file here is ever changed in place: writers replace it whole
      // (`rename(2)`), and a mapping keeps the file it was made from.
      try FileBytes.mapped(atPath: path).map { try CacheFileFormat.decode($0, key: key) }
    }
  }

  package func fetchedAt(for key: String) -> Date? {
    let path = filePath(for: key)
    guard
      let start = orLog(
        "ignoring cache file \(path)", topic: "cache read", { try FileBytes.prefix(atPath: path, count: 4096) })
    else {
      return nil
    }
    // An unreadable file is fetched again and replaced: say so, rather than repair it silently.
    return orLog("ignoring cache file \(path); fetching it again") {
      try CacheFileFormat.header(start, key: key).fetchedAtDate
    }
  }

  /// When the copy under `key` was fetched, `nil` when there is none, for a reader that says in
  /// its own words what it does without it (a status line fetches nothing, so never "fetching it
  /// again").
  /// - Throws: the file cannot be read, or its header is not one of ours.
  package func readFetchedAt(for key: String) throws -> Date? {
    try FileBytes.prefix(atPath: filePath(for: key), count: 4096).map {
      try CacheFileFormat.header($0, key: key).fetchedAtDate
    }
  }

  /// Holds an exclusive lock beside the key's file (`….lock`) through `body`. Where no lock file
  /// can be made (a read-only cache), the step runs unshared: nothing it fetches could be stored
  /// for others anyway.
  package func exclusiveLiveStep<T: Sendable>(
    for key: String, patience: Duration, _ body: () async throws -> T
  ) async throws -> T {
    try await FileLock.whileHolding(filePath(for: key) + ".lock", patience: patience, body) { unavailable in
      if unavailable.isHeldElsewhere { throw LiveStepInFlight() }
      try Task.checkCancellation()
      return try await body()
    }
  }

  package func store(_ entry: CacheEntry, for key: String) throws {
    let file = try CacheFileFormat.encode(entry, key: key)
    try AtomicFile.write(file, to: fileURL(for: key))
  }
}
