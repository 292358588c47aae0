import Core
import LaunchpadDomain

/// Every user-visible string of the launchpad screens, in both languages.
enum LaunchpadStrings {
  static let launchpads = PluralPhrase(
    en: PluralForms(one: "launchpad", other: "launchpads"),
    ru: PluralForms(one: "площадка", few: "площадки", many: "площадок"))
  static let name = Phrase(en: "Launchpad", ru: "Площадка")
  static let attempts = Phrase(en: "Launch attempts", ru: "Попыток запуска")
  static let launchesFromHere = PluralPhrase(
    en: PluralForms(one: "launch from here, newest first", other: "launches from here, newest first"),
    ru: PluralForms(
      one: "запуск отсюда, сначала новые", few: "запуска отсюда, сначала новые", many: "запусков отсюда, сначала новые")
  )

  /// A list section's title for the pads of one status: plural where the status word is singular.
  static func sectionTitle(_ raw: String, _ language: Language) -> String {
    switch raw {
    case "active": Phrase(en: "Active", ru: "Действующие")(language)
    case "retired": Phrase(en: "Retired", ru: "Закрытые")(language)
    case "inactive": Phrase(en: "Inactive", ru: "Неиспользуемые")(language)
    case "under construction": Phrase(en: "Under construction", ru: "Строящиеся")(language)
    case "unknown": Phrase(en: "Status unknown", ru: "Статус неизвестен")(language)
    default: TerminalText.sanitized(raw).capitalizedFirst
    }
  }

  /// The API's status words in the user's language.
  /// Its status as shown: the SpaceX API's word with its date where launches listed since
  /// contradict it (`under construction (2023)`).
  static func status(_ pad: Launchpad, _ formatter: DisplayFormatter) -> String {
    guard let asOf = pad.statusAsOf else { return statuses(pad.status)(formatter.language) }
    return StatusWords.asOf(statuses(pad.status), asOf, formatter: formatter)
  }

  static let statuses = StatusWords([
    "active": Phrase(en: "active", ru: "действует"), "retired": Phrase(en: "retired", ru: "закрыта"),
    "inactive": Phrase(en: "inactive", ru: "не используется"), "lost": Phrase(en: "lost", ru: "утрачена"),
    "under construction": Phrase(en: "under construction", ru: "строится"),
  ])

}
