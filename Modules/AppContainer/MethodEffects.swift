import JSONRPC

/// A piece of server state a method reads or changes, as methods declare it. The server's own
/// topics are here; a feature with state of its own names it (`favourites`).
package struct StateTopic: Sendable, Hashable {
  package var name: String
  /// The param naming the one instance a request touches (`viewId`); `nil`: all of them.
  package var instanceParam: String?

  package init(_ name: String, instanceParam: String? = nil) {
    self.name = name
    self.instanceParam = instanceParam
  }

  /// The display settings (units, language): everything formatted reads them.
  package static let settings = StateTopic("settings")
  /// The fetched data (rockets, launches, …) that a refresh replaces.
  package static let catalog = StateTopic("catalog")
  /// The home place: what is worked out from it when a screen loads (a sky report, a launch
  /// card's "From your place") is worked out again.
  package static let home = StateTopic("home")
  /// The marks features put on rows (a favourite's ★): every method that lists rows reads them.
  package static let rowMarks = StateTopic("marks")
  /// Every open view at once.
  package static let views = StateTopic("view")
  /// The one open view the request's `param` names.
  package static func view(namedBy param: String) -> StateTopic { StateTopic("view", instanceParam: param) }
  /// Anything at all: for a method that opens any screen, whose reads cannot be told in advance.
  package static let everything = StateTopic(StateKey.everything.name)

  /// `view(viewId)` or `settings`, as `rpc.discover` shows it.
  package var description: String { instanceParam.map { "\(name)(\($0))" } ?? name }

  /// The key for one request: the instance its params name, if this topic has one.
  func key(for params: JSONValue?) -> StateKey {
    guard let instanceParam else { return StateKey(name) }
    // Not a string: the request will fail its params check, so it touches no instance; all of them is the safe guess.
    guard case .string(let instance)? = params?[instanceParam] else { return StateKey(name) }
    return StateKey(name, instance: instance)
  }
}

/// What a method reads and what it changes, declared when it registers. The server schedules by
/// it: a request waits for every earlier request that changes what it reads or changes, and
/// requests that only read run side by side (see `JSONRPC.MessageEffects`).
package struct MethodEffects: Sendable, Hashable {
  package var reads: [StateTopic]
  package var changes: [StateTopic]

  package init(reads: [StateTopic], changes: [StateTopic]) {
    self.reads = reads
    self.changes = changes
  }

  /// Reads `topics` and changes nothing.
  package static func reads(_ topics: StateTopic...) -> MethodEffects { MethodEffects(reads: topics, changes: []) }

  /// Changes `topics` (and so reads them too), besides reading `reads`.
  package static func changes(_ topics: StateTopic..., reads: [StateTopic] = []) -> MethodEffects {
    MethodEffects(reads: reads, changes: topics)
  }

  /// Touches no state of the server's: a constant answer, or one computed from the params alone.
  package static let none = MethodEffects(reads: [], changes: [])

  /// Whether a request's params decide which instance it touches (`view(viewId)`).
  var dependsOnParams: Bool { (reads + changes).contains { $0.instanceParam != nil } }

  /// The keys one request touches.
  func resolved(for params: JSONValue?) -> MessageEffects {
    MessageEffects(reads: reads.map { $0.key(for: params) }, writes: changes.map { $0.key(for: params) })
  }
}
