import AppContainer
import Core
import SettingsDomain

/// The settings as a hosted screen: always loaded; its snapshot's items are the three settings,
/// revised with their values, so a change reloads exactly the setting that changed.
struct SettingsScreen: Screen {
  let repository: any SettingsRepository

  static let factory = ScreenFactory(name: "settings") { _, container in
    SettingsScreen(repository: try container.resolve((any SettingsRepository).self))
  }

  func send(_ input: ScreenInput) async throws {}

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

struct SettingsScreenData: Encodable, Sendable {
  var settings: SettingsResult
  var card: Card
}
