import AppContainer
import Core

/// `spacex launch REF`: the launch screen, shown once.
enum LaunchCommand {
  static let command = TextCommand.showingItem(
    .launch, method: LaunchesGetMethod.method, member: "launch", name: "launch",
    abstract: Phrase(en: "Show everything about one launch", ru: "Всё об одном запуске"), usage: "spacex launch REF",
    help: [
      Phrase(
        en: "REF: a launch id, flight number, or exact name in any case",
        ru: "REF: идентификатор, номер полёта или точное название запуска в любом регистре"),
      Phrase(en: "Example: spacex launch CRS-7", ru: "Пример: spacex launch CRS-7"),
    ])
}
