import AppContainer
import Core
import JSONRPC
import SettingsDomain

/// `spacex settings` and `spacex settings set KEY VALUE`.
enum SettingsCommand {
  static func command(_ repository: any SettingsRepository) -> TextCommand {
    TextCommand(
      name: "settings",
      abstract: Phrase(en: "Show or change units and language", ru: "Показать или изменить единицы и язык"),
      usage: "spacex settings [set length m|ft | set mass kg|lb | set units metric|imperial | set language en|ru]",
      help: [
        Phrase(
          en: "Settings are saved in the config directory (see README).",
          ru: "Настройки сохраняются в каталоге настроек (см. README)."),
        Phrase(en: "Example: spacex settings set language ru", ru: "Пример: spacex settings set language ru"),
      ],
      call: call, run: { context in try run(context, repository) })
  }

  private static func run(_ context: CommandContext, _ repository: any SettingsRepository) throws -> CommandOutput {
    guard let (key, value) = try change(context.arguments) else {
      return CommandOutput(
        SettingsPresenter.card(
          current: repository.current, saved: repository.saved, language: context.formatter.language
        )
        .text(width: context.formatter.width, bold: context.formatter.usesColor))
    }
    let updated = try repository.update(try SettingsChange(key: key, value: value))
    // Shown in the language now in force, so `set language ru` answers in Russian.
    return CommandOutput(
      SettingsStrings.saved(updated.language) + "\n\n"
        + SettingsPresenter.card(current: updated, saved: repository.saved, language: updated.language).text(
          width: context.formatter.width, bold: context.formatter.usesColor))
  }

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
