/// The API's own words for kinds and states (payload types, capsule statuses, landing types,
/// orbits), said in each language by every feature that shows them (a launch's parts, the
/// payloads): English in lower case as prose, Russian translated, names of craft in «» quotes.
/// A word the table does not know is shown as the API wrote it.
package enum APIVocabulary {
  package static func payloadType(_ raw: String, _ language: Language) -> String {
    said(raw, payloadTypes, language) ?? craft(raw, language)
  }

  package static func capsuleStatus(_ raw: String, _ language: Language) -> String {
    said(raw, capsuleStatuses, language) ?? raw
  }

  package static func landingType(_ raw: String, _ language: Language) -> String {
    said(raw, landingTypes, language) ?? raw
  }

  /// What a ship did for the launch; English as the API says it, in lower case.
  package static func shipRole(_ raw: String, _ language: Language) -> String {
    said(raw, shipRoles, language) ?? raw
  }

  /// The word for `raw`, looked up in any case; `nil` when the table does not know it.
  private static func said(_ raw: String, _ table: [String: Phrase], _ language: Language) -> String? {
    table[raw.lowercased()]?(language)
  }

  // Tables by the API's word in lower case.
  private static let payloadTypes: [String: Phrase] = [
    "satellite": Phrase(en: "satellite", ru: "спутник"),
    "lander": Phrase(en: "lander", ru: "посадочный модуль"),
    "dragon boilerplate": Phrase(en: "Dragon boilerplate", ru: "макет «Dragon»"),
  ]
  private static let capsuleStatuses: [String: Phrase] = [
    "active": Phrase(en: "active", ru: "в строю"),
    "retired": Phrase(en: "retired", ru: "списана"),
    "destroyed": Phrase(en: "destroyed", ru: "уничтожена"),
    "unknown": Phrase(en: "status unknown", ru: "состояние неизвестно"),
  ]
  /// "ASDS" is a drone ship at sea, "RTLS" a landing zone back on land.
  private static let landingTypes: [String: Phrase] = [
    "asds": Phrase(en: "drone ship", ru: "плавучая платформа"),
    "rtls": Phrase(en: "landing zone", ru: "посадочная площадка"),
    "ocean": Phrase(en: "ocean", ru: "океан"),
  ]
  private static let shipRoles: [String: Phrase] = [
    "support ship": Phrase(en: "support ship", ru: "судно обеспечения"),
    "fairing recovery": Phrase(en: "fairing recovery", ru: "сбор обтекателей"),
    "asds tug": Phrase(en: "drone ship tug", ru: "буксир плавучей платформы"),
    "barge tug": Phrase(en: "barge tug", ru: "буксир баржи"),
    "asds barge": Phrase(en: "drone ship", ru: "плавучая платформа"),
    "dragon recovery": Phrase(en: "Dragon recovery", ru: "эвакуация «Dragon»"),
  ]

  /// Orbits keep their usual abbreviations, in Russian the Russian ones; they follow the word
  /// "orbit" ("орбита МКС", "орбита полярная"), so none repeats it.
  package static func orbit(_ raw: String, _ language: Language) -> String {
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
