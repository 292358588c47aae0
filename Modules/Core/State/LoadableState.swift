/// The state of anything a screen loads: what both frontends render and what `view.*` reports.
package enum LoadableState<Value: Sendable>: Sendable {
  case idle
  case loading
  /// Data to show, with where it came from.
  case loaded(Sourced<Value>)
  /// The source answered, but nothing matched; the value says what was asked (e.g. which
  /// filter emptied a list).
  case empty(Sourced<Value>)
  /// Nothing could be loaded; a retry input may help.
  case failed(any Error)

  /// The `state.status` string of the RPC contract.
  package var status: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded: "loaded"
    case .empty: "empty"
    case .failed: "failed"
    }
  }

  package var value: Value? {
    if case .loaded(let sourced) = self { sourced.value } else { nil }
  }

  package var provenance: Provenance? {
    switch self {
    case .loaded(let sourced): sourced.provenance
    case .empty(let sourced): sourced.provenance
    case .idle, .loading, .failed: nil
    }
  }

  package var error: (any Error)? {
    if case .failed(let error) = self { error } else { nil }
  }
}
