/// A piece of server state a request reads or changes: the settings, the favourites, one open
/// view. Names are the server's to choose; the connection only compares them.
package struct StateKey: Hashable, Sendable, CustomStringConvertible {
  /// `settings`, `view`; ``everything`` stands for every key.
  package var name: String
  /// One instance of it (a view's id); `nil` means all of them.
  package var instance: String?

  package init(_ name: String, instance: String? = nil) {
    self.name = name
    self.instance = instance
  }

  /// Every piece of state at once: for a request that may read or change anything.
  package static let everything = StateKey("*")

  /// Whether the two name state in common: the same name, and the same instance unless either
  /// means them all.
  package func overlaps(_ other: StateKey) -> Bool {
    if self == .everything || other == .everything { return true }
    return name == other.name && (instance == nil || other.instance == nil || instance == other.instance)
  }

  package var description: String { instance.map { "\(name)(\($0))" } ?? name }
}

/// What one request reads and what it changes, which decides what it must wait for.
///
/// Two requests conflict when one changes what the other reads or changes; a request that comes
/// later waits for every earlier one it conflicts with, so it sees their changes (and they never
/// see its own), while requests that only read run side by side. This is the rule the Language
/// Server Protocol sets for parallel handling: only where reordering cannot change a result.
package struct MessageEffects: Sendable, Hashable {
  package var reads: [StateKey]
  package var writes: [StateKey]

  package init(reads: [StateKey] = [], writes: [StateKey] = []) {
    self.reads = reads
    self.writes = writes
  }

  /// Touches no shared state: runs whenever it arrives.
  package static let independent = MessageEffects()
  /// May read and change anything: waits for everything before it, and everything after waits.
  package static let barrier = MessageEffects(writes: [.everything])

  /// Whether `later`, which arrived after this request, must wait for it to finish.
  package func mustPrecede(_ later: MessageEffects) -> Bool {
    writes.contains { mine in later.reads.contains(where: mine.overlaps) || later.writes.contains(where: mine.overlaps)
    }
      || later.writes.contains { theirs in reads.contains(where: theirs.overlaps) }
  }
}
