import Core
import Foundation
import LaunchesDomain

/// The change ledger: every difference a Launch Library 2 sync saw, as `launch-changes.jsonl`
/// in the cache directory, one JSON object a line, oldest first.
///
/// - Append-only: a change once recorded is never edited; the oldest are dropped when there are
///   more than ``limit`` (the ledger stays the same size, and so does reading it).
/// - Every append reads, extends and writes the file under an exclusive lock
///   (`launch-changes.jsonl.lock`), written atomically (a new file renamed into place), so
///   processes syncing at once both keep what they saw and a reader never sees half a line.
/// - A file that cannot be read is moved aside as `launch-changes.jsonl.corrupt-<time>`, said so
///   on stderr, and the ledger starts again empty.
/// - Reads come from memory while the file is the one last read (same inode, size, mtime).
package struct LaunchChangeLedger: Sendable {
  /// How many changes the ledger keeps: about a year of a busy launch schedule.
  package static let limit = 10_000

  package let fileURL: URL
  private let filePath: String
  private let now: @Sendable () -> Date
  private let lastRead = FileVersionedValue<[LaunchChange]>()

  package init(directory: URL, now: @escaping @Sendable () -> Date = Date.init) {
    fileURL = directory.appendingPathComponent("launch-changes.jsonl")
    filePath = fileURL.path
    self.now = now
  }

  private var lockPath: String { filePath + ".lock" }

  /// Every recorded change, oldest first; none when there is no ledger (or it was unreadable).
  package func changes() -> [LaunchChange] {
    guard let version = FileVersion(of: filePath) else { return [] }
    if let known = lastRead.value(at: version) { return known }
    if let changes = try? read() {
      lastRead.keep(changes, at: version)
      return changes
    }
    return FileLock.ifFree(lockPath) { readOrSetAside() } ?? []
  }

  /// Adds `changes` after those recorded, dropping the oldest beyond ``limit``.
  /// - Throws: when the lock cannot be had or the file cannot be written (nothing is lost from
  ///   the file: it is either the old one or the new one).
  package func append(_ changes: [LaunchChange]) async throws {
    guard !changes.isEmpty else { return }
    let fileURL = self.fileURL
    let result: Result<Void, any Error> = try await FileLock.withExclusive(lockPath) {
      var all = readOrSetAside()
      all += changes
      if all.count > Self.limit { all.removeFirst(all.count - Self.limit) }
      do {
        try FileManager.default.createDirectory(
          at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try Self.encode(all), to: fileURL)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// One line per change.
  static func encode(_ changes: [LaunchChange]) throws -> Data {
    let encoder = JSONEncoder.sortedKeys()
    var data = Data()
    for change in changes {
      data += try encoder.encode(change)
      data.append(0x0A)
    }
    return data
  }

  /// The lines, decoded as one array (one decoder run, not ten thousand).
  static func decode(_ data: Data) throws -> [LaunchChange] {
    var array = Data("[".utf8)
    var first = true
    for line in data.split(separator: 0x0A, omittingEmptySubsequences: true) {
      if !first { array.append(0x2C) }
      array += line
      first = false
    }
    array.append(0x5D)
    return try JSONDecoder.spaceXAPI().decode([LaunchChange].self, from: array)
  }

  private func read() throws -> [LaunchChange]? {
    guard let data = FileManager.default.contents(atPath: filePath) else { return nil }
    return try Self.decode(data)
  }

  /// Call holding the lock.
  private func readOrSetAside() -> [LaunchChange] {
    do {
      return try read() ?? []
    } catch {
      CorruptFile.setAside(fileURL, what: "change ledger", startingWith: "starting a new one", now: now())
      return []
    }
  }
}
