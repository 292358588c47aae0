/// Words many features show, said once so that every screen says them alike.
extension Phrase {
  /// A column and card label.
  package static let status = Phrase(en: "Status", ru: "Статус")
  package static let flights = Phrase(en: "Flights", ru: "Полёты")
  package static let lastFlight = Phrase(en: "Last flight", ru: "Последний полёт")

  /// What a card or a cell shows for a fact that does not apply (a last flight before any).
  package static let dash = Phrase(en: "—", ru: "—")
}

extension PluralPhrase {
  /// `1 day`, `3 дня`, `5 дней`.
  package static let days = PluralPhrase(
    en: PluralForms(one: "day", other: "days"), ru: PluralForms(one: "день", few: "дня", many: "дней"))
}
