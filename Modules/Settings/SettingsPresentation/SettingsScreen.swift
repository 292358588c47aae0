import AppContainer
import Core
import SettingsDomain

extension ScreenName {
  static let settings = ScreenName("settings")
}

/// The settings as a hosted screen: always loaded; its snapshot's items are the three settings,
/// revised with their values, so a change reloads exactly the setting that changed. `spacex
/// settings [set KEY VALUE]` shows it too.
final class SettingsScreen: Screen {
  let repository: any SettingsRepository
  /// Whether a line typed here changed a setting, so the command's answer says it was saved.
  private let changed = Locked(false)

  init(repository: any SettingsRepository) {
    self.repository = repository
  }

  static func factory(_ repository: any SettingsRepository) -> ScreenFactory {
    ScreenFactory(
      name: .settings, home: HomeEntry(title: Phrase(en: "Settings", ru: "Настройки"), order: 90, key: "s"),
      layout: .card(), params: NoParams.self, data: SettingsScreenData.self
    ) { params in
      _ = try MethodParams.decode(NoParams.self, from: params)
      return SettingsScreen(repository: repository)
    }
  }

  func send(_ input: ScreenInput) async throws {}

  func text(_ formatter: DisplayFormatter) async -> String {
    SettingsPresenter.card(current: repository.current, saved: repository.saved, language: formatter.language).text(
      formatter)
  }

  var typing: Phrase? {
    Phrase(
      en: "Here, type length m|ft, mass kg|lb, units metric|imperial, language en|ru or home LAT,LON|off.",
      ru: "Здесь введите length m|ft, mass kg|lb, units metric|imperial, language en|ru или home LAT,LON|off.")
  }

  /// `length ft`, `mass lb`, `language ru`, `home 28.6,-80.6` (also with `set` in front, as on the command line).
  func command(_ words: [String]) async throws -> Bool {
    let pair = words.first == "set" ? Array(words.dropFirst()) : words
    guard pair.count == 2 else { return false }
    _ = try repository.update(try SettingsChange(key: pair[0], value: pair[1]))
    changed.withLock { $0 = true }
    return true
  }

  /// The card in the language now in force (so `set language ru` answers in Russian), after
  /// "Saved." when a line changed something. Settings are the user's own: no provenance.
  func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? {
    let language = repository.current.language
    let card = SettingsPresenter.card(current: repository.current, saved: repository.saved, language: language)
    let saved = changed.withLock { $0 } ? SettingsStrings.saved(language) + "\n\n" : ""
    return (CommandOutput(saved + card.text(formatter)), nil)
  }

  func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let current = repository.current
    // The editors' screen: each field changes in place, so no commands to type.
    let card = SettingsPresenter.card(
      current: current, saved: repository.saved, language: formatter.language, commandHints: false)
    let data = SettingsScreenData(settings: SettingsResult(current), card: card)
    let snapshot = ListSnapshot(
      sections: [.init(id: "settings", items: SettingsChange.keys)],
      revisions: [
        "length": current.length.hashValue, "mass": current.mass.hashValue,
        "language": current.language.hashValue, "home": current.home.hashValue,
      ])
    return ScreenRender(state: ScreenState(status: "loaded", data: ScreenState.json(data)), snapshot: snapshot)
  }
}

struct SettingsScreenData: Codable, Sendable {
  var settings: SettingsResult
  var card: Card
}
