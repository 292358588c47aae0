import Core

/// The API's own words for kinds and states (payload types, capsule statuses, landing types,
/// orbits), said in each language: English in lower case as prose, Russian translated, names of
/// craft in «» quotes. A word the table does not know is shown as the API wrote it.
enum APIVocabulary {
  static func payloadType(_ raw: String, _ language: Language) -> String {
    switch raw.lowercased() {
    case "satellite": Phrase(en: "satellite", ru: "спутник")(language)
    case "lander": Phrase(en: "lander", ru: "посадочный модуль")(language)
    case "dragon boilerplate": Phrase(en: "Dragon boilerplate", ru: "макет «Dragon»")(language)
    default: craft(raw, language)
    }
  }

  static func capsuleStatus(_ raw: String, _ language: Language) -> String {
    switch raw.lowercased() {
    case "active": Phrase(en: "active", ru: "в строю")(language)
    case "retired": Phrase(en: "retired", ru: "списана")(language)
    case "destroyed": Phrase(en: "destroyed", ru: "уничтожена")(language)
    case "unknown": Phrase(en: "status unknown", ru: "состояние неизвестно")(language)
    default: raw
    }
  }

  /// "ASDS" is a drone ship at sea, "RTLS" a landing zone back on land.
  static func landingType(_ raw: String, _ language: Language) -> String {
    switch raw.uppercased() {
    case "ASDS": Phrase(en: "drone ship", ru: "плавучая платформа")(language)
    case "RTLS": Phrase(en: "landing zone", ru: "посадочная площадка")(language)
    case "OCEAN": Phrase(en: "ocean", ru: "океан")(language)
    default: raw
    }
  }

  /// What a ship did for the launch; English as the API says it, in lower case.
  static func shipRole(_ raw: String, _ language: Language) -> String {
    switch raw.lowercased() {
    case "support ship": Phrase(en: "support ship", ru: "судно обеспечения")(language)
    case "fairing recovery": Phrase(en: "fairing recovery", ru: "сбор обтекателей")(language)
    case "asds tug": Phrase(en: "drone ship tug", ru: "буксир плавучей платформы")(language)
    case "barge tug": Phrase(en: "barge tug", ru: "буксир баржи")(language)
    case "asds barge": Phrase(en: "drone ship", ru: "плавучая платформа")(language)
    case "dragon recovery": Phrase(en: "Dragon recovery", ru: "эвакуация «Dragon»")(language)
    default: raw
    }
  }

  /// Orbits keep their usual abbreviations, in Russian the Russian ones; they follow the word
  /// "orbit" ("орбита МКС", "орбита полярная"), so none repeats it.
  static func orbit(_ raw: String, _ language: Language) -> String {
    guard language == .ru else { return raw }
    let russian: [String: String] = [
      "LEO": "НОО", "VLEO": "сверхнизкая", "GTO": "ГПО", "GEO": "ГСО", "SSO": "ССО", "MEO": "СОО", "HEO": "ВЭО",
      "ISS": "МКС", "PO": "полярная", "SO": "суборбитальная", "TLI": "к Луне", "HCO": "гелиоцентрическая",
      "BEO": "за пределы околоземной", "ES-L1": "у точки Лагранжа L1",
    ]
    return russian[raw.uppercased()] ?? raw
  }

  /// A craft's name (`Crew Dragon`, `Dragon 1.1`): as it is, in «» in Russian text.
  private static func craft(_ name: String, _ language: Language) -> String {
    language == .ru ? "«\(name)»" : name
  }
}
