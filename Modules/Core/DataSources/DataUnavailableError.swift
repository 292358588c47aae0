/// No step of the source policy could answer. Carries why each step failed, in order.
package struct DataUnavailableError: Error, Sendable, Hashable, CustomStringConvertible {
  package struct Attempt: Sendable, Hashable {
    package var step: SourcePolicy.Step
    package var reason: String

    package init(step: SourcePolicy.Step, reason: String) {
      self.step = step
      self.reason = reason
    }
  }

  package var endpoint: String
  package var attempts: [Attempt]

  package init(endpoint: String, attempts: [Attempt]) {
    self.endpoint = endpoint
    self.attempts = attempts
  }

  /// "live: … could not connect …; cache: nothing cached": what a user needs to fix it.
  /// A reason two steps share (the fresh and the stale cache: "nothing cached") is said once.
  package var description: String {
    var said: [String] = []
    for line in attempts.map({ "\($0.step.label): \($0.reason)" }) where !said.contains(line) { said.append(line) }
    return said.joined(separator: "; ")
  }
}

extension SourcePolicy.Step {
  package var label: String {
    switch self {
    case .freshCache: "cache"
    case .live: "live"
    case .staleCache: "cache"
    case .bundled: "bundled"
    }
  }
}
