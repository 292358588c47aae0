/// Where a booster comes down.
package enum LandingKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// An autonomous drone ship (`ASDS`).
  case droneship
  /// A landing zone on land (`RTLS`).
  case landingZone
  /// The sea, on purpose (`Ocean`, a test splashdown).
  case ocean

  /// The sources' words: `ASDS`, `RTLS`, `Ocean` (LL2 also names the ocean: `ATL`, `PAC`, `GOM`).
  package init?(sourceWord: String?) {
    switch sourceWord?.uppercased() {
    case "ASDS"?: self = .droneship
    case "RTLS"?: self = .landingZone
    case "OCEAN"?, "ATL"?, "PAC"?, "GOM"?: self = .ocean
    default: return nil
    }
  }

  /// How a card and a list say it (a booster's landings by kind, a landing site's type).
  package var phrase: Phrase {
    switch self {
    case .droneship: Phrase(en: "drone ship", ru: "морская платформа")
    case .landingZone: Phrase(en: "landing zone", ru: "посадочная зона")
    case .ocean: Phrase(en: "ocean", ru: "океан")
    }
  }
}
