import BoostersDomain
import Core

/// The boosters' words that several places show, and the data's words in the user's language (a
/// word used once stands where it is used).
enum BoostersStrings {
  static let boosters = PluralPhrase(
    en: PluralForms(one: "booster", other: "boosters"),
    ru: PluralForms(one: "ступень", few: "ступени", many: "ступеней"))
  static let flightsWord = PluralPhrase(
    en: PluralForms(one: "flight, oldest first", other: "flights, oldest first"),
    ru: PluralForms(one: "полёт, сначала ранние", few: "полёта, сначала ранние", many: "полётов, сначала ранние"))
  static let booster = Phrase(en: "Booster", ru: "Ступень")
  static let flight = Phrase(en: "Flight", ru: "Полёт")
  static let landing = Phrase(en: "Landing", ru: "Посадка")

  /// `on 2 flights`.
  static func onFlights(_ count: Int, _ language: Language) -> String {
    let flights = PluralPhrase(
      en: PluralForms(one: "flight", other: "flights"), ru: PluralForms(one: "полёте", few: "полётах", many: "полётах"))
    return Phrase(en: "on ", ru: "в ")(language) + flights(count, language)
  }

  /// `Launch Library 2: flight 1`, `SpaceX API: B1066`: what one source says instead.
  /// What the sources say of one flight, each thing once: sources that say the same are named
  /// together (`SpaceX API, Launch Library 2: flight 2`), never the same claim twice.
  static func claims(_ claims: [SourceDisagreement], formatter: DisplayFormatter) -> String {
    var said: [(text: String, providers: [String])] = []
    for claim in claims {
      let text = [
        claim.number.map { Phrase(en: "flight ", ru: "полёт ")(formatter.language) + formatter.integer($0) },
        claim.booster.map(TerminalText.sanitized),
      ].compactMap { $0 }.joined(separator: ", ")
      let provider = claim.provider.displayName
      if let index = said.firstIndex(where: { $0.text == text }) {
        if !said[index].providers.contains(provider) { said[index].providers.append(provider) }
      } else {
        said.append((text, [provider]))
      }
    }
    return said.map { $0.providers.joined(separator: ", ") + ": " + $0.text }.joined(separator: "; ")
  }

  /// `2 in this log; 31 by Launch Library 2`: the log's count beside the source's own total, when
  /// the log (what both sources list) holds fewer flights than Launch Library 2 counts.
  static func flightsAgainstLaunchLibrary(log: String, total: String, _ language: Language) -> String {
    Phrase(
      en: "\(log) in this log; \(total) by Launch Library 2",
      ru: "\(log) в этом списке; \(total) по данным Launch Library 2")(language)
  }

  /// A source's word for a booster's state, in the user's language.
  static let statuses = StatusWords([
    "active": Phrase(en: "active", ru: "в строю"), "inactive": Phrase(en: "inactive", ru: "не летает"),
    "lost": Phrase(en: "lost", ru: "потеряна"), "expended": Phrase(en: "expended", ru: "израсходована"),
    "retired": Phrase(en: "retired", ru: "списана"),
  ])

  /// How a flight's landing went: `landed`, `failed`, `to come`, `expended`, `no attempt`.
  static func outcome(attempt: Bool?, success: Bool?, toCome upcoming: Bool) -> Phrase {
    switch (attempt, success) {
    case (false?, _): Phrase(en: "no attempt", ru: "без посадки")
    case (true?, true?): Phrase(en: "landed", ru: "села")
    case (true?, false?): Phrase(en: "failed", ru: "не села")
    case (true?, nil): upcoming ? Phrase(en: "to come", ru: "впереди") : Phrase(en: "no result", ru: "нет итога")
    case (nil, _): Phrase(en: "—", ru: "—")
    }
  }
}
