import Core

/// Every user-visible word of the crew, in both languages.
enum CrewStrings {
  static let title = Phrase(en: "Crew", ru: "Экипажи")
  static let astronaut = Phrase(en: "Astronaut", ru: "Астронавт")
  static let astronauts = PluralPhrase(
    en: PluralForms(one: "astronaut", other: "astronauts"),
    ru: PluralForms(one: "астронавт", few: "астронавта", many: "астронавтов"))
  static let launchesWord = PluralPhrase(
    en: PluralForms(one: "launch, oldest first", other: "launches, oldest first"),
    ru: PluralForms(one: "запуск, сначала ранние", few: "запуска, сначала ранние", many: "запусков, сначала ранние"))
  static let agency = Phrase(en: "Agency", ru: "Агентство")
  static let status = Phrase(en: "Status", ru: "Статус")
  static let flights = Phrase(en: "Flights", ru: "Полёты")
  static let lastFlight = Phrase(en: "Last flight", ru: "Последний полёт")
  static let launches = Phrase(en: "Launches", ru: "Запуски")
  static let date = Phrase(en: "Date", ru: "Дата")
  static let launch = Phrase(en: "Launch", ru: "Запуск")
  static let role = Phrase(en: "Role", ru: "Роль")
  static let wikipedia = Phrase(en: "Wikipedia", ru: "Википедия")
  static let none = Phrase(en: "No launches recorded.", ru: "Запусков нет.")
  static let unavailable = Phrase(en: "unavailable", ru: "недоступно")
  static let unknown = Phrase(en: "unknown", ru: "нет данных")
  static let toCome = Phrase(en: "to come", ru: "впереди")

  /// The SpaceX API's words for a person's status, in words that need no grammatical gender.
  static func status(_ word: String?) -> Phrase {
    switch word {
    case "active"?: Phrase(en: "active", ru: "в отряде")
    case "inactive"?: Phrase(en: "inactive", ru: "не летает")
    case "retired"?: Phrase(en: "retired", ru: "в отставке")
    case "unknown"?, nil: unknown
    case let other?: Phrase(en: other, ru: other)
    }
  }
}
