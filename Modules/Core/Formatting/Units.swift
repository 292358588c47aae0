/// Unit symbols as each language writes them.
package enum Units {
  package static let meters = Phrase(en: "m", ru: "м")
  package static let feet = Phrase(en: "ft", ru: "фт")
  package static let kilograms = Phrase(en: "kg", ru: "кг")
  package static let pounds = Phrase(en: "lb", ru: "фунт.")
  package static let tonnes = Phrase(en: "t", ru: "т")
  package static let kilonewtons = Phrase(en: "kN", ru: "кН")
  package static let poundsForce = Phrase(en: "lbf", ru: "фунт-сил")
  package static let seconds = Phrase(en: "s", ru: "с")
}
