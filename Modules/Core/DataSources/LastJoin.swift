import Locking

/// The last value derived from some sources, with what it was derived from: asked again with
/// the same inputs (the sources' provenances and counts: a fetch or a sync replaces a source
/// whole, with a new fetch time), it answers without deriving again. For joins a running server
/// asks for on every list and card (a booster's career, a landing site's landings).
package final class LastJoin<Inputs: Hashable & Sendable, Value: Sendable>: Sendable {
  private let last = Locked<(inputs: Inputs, value: Value)?>(nil)

  package init() {}

  /// Nothing derived yet in this process.
  package var isEmpty: Bool { last.withLock { $0 == nil } }

  package func value(for inputs: Inputs, join: () -> Value) -> Value {
    if let known = last.withLock({ $0 }), known.inputs == inputs { return known.value }
    let value = join()
    last.withLock { $0 = (inputs, value) }
    return value
  }
}

/// What a join over collections and the launch catalog is made from, for ``LastJoin``.
package struct JoinInputs: Hashable, Sendable {
  package var provenances: [Provenance?]
  package var counts: [Int]

  package init(provenances: [Provenance?], counts: [Int]) {
    self.provenances = provenances
    self.counts = counts
  }
}
