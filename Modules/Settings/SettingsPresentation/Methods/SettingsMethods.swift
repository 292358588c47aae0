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

  init(_ settings: Settings) {
    length = settings.length
    mass = settings.mass
    language = settings.language
  }
}

/// `settings.get`: the settings in force.
enum SettingsGetMethod {
  static let method = "settings.get"
  static let summary = "The settings in force: {length: m|ft, mass: kg|lb, language: en|ru}."

  /// The handler, over `repository`.
  static func handler(_ repository: any SettingsRepository)
    -> @Sendable (NoParams, MethodContext) async throws -> SettingsResult
  {
    { _, _ in SettingsResult(repository.current) }
  }
}

/// `settings.update {length?, mass?, units?, language?}`: saves; when something changed, notifies
/// `settings.didChange` with the new settings (and re-renders open views); then answers with them.
enum SettingsUpdateMethod {
  static let method = "settings.update"
  static let notification = "settings.didChange"
  static let summary =
    "Saves any of {length, mass, units (metric|imperial: both at once), language}; notifies settings.didChange when something changed, then answers with the new settings."

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
    ]

    var length: String?
    var mass: String?
    /// `metric` or `imperial`: length and mass at once, as the CLI's `--units` says it.
    var units: String?
    var language: String?

    func change() throws(SettingsError) -> SettingsChange {
      var change = SettingsChange()
      if let units {
        let both = try SettingsChange(key: "units", value: units)
        (change.length, change.mass) = (both.length, both.mass)
      }
      if let length { change.length = try SettingsChange(key: "length", value: length).length }
      if let mass { change.mass = try SettingsChange(key: "mass", value: mass).mass }
      if let language { change.language = try SettingsChange(key: "language", value: language).language }
      return change
    }
  }

  /// The handler, over `repository`; `views` are re-rendered and `formatter()` gives the
  /// formatter for the settings now in force.
  static func handler(
    _ repository: any SettingsRepository, views: ViewHost, formatter: @escaping @Sendable () -> DisplayFormatter
  ) -> @Sendable (Params, MethodContext) async throws -> SettingsResult {
    { params, context in try await handle(params, context, repository, views: views, formatter: formatter()) }
  }

  private static func handle(
    _ params: Params, _ context: MethodContext, _ repository: any SettingsRepository, views: ViewHost,
    formatter: @autoclosure () -> DisplayFormatter
  ) async throws -> SettingsResult {
    let before = repository.current
    let after = try repository.update(try params.change())
    let result = SettingsResult(after)
    // Nothing changed, nothing to tell: open views need no re-render.
    guard after != before else { return result }
    // Before the answer, so a client that reads it has the whole new state: first the settings,
    // then every open view re-rendered in them.
    context.notify(notification, try JSONWriter.encode(result))
    await views.settingsDidChange(formatter: formatter(), notify: context.notify)
    return result
  }
}
