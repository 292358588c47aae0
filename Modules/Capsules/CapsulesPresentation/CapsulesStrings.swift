import Core

/// The capsules' words that several places show, and the data's words in the user's language (a
/// word used once stands where it is used).
enum CapsulesStrings {
  static let capsules = PluralPhrase(
    en: PluralForms(one: "capsule", other: "capsules"), ru: PluralForms(one: "капсула", few: "капсулы", many: "капсул"))
  static let missionsWord = PluralPhrase(
    en: PluralForms(one: "mission, oldest first", other: "missions, oldest first"),
    ru: PluralForms(one: "полёт, сначала ранние", few: "полёта, сначала ранние", many: "полётов, сначала ранние"))
  static let capsule = Phrase(en: "Capsule", ru: "Капсула")
  static let missions = Phrase(en: "Missions", ru: "Полёты")
  static let returned = Phrase(en: "Return", ru: "Возвращение")

  static let statuses = StatusWords([
    "active": Phrase(en: "active", ru: "в строю"), "retired": Phrase(en: "retired", ru: "списана"),
    "destroyed": Phrase(en: "destroyed", ru: "разрушена"),
  ])

  static func returned(_ success: Bool?, toCome upcoming: Bool) -> Phrase {
    switch success {
    case true?: Phrase(en: "splashed down", ru: "приводнилась")
    case false?: Phrase(en: "lost", ru: "потеряна")
    case nil: upcoming ? Phrase(en: "to come", ru: "впереди") : Phrase(en: "not recorded", ru: "нет данных")
    }
  }
}
