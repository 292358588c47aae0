import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file beside the data it guards, for read-modify-write cycles
/// that several `spacex` processes may run at once (the request budget, the favourites).
package enum FileLock {
  /// Runs `body` holding the lock `path`; without one (the file cannot be opened) it runs anyway:
  /// a lost update is better than a tool that refuses to work.
  package static func withExclusive<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
    try? FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
    let lock = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    if lock >= 0 { flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        flock(lock, LOCK_UN)
        close(lock)
      }
    }
    return try body()
  }
}
