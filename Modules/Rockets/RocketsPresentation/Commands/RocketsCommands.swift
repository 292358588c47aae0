import AppContainer
import Core

/// `spacex rockets` and `spacex rocket REF`: the rocket screens, shown once.
enum RocketsCommands {
  static let list = TextCommand.showingList(
    "rockets", method: RocketMethods.list, name: "rockets",
    abstract: Phrase(en: "List all rockets", ru: "Список всех ракет"), usage: "spacex rockets",
    help: [Phrase(en: "Example: spacex rockets --units imperial", ru: "Пример: spacex rockets --units imperial")])

  static let detail = TextCommand.showingItem(
    "rocket", method: RocketMethods.get, name: "rocket",
    abstract: Phrase(en: "Show one rocket's details", ru: "Подробности о ракете"), usage: "spacex rocket REF",
    help: [
      Phrase(
        en: "REF: a rocket id or name, in any case, with or without spaces or dashes",
        ru: "REF: идентификатор или название ракеты, в любом регистре, с пробелами или дефисами или без них"),
      Phrase(en: "Example: spacex rocket falcon9", ru: "Пример: spacex rocket falcon9"),
    ])
}
