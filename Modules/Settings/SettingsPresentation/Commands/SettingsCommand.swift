import AppContainer
import Core
import JSONRPC
import SettingsDomain

/// `spacex settings` and `spacex settings set KEY VALUE`.
enum SettingsCommand {
  /// Shows the settings screen; `set KEY VALUE` is typed on it as in `spacex browse`.
  static let command = TextCommand.showing(
    .settings, name: "settings",
    abstract: Phrase(
      en: "Show or change units, language and home place", ru: "Показать или изменить единицы, язык и место"),
    usage:
      "spacex settings [set length m|ft | set mass kg|lb | set units metric|imperial | set language en|ru | set home LAT,LON|off]",
    help: [
      Phrase(
        en: "Settings are saved in the config directory (see README).",
        ru: "Настройки сохраняются в каталоге настроек (см. README)."),
      Phrase(
        en: "The home place is where spacex sky looks from: decimal degrees, north and east positive.",
        ru: "Место — откуда смотрит spacex sky: десятичные градусы, север и восток положительны."),
      Phrase(en: "Example: spacex settings set language ru", ru: "Пример: spacex settings set language ru"),
      Phrase(en: "Example: spacex settings set home 28.4,-80.6", ru: "Пример: spacex settings set home 28.4,-80.6"),
    ],
    params: { arguments in
      _ = try change(arguments)
      return nil
    },
    line: { arguments in try change(arguments).map { [$0.key, $0.value] } }, call: call)

  /// `set KEY VALUE` as its key and value; `nil` for no arguments (show the settings).
  private static func change(_ arguments: [String]) throws(UsageError) -> (key: String, value: String)? {
    switch arguments {
    case []: return nil
    case let words where words.first == "set":
      guard words.count == 3 else { throw UsageError.missing(words.count < 2 ? "KEY" : "VALUE") }
      return (words[1], words[2])
    case let words:
      throw UsageError.unexpectedArgument(words[0])
    }
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    guard let (key, value) = try change(arguments) else { return MethodCall(SettingsGetMethod.method, rows: .whole) }
    _ = try SettingsChange(key: key, value: value)
    return MethodCall(SettingsUpdateMethod.method, [key: .string(value)], rows: .whole)
  }
}
