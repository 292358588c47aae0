import AppContainer
import Core

/// `spacex launchpads` and `spacex launchpad REF`: the launchpad screens, shown once.
enum LaunchpadCommands {
  static let list = TextCommand.showingList(
    "launchpads", method: LaunchpadMethods.list, name: "launchpads",
    abstract: Phrase(en: "List all launchpads", ru: "Список стартовых площадок"), usage: "spacex launchpads",
    help: [Phrase(en: "Example: spacex launchpads --lang ru", ru: "Пример: spacex launchpads --lang ru")])

  static let detail = TextCommand.showingItem(
    "launchpad", method: LaunchpadMethods.get, name: "launchpad",
    abstract: Phrase(en: "Show one launchpad and its launches", ru: "Площадка и её запуски"),
    usage: "spacex launchpad REF",
    help: [
      Phrase(
        en: "REF: a launchpad id, or its short or full name in any case (\"KSC LC 39A\", ksc-lc-39a)",
        ru: "REF: идентификатор, краткое или полное название площадки в любом регистре"),
      Phrase(en: "Example: spacex launchpad \"KSC LC 39A\"", ru: "Пример: spacex launchpad \"KSC LC 39A\""),
    ])
}
