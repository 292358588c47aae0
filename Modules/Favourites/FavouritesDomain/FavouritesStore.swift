import Core

/// Where the favourite launches are kept. The file in the config directory is in FavouritesData;
/// tests use ``InMemoryFavouritesStore``.
package protocol FavouritesStore: Sendable {
  /// The favourite launch ids, oldest first, as they are now (another process's change included).
  /// Called for every row list, so it must be cheap when nothing changed.
  func ids() -> [String]
  /// Applies `change` to the ids as they are at that moment, atomically with respect to other
  /// processes doing the same, and returns the ids before and after it.
  /// - Throws: ``FavouritesError/unwritable(_:)`` when the change could not be saved.
  func update(_ change: @Sendable (inout [String]) -> Void) async throws(FavouritesError) -> (
    before: [String], after: [String]
  )
}

extension FavouritesStore {
  /// Adds `ids` (those not there yet, in order) and says what changed.
  package func add(_ ids: [String]) async throws(FavouritesError) -> FavouritesChange {
    let requested = ids
    // Before and after come from the same locked read, so another process's change in between
    // is never reported as ours.
    let (before, after) = try await update { current in
      for id in requested where !current.contains(id) { current.append(id) }
    }
    return FavouritesChange(requested: requested, before: before, after: after)
  }

  /// Removes `ids` and says what changed.
  package func remove(_ ids: [String]) async throws(FavouritesError) -> FavouritesChange {
    let requested = ids
    let (before, after) = try await update { current in current.removeAll { requested.contains($0) } }
    return FavouritesChange(requested: requested, before: before, after: after)
  }
}

/// What an add or a remove did.
package struct FavouritesChange: Sendable, Hashable {
  /// The favourites after it.
  package var ids: [String]
  /// Requested ids whose membership changed (added, or removed).
  package var changed: [String]
  /// Requested ids that were already as asked (already a favourite, or not one).
  package var unchanged: [String]

  package init(requested: [String], before: [String], after: [String]) {
    ids = after
    let (was, now) = (Set(before), Set(after))
    var seen = Set<String>()
    let distinct = requested.filter { seen.insert($0).inserted }
    changed = distinct.filter { was.contains($0) != now.contains($0) }
    unchanged = distinct.filter { was.contains($0) == now.contains($0) }
  }
}

/// Favourites held in memory: a process that may not save anything, and tests.
package final class InMemoryFavouritesStore: FavouritesStore {
  private let stored: Locked<[String]>

  package init(_ ids: [String] = []) {
    stored = Locked(ids)
  }

  package func ids() -> [String] { stored.withLock { $0 } }

  package func update(_ change: @Sendable (inout [String]) -> Void) async throws(FavouritesError) -> (
    before: [String], after: [String]
  ) {
    stored.withLock { ids in
      let before = ids
      change(&ids)
      return (before, ids)
    }
  }
}
