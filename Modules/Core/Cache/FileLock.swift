import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file beside the data it guards, for read-modify-write cycles
/// that several `spacex` processes may run at once (the request budget, the favourites).
///
/// The body never runs without the lock: when the lock file cannot be made, or another process
/// holds the lock for longer than ``patience``, the caller gets ``Unavailable`` and decides (a
/// change is refused, a budget spends nothing). Waiting suspends the task instead of blocking
/// its thread, so a lock held by another process never stalls the cooperative pool.
package enum FileLock {
  /// Why the lock could not be had.
  package struct Unavailable: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package var description: String { "could not lock \(path): \(reason)" }
    /// Another process held it for the whole patience (not: the lock file could not be made).
    package var isHeldElsewhere: Bool { reason == Self.heldElsewhere }

    static let heldElsewhere = "another process holds it"
  }

  /// How long to wait for another process to let go: a read-modify-write of a small file takes
  /// milliseconds, so this much means a process stuck holding it.
  package static let patience: Duration = .seconds(10)

  /// Runs `body` holding the lock `path`, waiting for it (by polling, with growing pauses up to
  /// 20 ms) as long as ``patience``.
  package static func withExclusive<T>(
    _ path: String, patience: Duration = patience, _ body: () -> T
  ) async throws(Unavailable) -> T {
    let descriptor = try await acquire(path, patience: patience)
    defer { release(descriptor) }
    return body()
  }

  /// Runs the asynchronous `body` holding the lock `path` throughout, waiting for it as
  /// ``withExclusive(_:patience:_:)`` does: for work that must not run in two processes at once
  /// (a live step that other processes wait for rather than repeat). The lock goes with the
  /// process: one that dies holding it frees it. When the lock cannot be had, `unavailable`
  /// answers instead (a body's own errors never reach it).
  package static func whileHolding<T>(
    _ path: String, patience: Duration, _ body: () async throws -> T,
    unavailable: (Unavailable) async throws -> T
  ) async throws -> T {
    let descriptor: Int32
    do {
      descriptor = try await acquire(path, patience: patience)
    } catch {
      return try await unavailable(error)
    }
    defer { release(descriptor) }
    return try await body()
  }

  /// The lock file's descriptor, locked; closed again when the lock cannot be had in time.
  private static func acquire(_ path: String, patience: Duration) async throws(Unavailable) -> Int32 {
    let descriptor = try openLockFile(path)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: patience)
    var pause = Duration.milliseconds(1)
    do throws(Unavailable) {
      while try !tryLock(descriptor, path) {
        guard clock.now < deadline else { throw Unavailable(path: path, reason: Unavailable.heldElsewhere) }
        do {
          try await Task.sleep(for: pause)
        } catch {
          throw Unavailable(path: path, reason: "cancelled while waiting for it")
        }
        pause = min(pause * 2, .milliseconds(20))
      }
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  private static func release(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Runs `body` holding the lock `path` if it can be had at once; `nil` when another process
  /// holds it or it cannot be made. For synchronous readers with something better to do than wait.
  package static func ifFree<T>(_ path: String, _ body: () -> T) -> T? {
    guard let descriptor = try? openLockFile(path) else { return nil }
    defer { close(descriptor) }
    guard (try? tryLock(descriptor, path)) == true else { return nil }
    defer { flock(descriptor, LOCK_UN) }
    return body()
  }

  private static func openLockFile(_ path: String) throws(Unavailable) -> Int32 {
    try? AtomicFile.makeDirectory(URL(fileURLWithPath: path).deletingLastPathComponent())
    // Never through a symlink: one planted at the lock's name would make us create or lock a file
    // of someone else's choosing.
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, AtomicFile.fileMode)
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      throw Unavailable(path: path, reason: reason)
    }
    return descriptor
  }

  /// Whether the lock was taken; `false` when another process holds it.
  private static func tryLock(_ descriptor: Int32, _ path: String) throws(Unavailable) -> Bool {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EWOULDBLOCK: return false
      case EINTR: continue
      default: throw Unavailable(path: path, reason: String(cString: strerror(errno)))
      }
    }
    return true
  }
}
