import Core

/// The container of a process that answers many requests (`spacex-rpc`): it registers a feature
/// when a request first needs it, so a server that is asked for launches never builds the crew.
///
/// Registration runs under the lock, in the order requests ask: a request that needs a feature
/// finds it registered by the time the request runs, however many ask at once.
package final class Assembly: Sendable {
  private let state: Locked<AppContainer>

  /// Takes over `container`, with whatever it has registered.
  package init(_ container: AppContainer) {
    state = Locked(container)
  }

  /// The container with what `demand` needs registered, and checked when anything was added.
  /// - Throws: ``RegistrationError`` for a feature that fails to register or to validate (the
  ///   test of every feature together finds these before a user can).
  package func container(for demand: Demand) throws -> AppContainer {
    try state.withLock { container in
      let count = container.included.count
      try container.include(demand)
      if container.included.count != count { try container.validate() }
      return container
    }
  }

  /// The container as it is now.
  package var current: AppContainer { state.withLock { $0 } }
}
