import Core

/// Every user-visible string of the launch detail, in both languages.
enum LaunchDetailStrings {
  static let flight = Phrase(en: "Flight", ru: "Полёт")
  static let date = Phrase(en: "Date", ru: "Дата")
  static let rocket = Phrase(en: "Rocket", ru: "Ракета")
  static let launchpad = Phrase(en: "Launchpad", ru: "Площадка")
  static let failure = Phrase(en: "Failure", ru: "Авария")
  static let details = Phrase(en: "Details", ru: "Подробности")
  static let sources = Phrase(en: "Sources", ru: "Источники")
  static let history = Phrase(en: "History", ru: "История")

  /// Which facts of a launch come from which service.
  static func providers(_ providers: [DataProvider], _ language: Language) -> String {
    guard providers.contains(.spaceXAPI) else {
      return Phrase(
        en: "Launch Library 2 only: the SpaceX API stops in 2022",
        ru: "только Launch Library 2: SpaceX API заканчивается 2022 годом")(language)
    }
    return Phrase(
      en: "SpaceX API for what flew, Launch Library 2 for status and date",
      ru: "SpaceX API — состав полёта, Launch Library 2 — статус и дата")(language)
  }
  static let payloads = Phrase(en: "Payloads", ru: "Полезная нагрузка")
  static let crew = Phrase(en: "Crew", ru: "Экипаж")
  static let capsules = Phrase(en: "Capsules", ru: "Капсулы")
  static let ships = Phrase(en: "Ships", ru: "Корабли")
  static let cores = Phrase(en: "Cores", ru: "Ступени-ускорители")
  static let links = Phrase(en: "Links", ru: "Ссылки")
  static let unavailable = Phrase(en: "unavailable", ru: "недоступно")
  static let unavailablePlural = Phrase(en: "unavailable", ru: "недоступны")
  static let orbit = Phrase(en: "orbit", ru: "орбита")
  static let customers = Phrase(en: "customers", ru: "заказчики")
  static let nationalities = Phrase(en: "nationalities", ru: "страны")
  static let manufacturers = Phrase(en: "manufacturers", ru: "производители")
  static let coreFlight = Phrase(en: "flight", ru: "полёт")
  static let reused = Phrase(en: "reused", ru: "повторно")
  static let new = Phrase(en: "new", ru: "новая")
  static let noLanding = Phrase(en: "no landing attempt", ru: "без попытки посадки")
  static let landed = Phrase(en: "landed", ru: "посадка успешна")
  static let landingFailed = Phrase(en: "landing failed", ru: "посадка неудачна")
  static let landingUnknown = Phrase(en: "landing outcome unknown", ru: "исход посадки неизвестен")
  static let landingPlanned = Phrase(en: "landing planned", ru: "посадка запланирована")
  static let landingNotRecorded = Phrase(en: "landing unknown", ru: "посадка неизвестна")
  static let timesFlownBefore = PluralPhrase(
    en: PluralForms(one: "reuse", other: "reuses"),
    ru: PluralForms(one: "повторный полёт", few: "повторных полёта", many: "повторных полётов"))
  static let partial = Phrase(en: "Partial", ru: "Неполные данные")
  static let missingIDs = PluralPhrase(
    en: PluralForms(one: "referenced record missing", other: "referenced records missing"),
    ru: PluralForms(
      one: "связанная запись не найдена", few: "связанные записи не найдены", many: "связанных записей не найдено"))
  static let webcast = Phrase(en: "webcast", ru: "трансляция")
  static let article = Phrase(en: "article", ru: "статья")
  static let wikipedia = Phrase(en: "Wikipedia", ru: "Википедия")
  static let pressKit = Phrase(en: "press kit", ru: "пресс-кит")
  static let patch = Phrase(en: "patch", ru: "эмблема")
  static let reddit = Phrase(en: "Reddit", ru: "Reddit")
  static let flickr = Phrase(en: "Flickr photos", ru: "фото Flickr")
}
