import Core

/// The user's settings: what is in force now, how to change it, and every change as it happens.
package protocol SettingsRepository: Sendable {
  /// The settings in force (saved ones with this run's `--units`/`--lang` on top).
  var current: Settings { get }
  /// What is saved, without this run's overrides.
  var saved: Settings { get }
  /// Saves `change` and returns the settings now in force.
  func update(_ change: SettingsChange) throws(SettingsError) -> Settings
  /// Every later change of the settings in force.
  func changes() -> AsyncStream<Settings>
}

/// Some of the settings, to be changed; `nil` leaves one as it is.
package struct SettingsChange: Sendable, Hashable {
  package var length: LengthUnit?
  package var mass: MassUnit?
  package var language: Language?
  /// `.some(nil)` clears the home place.
  package var home: Place??

  package init(length: LengthUnit? = nil, mass: MassUnit? = nil, language: Language? = nil, home: Place?? = nil) {
    self.length = length
    self.mass = mass
    self.language = language
    self.home = home
  }

  package static let keys = ["length", "mass", "units", "language", "home"]

  /// What `home` takes besides a place: clearing it.
  package static let homeOff = "off"

  /// The values `key` takes, as ``init(key:value:)`` accepts them (none for an unknown key).
  package static func values(of key: String) -> [String] {
    switch key {
    case "length": LengthUnit.allCases.map(\.rawValue)
    case "mass": MassUnit.allCases.map(\.rawValue)
    case "units": UnitSystem.allCases.map(\.rawValue)
    case "language": Language.allCases.map(\.rawValue)
    case "home": [homeOff]
    default: []
    }
  }

  /// One `key value` pair as typed: `length ft`, `mass kg`, `units imperial` (both at once),
  /// `language ru`, `home 28.6,-80.6` (or `home off`).
  package init(key: String, value: String) throws(SettingsError) {
    self.init()
    switch key {
    case "length": length = try Self.choice(value, key)
    case "mass": mass = try Self.choice(value, key)
    case "units":
      let units: UnitSystem = try Self.choice(value, key)
      (length, mass) = units == .metric ? (.m, .kg) : (.ft, .lb)
    case "language": language = try Self.choice(value, key)
    case "home":
      do throws(PlaceError) {
        home = .some(value == Self.homeOff ? nil : try Place(typed: value))
      } catch {
        throw .invalidPlace(error)
      }
    default: throw .unknownKey(key, closest: LooseName.suggestions(for: key, among: Self.keys, limit: 1).first)
    }
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ value: String, _ key: String) throws(SettingsError)
    -> T
  where T.RawValue == String {
    guard let choice = T(rawValue: value) else {
      throw .invalidValue(key: key, value: value, allowed: T.allCases.map(\.rawValue))
    }
    return choice
  }
}

/// What can go wrong when changing settings.
package enum SettingsError: Error, Sendable, Hashable {
  case unknownKey(String, closest: String?)
  case invalidValue(key: String, value: String, allowed: [String])
  /// A home place that does not read; the error never repeats it.
  case invalidPlace(PlaceError)
  /// The settings file could not be written; nothing changed.
  case notSaved(String)
}

extension SettingsError: UserFacingError {
  package var kind: FailureKind {
    switch self {
    case .unknownKey, .invalidValue, .invalidPlace: .invalidInput
    case .notSaved: .unavailable
    }
  }

  package var parameter: String? {
    switch self {
    case .unknownKey(let key, _), .invalidValue(let key, _, _): key
    case .invalidPlace: "home"
    case .notSaved: nil
    }
  }

  package func message(in language: Language) -> String {
    switch self {
    case .unknownKey(let key, let closest):
      let hint = closest.map { Phrase(en: "; did you mean '\($0)'?", ru: "; возможно, '\($0)'?")(language) } ?? ""
      let keys = SettingsChange.keys.joined(separator: ", ")
      return Phrase(
        en: "unknown setting '\(key)' (settings: \(keys))", ru: "неизвестная настройка '\(key)' (настройки: \(keys))")(
          language) + hint
    case .invalidValue(let key, let value, let allowed):
      return UsageError.invalidChoice(value, for: key, choices: allowed).message(in: language)
    case .invalidPlace(let error):
      return "home: " + error.message(in: language) + Phrase(en: ", or off", ru: ", или off")(language)
    case .notSaved(let reason):
      return Phrase(en: "the settings could not be saved: \(reason)", ru: "не удалось сохранить настройки: \(reason)")(
        language)
    }
  }
}
