import AppContainer
import Core
import JSONRPC
import SettingsDomain

extension Feature {
  /// Registers `spacex settings`, `settings.get` and `settings.update`.
  package static let settingsPresentation = Feature(name: "settings.presentation") { container in
    try container.commands.register(SettingsCommand.command)
    try container.methods.register(
      SettingsGetMethod.method, summary: SettingsGetMethod.summary, params: NoParams.self,
      handler: SettingsGetMethod.handle)
    try container.methods.register(
      SettingsUpdateMethod.method, summary: SettingsUpdateMethod.summary, params: SettingsUpdateMethod.Params.self,
      example: ["units": "imperial", "language": "ru"], handler: SettingsUpdateMethod.handle)
    try container.methods.registerNotification(
      SettingsUpdateMethod.notification,
      summary: "The settings changed (by settings.update); params: the new settings.",
      params: SettingsResult.self)
    try container.screens.register(SettingsScreen.factory(try container.resolve((any SettingsRepository).self)))
    container.completions.register(
      .argument(command: SettingsCommand.command.name),
      fixed: ["set", "length", "mass", "units", "language", "m", "ft", "kg", "lb", "metric", "imperial", "en", "ru"])
  }
}
