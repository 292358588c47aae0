import Core

/// The ships' words that several places show, and the data's words in the user's language (a
/// word used once stands where it is used).
enum ShipsStrings {
  static let ships = PluralPhrase(
    en: PluralForms(one: "ship", other: "ships"), ru: PluralForms(one: "судно", few: "судна", many: "судов"))
  static let launchesSupported = PluralPhrase(
    en: PluralForms(one: "launch supported, newest first", other: "launches supported, newest first"),
    ru: PluralForms(
      one: "запуск с его участием, сначала новые", few: "запуска с его участием, сначала новые",
      many: "запусков с его участием, сначала новые"))
  static let ship = Phrase(en: "Ship", ru: "Судно")
  static let launches = Phrase(en: "Launches", ru: "Запуски")

  /// Active, inactive, or unknown when the source does not say.
  static func status(_ isActive: Bool?) -> Phrase {
    switch isActive {
    case true?: Phrase(en: "active", ru: "в строю")
    case false?: Phrase(en: "inactive", ru: "не в строю")
    case nil: .unknown
    }
  }
}
