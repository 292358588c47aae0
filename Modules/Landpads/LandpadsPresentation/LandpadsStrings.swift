import Core

/// The landing sites' words that several places show, and the data's words in the user's language (a
/// word used once stands where it is used).
enum LandpadsStrings {
  static let sites = PluralPhrase(
    en: PluralForms(one: "landing site", other: "landing sites"),
    ru: PluralForms(one: "место посадки", few: "места посадки", many: "мест посадки"))
  static let landingsHere = PluralPhrase(
    en: PluralForms(one: "landing here, oldest first", other: "landings here, oldest first"),
    ru: PluralForms(
      one: "посадка здесь, сначала ранние", few: "посадки здесь, сначала ранние", many: "посадок здесь, сначала ранние")
  )
  static let site = Phrase(en: "Site", ru: "Место")
  static let type = Phrase(en: "Type", ru: "Тип")
  static let landings = Phrase(en: "Landings", ru: "Посадки")
  static let lastLanding = Phrase(en: "Last landing", ru: "Последняя посадка")
  static let outcome = Phrase(en: "Outcome", ru: "Итог")

  /// `ASDS` and `RTLS` in words.
  static func type(_ word: String?) -> Phrase {
    guard let word else { return .unknown }
    return LandingKind(sourceWord: word)?.phrase ?? Phrase(en: word, ru: word)
  }

  static let statuses = StatusWords([
    "active": Phrase(en: "active", ru: "действует"), "retired": Phrase(en: "retired", ru: "выведено"),
    "inactive": Phrase(en: "inactive", ru: "не используется"), "lost": Phrase(en: "lost", ru: "утрачено"),
    "under construction": Phrase(en: "under construction", ru: "строится"),
  ])

  static func outcome(_ success: Bool?, toCome upcoming: Bool) -> Phrase {
    switch success {
    case true?: Phrase(en: "landed", ru: "села")
    case false?: Phrase(en: "failed", ru: "не села")
    case nil: upcoming ? Phrase(en: "to come", ru: "впереди") : Phrase(en: "no result", ru: "нет итога")
    }
  }
}
