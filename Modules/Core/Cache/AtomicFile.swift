import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// Whole-file replacement through a temporary file and `rename(2)`, for every file of ours (the
/// cache, settings, favourites, the ledger, the shared budget and verdicts).
///
/// Files are made `0600` and directories `0700` whatever the umask: they are one user's, and a
/// cache another user could rewrite would be read as ours. Every write is checked, so a full disk
/// is an error, never a file cut short under the old name.
package enum AtomicFile {
  /// A temporary file this much older than now was left by a process killed mid-write.
  package static let abandonedAfter: TimeInterval = 600

  /// The directories swept of abandoned temporary files by this process: once each is enough.
  private static let swept = Locked<Set<String>>([])

  package static let fileMode: mode_t = 0o600
  package static let directoryMode: mode_t = 0o700

  package static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try makeDirectory(directory)
    removeAbandonedTemporaries(in: directory)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try writeNew(data, at: temporary.filePath)
      guard rename(temporary.filePath, url.filePath) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.filePath])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Makes `directory` and any missing parents, `0700` (an existing one is left as it is: the
  /// user may have chosen its mode).
  package static func makeDirectory(_ directory: URL) throws {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: Int(directoryMode)])
  }

  /// Writes `data` into a new file at `path` (never an existing one, never through a link),
  /// `0600`, every byte checked before it is renamed into place.
  private static func writeNew(_ data: Data, at path: String) throws {
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, fileMode)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    // The umask may take bits away, never add them; set exactly ours anyway.
    _ = fchmod(descriptor, fileMode)
    let failure = data.withUnsafeBytes { writeAll($0, to: descriptor) }
    guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
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
