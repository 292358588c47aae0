import Foundation
import Locking

/// Decoded answers this process already holds, so a long-running `spacex-rpc` does not re-read
/// and re-decode the same cached collection for every request.
///
/// The loader decides when an entry may stand in: a fresh answer while it is younger than the
/// freshness window, exactly as its file on disk would be; the offline sample, which never
/// changes; and a cached copy, fresh or stale, while the file still holds that copy.
package final class DecodedMemory: Sendable {
  private struct Entry: @unchecked Sendable {
    // `value` is always the `Sendable` value stored by `remember`; the type is erased only to
    // keep entries of different types in one table.
    var value: Any
    var provenance: Provenance
  }

  private let entries = Locked<[Key: Entry]>([:])
  private let inFlight = Locked<[Key: Shared]>([:])

  /// A name and the type stored under it. The type by identity: spelling it out
  /// (`"\(T.self)"`) demangled a generic type's name on every recall, a quarter of a warm
  /// fleet answer.
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var name: String
  }

  /// One piece of work and how many callers still wait for it.
  private struct Shared {
    var task: Task<any Sendable, any Error>
    var waiters: Int
    /// Tells this piece of work from a later one under the same key.
    var token: UUID
  }

  package init() {}

  package func recall<T: Sendable>(_ key: String, as type: T.Type) -> Sourced<T>? {
    guard let entry = entries.withLock({ $0[Self.key(key, type)] }), let value = entry.value as? T else { return nil }
    return Sourced(value, provenance: entry.provenance)
  }

  package func remember<T: Sendable>(_ sourced: Sourced<T>, as key: String) {
    entries.withLock { $0[Self.key(key, T.self)] = Entry(value: sourced.value, provenance: sourced.provenance) }
  }

  /// Runs `work` once for all callers that ask for `key` while it runs: an editor that opens
  /// with twenty requests causes one fetch, not twenty.
  /// When every caller waiting for it has been cancelled, the work is cancelled too (so a
  /// cancelled request's fetch stops and its connection closes).
  package func coalescing<T: Sendable>(_ key: String, _ work: @escaping @Sendable () async throws -> T) async throws
    -> T
  {
    let key = Self.key(key, T.self)
    let task = inFlight.withLock { table in
      if var running = table[key] {
        running.waiters += 1
        table[key] = running
        return running.task
      }
      let token = UUID()
      let task = Task<any Sendable, any Error> { [self] in
        defer { inFlight.withLock { if $0[key]?.token == token { $0.removeValue(forKey: key) } } }
        return try await work()
      }
      table[key] = Shared(task: task, waiters: 1, token: token)
      return task
    }
    let value = try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      // The last waiter gone: the work stops, and leaves the table at once, so a caller that
      // comes next starts its own instead of sharing a cancelled one.
      let abandoned = inFlight.withLock { table -> Bool in
        guard var running = table[key], running.task == task else { return false }
        running.waiters -= 1
        if running.waiters == 0 {
          table.removeValue(forKey: key)
          return true
        }
        table[key] = running
        return false
      }
      if abandoned { task.cancel() }
    }
    // The key names `T`, so every task under it produced a `T`.
    guard let value = value as? T else { throw CancellationError() }
    return value
  }

  /// How many callers wait for the work running under `key` (0 when none runs): lets a test
  /// see a second caller join without guessing how long that takes.
  package func waiters<T>(for key: String, as type: T.Type) -> Int {
    inFlight.withLock { $0[Self.key(key, type)]?.waiters ?? 0 }
  }

  private static func key<T>(_ key: String, _ type: T.Type) -> Key {
    Key(type: ObjectIdentifier(type), name: key)
  }
}
