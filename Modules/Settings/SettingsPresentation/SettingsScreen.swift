import AppContainer
import Core
import SettingsDomain

/// The settings as a hosted screen: always loaded; its snapshot's items are the three settings,
/// revised with their values, so a change reloads exactly the setting that changed.
struct SettingsScreen: Screen {
  let repository: any SettingsRepository

  static func factory(_ repository: any SettingsRepository) -> ScreenFactory {
    ScreenFactory(
      name: "settings", home: HomeEntry(title: Phrase(en: "Settings", ru: "Настройки"), order: 90, key: "s"),
      params: NoParams.self, data: SettingsScreenData.self
    ) { params in
      _ = try MethodParams.decode(NoParams.self, from: params)
      return SettingsScreen(repository: repository)
    }
  }

  func send(_ input: ScreenInput) async throws {}

  func text(_ formatter: DisplayFormatter) async -> String {
    SettingsPresenter.card(current: repository.current, saved: repository.saved, language: formatter.language).text(
      width: formatter.width, bold: formatter.usesColor)
  }

  /// `length ft`, `mass lb`, `language ru` (also with `set` in front, as on the command line).
  func command(_ words: [String]) async throws -> Bool {
    let pair = words.first == "set" ? Array(words.dropFirst()) : words
    guard pair.count == 2 else { return false }
    _ = try repository.update(try SettingsChange(key: pair[0], value: pair[1]))
    return true
  }

  func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let current = repository.current
    let card = SettingsPresenter.card(current: current, saved: repository.saved, language: formatter.language)
    let data = SettingsScreenData(settings: SettingsResult(current), card: card)
    let snapshot = ListSnapshot(
      sections: [.init(id: "settings", items: SettingsChange.keys)],
      revisions: [
        "length": current.length.hashValue, "mass": current.mass.hashValue,
        "language": current.language.hashValue,
      ])
    return ScreenRender(state: ScreenState(status: "loaded", data: ScreenState.json(data)), snapshot: snapshot)
  }
}

struct SettingsScreenData: Codable, Sendable {
  var settings: SettingsResult
  var card: Card
}
