import AppContainer
import Core
import SettingsDomain

/// Settings through the process's ``SettingsCenter``, which saves them in the config directory.
struct CenterSettingsRepository: SettingsRepository {
  let center: SettingsCenter

  var current: Settings { center.current }
  var saved: Settings { center.persisted }

  func update(_ change: SettingsChange) throws(SettingsError) -> Settings {
    do {
      return try center.update(length: change.length, mass: change.mass, language: change.language, home: change.home)
    } catch {
      throw .notSaved("\(error)")
    }
  }

  func changes() -> AsyncStream<Settings> {
    center.changes()
  }
}

extension Feature {
  /// Registers the live ``SettingsRepository``.
  package static let settingsData = Feature(
    name: "settings.data", provides: [ServiceKey((any SettingsRepository).self)]
  ) { container in
    try container.services.register(
      (any SettingsRepository).self, CenterSettingsRepository(center: container.core.settings))
  }
}
