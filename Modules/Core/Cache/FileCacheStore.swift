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
    return orLog("ignoring cache file \(path)") {
      // Mapped rather than read: a process touches only the pages it decodes, and nothing is
      // copied. Safe because no file here is ever changed in place: writers replace it whole
      // (`rename(2)`), and a mapping keeps the file it was made from.
      try FileBytes.mapped(atPath: path).map { try CacheFileFormat.decode($0, key: key) }
    }
  }

  package func fetchedAt(for key: String) -> Date? {
    let path = filePath(for: key)
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let start = try? handle.read(upToCount: 4096) else { return nil }
    // An unreadable file is fetched again and replaced: say so, rather than repair it silently.
    return orLog("ignoring cache file \(path); fetching it again") {
      try CacheFileFormat.header(start, key: key).fetchedAtDate
    }
  }

  package func store(_ entry: CacheEntry, for key: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = try CacheFileFormat.encode(entry, key: key)
    try AtomicFile.write(file, to: fileURL(for: key))
  }
}

/// Whole-file replacement through a temporary file and `rename(2)`.
package enum AtomicFile {
  /// A temporary file this much older than now was left by a process killed mid-write.
  package static let abandonedAfter: TimeInterval = 600

  /// The directories swept of abandoned temporary files by this process: once each is enough.
  private static let swept = Locked<Set<String>>([])

  package static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    removeAbandonedTemporaries(in: directory)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.filePath, url.filePath) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.filePath])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Removes the `.NAME.UUID.tmp` files in `directory` older than ``abandonedAfter`` (a kill -9
  /// between writing and renaming leaves one), the first time this process writes there. A
  /// younger one may be another process's write in progress, so it stays.
  package static func removeAbandonedTemporaries(in directory: URL, now: Date = Date()) {
    let path = directory.filePath
    guard swept.withLock({ $0.insert(path).inserted }) else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let file = directory.appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.filePath),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) > abandonedAfter
      else { continue }
      try? FileManager.default.removeItem(at: file)
    }
  }
}
