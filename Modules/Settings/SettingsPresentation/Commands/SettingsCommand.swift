import AppContainer
import Core
import SettingsDomain

/// `spacex settings` and `spacex settings set KEY VALUE`.
enum SettingsCommand {
  static let command = TextCommand(
    name: "settings",
    abstract: Phrase(en: "Show or change units and language", ru: "Показать или изменить единицы и язык"),
    usage: "spacex settings [set length m|ft | set mass kg|lb | set units metric|imperial | set language en|ru]",
    help: [
      Phrase(
        en: "Settings are saved in the config directory (see README).",
        ru: "Настройки сохраняются в каталоге настроек (см. README)."),
      Phrase(en: "Example: spacex settings set language ru", ru: "Пример: spacex settings set language ru"),
    ]
  ) { context in
    let repository = try context.container.resolve((any SettingsRepository).self)
    switch context.arguments {
    case []:
      return SettingsPresenter.card(
        current: repository.current, saved: repository.saved, language: context.formatter.language
      )
      .text(width: context.formatter.width, bold: context.formatter.usesColor)
    case let words where words.first == "set":
      guard words.count == 3 else { throw UsageError.missing(words.count < 2 ? "KEY" : "VALUE") }
      let updated = try repository.update(try SettingsChange(key: words[1], value: words[2]))
      // Shown in the language now in force, so `set language ru` answers in Russian.
      return SettingsStrings.saved(updated.language) + "\n\n"
        + SettingsPresenter.card(current: updated, saved: repository.saved, language: updated.language).text(
          width: context.formatter.width, bold: context.formatter.usesColor)
    case let words:
      throw UsageError.unexpectedArgument(words[0])
    }
  }
}
