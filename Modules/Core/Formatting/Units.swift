/// Unit symbols as each language writes them.
package enum Units {
  package static let meters = Phrase(en: "m", ru: "м")
  package static let feet = Phrase(en: "ft", ru: "фт")
  package static let kilograms = Phrase(en: "kg", ru: "кг")
  /// Russian writes pounds out, agreeing with the number: 1 фунт, 2 фунта, 5 фунтов.
  package static let pounds = PluralPhrase(
    en: PluralForms(one: "lb", other: "lb"), ru: PluralForms(one: "фунт", few: "фунта", many: "фунтов"))
  package static let kilonewtons = Phrase(en: "kN", ru: "кН")
  package static let poundsForce = PluralPhrase(
    en: PluralForms(one: "lbf", other: "lbf"), ru: PluralForms(one: "фунт-сила", few: "фунт-силы", many: "фунт-сил"))
  package static let seconds = Phrase(en: "s", ru: "с")
}
