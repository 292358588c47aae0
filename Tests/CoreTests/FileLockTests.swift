import Core
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The lock between processes: exclusive, never skipped, and waited for without holding a thread
/// of the cooperative pool.
@Suite struct FileLockTests {
  /// Holds the lock at `path` from a thread of its own (as another process would) until `release`
  /// is signalled; returns once it is held.
  private static func holdElsewhere(_ path: String, until release: DispatchSemaphore) -> Thread {
    let held = DispatchSemaphore(value: 0)
    let thread = Thread {
      let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
      flock(descriptor, LOCK_EX)
      held.signal()
      release.wait()
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    thread.start()
    held.wait()
    return thread
  }

  /// With waiters blocking their threads this would hang (the other work could not run, so the
  /// lock would never be released): the time limit turns that into a failure.
  @Test(.timeLimit(WallClockBounds.hangGuard)) func waiters_DoNotHoldThePool_AndEachRunsAloneOnceItIsFree() async throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.url.appendingPathComponent("x.lock").path
    let release = DispatchSemaphore(value: 0)
    _ = Self.holdElsewhere(path, until: release)
    final class Record: Sendable {
      let events = Locked<[String]>([])
      let inside = Locked(0)
    }
    let record = Record()
    // More waiters than the pool has threads: were they blocked in flock, nothing else could run.
    let waiters = (0..<8).map { index in
      Task {
        try await FileLock.withExclusive(path) {
          record.inside.withLock { $0 += 1 }
          defer { record.inside.withLock { $0 -= 1 } }
          #expect(record.inside.withLock { $0 } == 1, "alone inside")
          record.events.withLock { $0.append("waiter \(index)") }
        }
      }
    }
    try await Task.sleep(for: .milliseconds(50))
    await Task { record.events.withLock { $0.append("other work") } }.value
    release.signal()
    for waiter in waiters { try await waiter.value }
    let seen = record.events.withLock { $0 }
    #expect(seen.first == "other work", "\(seen)")
    #expect(seen.count == 9)
  }

  @Test func aLockHeldPastThePatience_IsUnavailable_AndTheBodyNeverRuns() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.url.appendingPathComponent("x.lock").path
    let release = DispatchSemaphore(value: 0)
    _ = Self.holdElsewhere(path, until: release)
    defer { release.signal() }
    let ran = Locked(false)
    await #expect(throws: FileLock.Unavailable.self) {
      try await FileLock.withExclusive(path, patience: .milliseconds(100)) { ran.withLock { $0 = true } }
    }
    #expect(FileLock.ifFree(path) { ran.withLock { $0 = true } } == nil, "busy: not run")
    #expect(!ran.withLock { $0 })
  }

  @Test func aLockFileThatCannotBeMade_IsUnavailable() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("plain")
    try Data().write(to: file)
    await #expect(throws: FileLock.Unavailable.self) {
      try await FileLock.withExclusive(file.appendingPathComponent("x.lock").path) {}
    }
  }

  /// A symlink planted at the lock's name is never followed: its target is neither created nor
  /// locked, and the caller hears why.
  @Test func aSymlinkAtTheLocksName_IsNeverFollowed() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.url.appendingPathComponent("someone-elses-file")
    let lock = directory.url.appendingPathComponent("budget.json.lock")
    try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
    let ran = Locked(false)
    do {
      try await FileLock.withExclusive(lock.path) { ran.withLock { $0 = true } }
      Issue.record("the lock was taken through a symlink")
    } catch {
      #expect(error.reason == "it is a symbolic link")
    }
    #expect(FileLock.ifFree(lock.path) { ran.withLock { $0 = true } } == nil)
    #expect(!ran.withLock { $0 })
    #expect(!FileManager.default.fileExists(atPath: target.path), "the target was not created")
  }
}
