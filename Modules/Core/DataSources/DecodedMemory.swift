import Foundation
import Synchronization

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

  private let entries = Mutex<[String: Entry]>([:])
  private let inFlight = Mutex<[String: Task<any Sendable, any Error>]>([:])

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
  package func coalescing<T: Sendable>(_ key: String, _ work: @escaping @Sendable () async throws -> T) async throws
    -> T
  {
    let key = Self.key(key, T.self)
    let task = inFlight.withLock { table in
      if let running = table[key] { return running }
      let task = Task<any Sendable, any Error> { [self] in
        defer { _ = inFlight.withLock { $0.removeValue(forKey: key) } }
        return try await work()
      }
      table[key] = task
      return task
    }
    // The key names `T`, so every task under it produced a `T`.
    guard let value = try await task.value as? T else { throw CancellationError() }
    return value
  }

  private static func key<T>(_ key: String, _ type: T.Type) -> String {
    "\(T.self) \(key)"
  }
}
