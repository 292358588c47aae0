import Synchronization

/// The settings in force for this process: the persisted ones with this run's overrides
/// (`--units`, `--lang`, RPC `initialize`) on top. Changes are saved through the store;
/// overrides never are.
package final class SettingsCenter: Sendable {
  private struct State {
    var persisted: Settings
    var units: UnitSystem?
    var language: Language?
  }

  private let store: any SettingsStore
  private let state: Mutex<State>

  package init(store: any SettingsStore, units: UnitSystem? = nil, language: Language? = nil) {
    self.store = store
    self.state = Mutex(State(persisted: store.load(), units: units, language: language))
  }

  /// What to show things in right now.
  package var current: Settings {
    state.withLock { $0.persisted.overridden(units: $0.units, language: $0.language) }
  }

  /// Sets this process's overrides (never persisted); `nil` leaves one as it is.
  package func override(units: UnitSystem? = nil, language: Language? = nil) {
    state.withLock { state in
      if let units { state.units = units }
      if let language { state.language = language }
    }
  }

  /// Applies `change` to the persisted settings, saves them, and returns what is now in force.
  /// A change the user makes on purpose wins over this run's override of the same setting.
  package func update(_ change: (inout Settings) -> Void) throws -> Settings {
    try state.withLock { state in
      var settings = state.persisted
      change(&settings)
      try store.save(settings)
      if settings.length != state.persisted.length || settings.mass != state.persisted.mass { state.units = nil }
      if settings.language != state.persisted.language { state.language = nil }
      state.persisted = settings
      return state.persisted.overridden(units: state.units, language: state.language)
    }
  }
}

/// Settings kept in memory only, for tests and for runs that must not touch the disk.
package final class InMemorySettingsStore: SettingsStore {
  private let saved: Mutex<Settings>

  package init(_ settings: Settings = Settings()) {
    self.saved = Mutex(settings)
  }

  package func load() -> Settings { saved.withLock { $0 } }
  package func save(_ settings: Settings) throws { saved.withLock { $0 = settings } }
}
