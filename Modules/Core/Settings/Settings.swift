/// The unit heights, diameters and distances are shown in.
package enum LengthUnit: String, Sendable, Hashable, Codable, CaseIterable {
  case m, ft
}

/// The unit masses (and, with them, thrust and fuel) are shown in.
package enum MassUnit: String, Sendable, Hashable, Codable, CaseIterable {
  case kg, lb
}

/// The language of everything the frontends show.
package enum Language: String, Sendable, Hashable, Codable, CaseIterable {
  case en, ru

  /// The language `LC_ALL`, `LC_MESSAGES` or `LANG` asks for (first one set wins), else English.
  package static func preferred(environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    return locale?.lowercased().hasPrefix("ru") == true ? .ru : .en
  }
}

/// `--units metric|imperial`: both units at once, for this run only.
package enum UnitSystem: String, Sendable, Hashable, Codable, CaseIterable {
  case metric, imperial
}

/// What the user chose; persisted by a ``SettingsStore``.
package struct Settings: Sendable, Hashable, Codable {
  package var length: LengthUnit
  package var mass: MassUnit
  package var language: Language
  /// Where the user watches launches from (`spacex sky`); `nil` until they say.
  package var home: Place?

  package init(length: LengthUnit = .m, mass: MassUnit = .kg, language: Language = .en, home: Place? = nil) {
    self.length = length
    self.mass = mass
    self.language = language
    self.home = home
  }

  /// These settings with this run's `--units` and `--lang` applied (never persisted).
  package func overridden(units: UnitSystem?, language: Language?) -> Settings {
    var result = self
    switch units {
    case .metric?: (result.length, result.mass) = (.m, .kg)
    case .imperial?: (result.length, result.mass) = (.ft, .lb)
    case nil: break
    }
    if let language { result.language = language }
    return result
  }
}
