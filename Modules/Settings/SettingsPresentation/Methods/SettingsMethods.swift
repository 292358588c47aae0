import AppContainer
import Core
import Foundation
import JSONRPC
import SettingsDomain

/// The settings as `settings.get`, `settings.update` and `settings.didChange` carry them.
struct SettingsResult: Codable, Sendable, Hashable {
  var length: LengthUnit
  var mass: MassUnit
  var language: Language
  /// The home place as `LAT,LON` in decimal degrees; absent when none is set.
  var home: String?

  init(_ settings: Settings) {
    length = settings.length
    mass = settings.mass
    language = settings.language
    home = settings.home?.typed
  }
}

/// `settings.get`: the settings in force.
struct SettingsGetMethod: RPCMethodDeclaration {
  static let method = MethodName("settings.get")
  var name: MethodName { Self.method }
  let summary = "The settings in force: {length: m|ft, mass: kg|lb, language: en|ru, home?: \"LAT,LON\"}."
  let effects = MethodEffects.reads(.settings)
  let repository: any SettingsRepository

  func answer(_ params: NoParams, _ context: MethodContext) async throws -> SettingsResult {
    SettingsResult(repository.current)
  }
}

/// `settings.update {length?, mass?, units?, language?}`: saves; when something changed, notifies
/// `settings.didChange` with the new settings (and re-renders open views); then answers with them.
struct SettingsUpdateMethod: RPCMethodDeclaration {
  static let method = MethodName("settings.update")
  static let notification = MethodName("settings.didChange")
  var name: MethodName { Self.method }
  let summary =
    "Saves any of {length, mass, units (metric|imperial: both at once), language, home (LAT,LON or off)}; notifies settings.didChange when something changed, then answers with the new settings."

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "length": .object(["enum": .array([.string("m"), .string("ft")]), "description": .string("Metres or feet.")]),
      "mass": .object(["enum": .array([.string("kg"), .string("lb")]), "description": .string("Kilograms or pounds.")]),
      "units": .object([
        "enum": .array([.string("metric"), .string("imperial")]),
        "description": .string("Length and mass at once: m and kg, or ft and lb."),
      ]),
      "language": .object([
        "enum": .array([.string("en"), .string("ru")]), "description": .string("English or Russian."),
      ]),
      "home": .object([
        "type": .string("string"),
        "description": .string(
          "Where launches are watched from, for sky.get: LAT,LON in decimal degrees (north and east positive), or off to clear it."
        ),
      ]),
    ]

    var length: String?
    var mass: String?
    /// `metric` or `imperial`: length and mass at once, as the CLI's `--units` says it.
    var units: String?
    var language: String?
    /// `LAT,LON` or `off`.
    var home: String?

    func change() throws(SettingsError) -> SettingsChange {
      var change = SettingsChange()
      if let units {
        let both = try SettingsChange(key: "units", value: units)
        (change.length, change.mass) = (both.length, both.mass)
      }
      if let length { change.length = try SettingsChange(key: "length", value: length).length }
      if let mass { change.mass = try SettingsChange(key: "mass", value: mass).mass }
      if let language { change.language = try SettingsChange(key: "language", value: language).language }
      if let home { change.home = try SettingsChange(key: "home", value: home).home }
      return change
    }
  }

  /// Every open view is drawn again in the new settings.
  let effects = MethodEffects.changes(.settings, .views)
  let example: [String: JSONValue]? = ["units": "imperial", "language": "ru"]
  /// Where the settings are kept; the open views, re-rendered after a change, and the formatter
  /// for the settings then in force.
  let repository: any SettingsRepository
  let views: ViewHost
  let formatter: @Sendable () -> DisplayFormatter

  func answer(_ params: Params, _ context: MethodContext) async throws -> SettingsResult {
    let before = repository.current
    let after = try repository.update(try params.change())
    let result = SettingsResult(after)
    // Nothing changed, nothing to tell: open views need no re-render.
    guard after != before else { return result }
    // Before the answer, so a client that reads it has the whole new state: first the settings,
    // then every open view re-rendered in them.
    context.notify(Self.notification, try JSONWriter.encode(result))
    await views.settingsDidChange(formatter: formatter(), notify: context.notify)
    // A new home changes what is worked out from it as a screen loads, not only its words.
    if after.home != before.home {
      await views.dependencyDidChange(StateTopic.home.name, formatter: formatter(), notify: context.notify)
    }
    return result
  }
}
