import AppContainer
import Core
import SettingsDomain

/// The settings screen: each setting, its value in words, and how to change it.
package enum SettingsPresenter {
  /// - Parameter commandHints: the terminal's commands for changing them, as a section; an
  ///   editor changes each field in place (its `edit`), so its screen has none.
  package static func card(current: Settings, saved: Settings, language: Language, commandHints: Bool = true)
    -> Card
  {
    let strings = SettingsStrings.self
    func value(_ shown: String, isOverride: Bool) -> String {
      isOverride ? "\(shown) (\(strings.thisRunOnly(language)))" : shown
    }
    // An editor changes each in place through settings.update, as the hints say for the terminal.
    func edit(_ key: String, _ choices: [String], typed: String? = nil) -> Card.Edit {
      Card.Edit(method: SettingsUpdateMethod.method.rawValue, param: key, choices: choices, typed: typed)
    }
    let fields = [
      Card.Field(
        key: "length", label: strings.length(language),
        value: value(strings.length(current.length)(language), isOverride: current.length != saved.length),
        edit: edit("length", LengthUnit.allCases.map(\.rawValue))),
      Card.Field(
        key: "mass", label: strings.mass(language),
        value: value(strings.mass(current.mass)(language), isOverride: current.mass != saved.mass),
        edit: edit("mass", MassUnit.allCases.map(\.rawValue))),
      Card.Field(
        key: "language", label: strings.language(language),
        value: value(strings.languageName(current.language), isOverride: current.language != saved.language),
        edit: edit("language", Language.allCases.map(\.rawValue))),
      Card.Field(
        key: "home", label: strings.home(language),
        value: current.home.map { PlaceText.coordinates($0, language: language) } ?? strings.homeNotSet(language),
        edit: edit("home", ["off"], typed: "LAT,LON")),
    ]
    let hints = [
      "spacex settings set length m|ft", "spacex settings set mass kg|lb", "spacex settings set units metric|imperial",
      "spacex settings set language en|ru", "spacex settings set home LAT,LON|off",
    ]
    return Card(
      title: strings.title(language), fields: fields,
      sections: commandHints ? [Card.Section(key: "change", title: strings.howToChange(language), lines: hints)] : [])
  }
}

/// Every user-visible string of the settings screen, in both languages.
enum SettingsStrings {
  static let title = Phrase(en: "Settings", ru: "Настройки")
  static let length = Phrase(en: "Length", ru: "Длина")
  static let mass = Phrase(en: "Mass", ru: "Масса")
  static let language = Phrase(en: "Language", ru: "Язык")
  static let home = Phrase(en: "Home", ru: "Дом")
  static let homeNotSet = Phrase(
    en: "not set (spacex sky needs --place)", ru: "не задан (для spacex sky нужен --place)")
  static let thisRunOnly = Phrase(en: "this run only", ru: "только для этого запуска")
  static let howToChange = Phrase(en: "Change with", ru: "Изменить")
  static let saved = Phrase(en: "Saved.", ru: "Сохранено.")

  static func length(_ unit: LengthUnit) -> Phrase {
    switch unit {
    case .m: Phrase(en: "metres (m)", ru: "метры (м)")
    case .ft: Phrase(en: "feet (ft)", ru: "футы (фт)")
    }
  }

  static func mass(_ unit: MassUnit) -> Phrase {
    switch unit {
    case .kg: Phrase(en: "kilograms (kg)", ru: "килограммы (кг)")
    case .lb: Phrase(en: "pounds (lb)", ru: "фунты (фунт)")
    }
  }

  /// Each language by its own name, so a person who cannot read the other one finds theirs.
  static func languageName(_ language: Language) -> String {
    switch language {
    case .en: "English (en)"
    case .ru: "русский (ru)"
    }
  }
}
