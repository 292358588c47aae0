import Foundation
import Locking

/// The settings in force for this process: the persisted ones with this run's overrides
/// (`--units`, `--lang`, RPC `initialize`) on top. Changes are saved through the store;
/// overrides never are.
package final class SettingsCenter: Sendable {
  private struct State {
    var persisted: Settings
    /// This run's overrides, per setting, so saving one setting ends only that one's override.
    var length: LengthUnit?
    var mass: MassUnit?
    var language: Language?
    var observers: [UUID: AsyncStream<Settings>.Continuation] = [:]

    var effective: Settings {
      Settings(
        length: length ?? persisted.length, mass: mass ?? persisted.mass, language: language ?? persisted.language,
        home: persisted.home)
    }

    mutating func override(units: UnitSystem?, language: Language?) {
      let overridden = persisted.overridden(units: units, language: language)
      if units != nil { (length, mass) = (overridden.length, overridden.mass) }
      if let language { self.language = language }
    }
  }

  private let store: any SettingsStore
  private let state: Locked<State>

  package init(store: any SettingsStore, units: UnitSystem? = nil, language: Language? = nil) {
    self.store = store
    var state = State(persisted: store.load())
    state.override(units: units, language: language)
    self.state = Locked(state)
  }

  /// What to show things in right now.
  package var current: Settings {
    state.withLock { $0.effective }
  }

  /// What is saved, without this run's overrides.
  package var persisted: Settings {
    state.withLock { $0.persisted }
  }

  /// Every change of the settings in force from now on (not the current value).
  package func changes() -> AsyncStream<Settings> {
    let (stream, continuation) = AsyncStream.makeStream(of: Settings.self, bufferingPolicy: .bufferingNewest(8))
    let id = UUID()
    state.withLock { $0.observers[id] = continuation }
    continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.observers.removeValue(forKey: id) } }
    return stream
  }

  /// Sets this process's overrides (never persisted); `nil` leaves one as it is.
  package func override(units: UnitSystem? = nil, language: Language? = nil) {
    changing { $0.override(units: units, language: language) }
  }

  /// Saves the given settings (others keep their saved values) and returns what is now in force.
  /// A setting the user saves on purpose replaces this run's override of it.
  /// - Parameter home: `.some(nil)` clears the home place, `nil` leaves it as it is.
  package func update(
    length: LengthUnit? = nil, mass: MassUnit? = nil, language: Language? = nil, home: Place?? = nil
  ) throws -> Settings {
    try changing { state in
      var settings = state.persisted
      if let length { settings.length = length }
      if let mass { settings.mass = mass }
      if let language { settings.language = language }
      if let home { settings.home = home }
      try store.save(settings)
      state.persisted = settings
      if length != nil { state.length = nil }
      if mass != nil { state.mass = nil }
      if language != nil { state.language = nil }
    }
  }

  /// Applies `mutation` under the lock and tells observers if the settings in force changed.
  /// - Important: observers are told while the lock is held, so they see changes in order.
  @discardableResult
  private func changing(_ mutation: (inout State) throws -> Void) rethrows -> Settings {
    try state.withLock { state in
      let before = state.effective
      try mutation(&state)
      let after = state.effective
      if after != before {
        for observer in state.observers.values { observer.yield(after) }
      }
      return after
    }
  }
}

/// Settings kept in memory only, for tests and for runs that must not touch the disk.
package final class InMemorySettingsStore: SettingsStore {
  private let saved: Locked<Settings>

  package init(_ settings: Settings = Settings()) {
    self.saved = Locked(settings)
  }

  package func load() -> Settings { saved.withLock { $0 } }
  package func save(_ settings: Settings) throws { saved.withLock { $0 = settings } }
}
