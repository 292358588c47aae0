import AppContainer
import Core
import JSONRPC
import SettingsDomain

extension Feature {
  /// Registers `spacex settings`, `settings.get` and `settings.update`.
  package static let settingsPresentation = Feature(
    name: "settings.presentation", needs: [ServiceKey((any SettingsRepository).self)],
    offers: [
      .command("settings"), .method(SettingsGetMethod.method), .method(SettingsUpdateMethod.method),
      .screen(.settings),
    ]
  ) { container in
    // The methods and the screen (which the command shows) get the repository now: a missing
    // one fails at start-up.
    let settings = try container.resolve((any SettingsRepository).self)
    let core = container.core
    try container.commands.register(SettingsCommand.command)
    try container.methods.register(SettingsGetMethod(repository: settings))
    try container.methods.register(
      SettingsUpdateMethod(repository: settings, views: container.views, formatter: { core.formatter() }))
    try container.methods.registerNotification(
      SettingsUpdateMethod.notification,
      summary: "The settings changed (by settings.update); params: the new settings.",
      params: SettingsResult.self)
    try container.screens.register(SettingsScreen.factory(settings))
    // `settings set KEY VALUE`, word by word: only the values the key takes.
    container.completions.register(.word(command: "settings", after: []), fixed: ["set"])
    container.completions.register(.word(command: "settings", after: ["set"]), fixed: SettingsChange.keys)
    for key in SettingsChange.keys {
      container.completions.register(
        .word(command: "settings", after: ["set", key]), fixed: SettingsChange.values(of: key))
    }
  }
}
