import Foundation

/// Loads and saves ``Settings``. Loading never fails: unreadable settings are the defaults.
package protocol SettingsStore: Sendable {
  func load() -> Settings
  func save(_ settings: Settings) throws
}

/// Settings as `settings.json` in the config directory.
///
/// Keys this version does not know (written by a newer one) are kept on save, and a corrupt
/// file means defaults plus one warning; the next save replaces it atomically.
package struct FileSettingsStore: SettingsStore {
  package let fileURL: URL
  /// Used for whatever the file does not say, e.g. the language from `LANG`.
  package let defaults: Settings

  package init(directory: URL, defaults: Settings) {
    self.fileURL = directory.appendingFileName("settings.json")
    self.defaults = defaults
  }

  package func load() -> Settings {
    guard let object = readObject() else { return defaults }
    var settings = defaults
    settings.length = value(object, "length") ?? defaults.length
    settings.mass = value(object, "mass") ?? defaults.mass
    settings.language = value(object, "language") ?? defaults.language
    settings.home = home(object) ?? defaults.home
    return settings
  }

  package func save(_ settings: Settings) throws {
    // A corrupt file was reported when it was loaded; saving replaces it without a second warning.
    var object = (try? readObjectOrThrow()) ?? [:]
    object["length"] = settings.length.rawValue
    object["mass"] = settings.mass.rawValue
    object["language"] = settings.language.rawValue
    object["home"] = settings.home?.typed
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try AtomicFile.write(data + Data("\n".utf8), to: fileURL)
  }

  private func readObject() -> [String: Any]? {
    orLog("ignoring settings file \(fileURL.filePath), using defaults") { try readObjectOrThrow() }
  }

  /// The file's JSON object; `nil` when there is no file.
  private func readObjectOrThrow() throws -> [String: Any]? {
    guard let data = try FileBytes.contents(atPath: fileURL.filePath) else { return nil }
    guard let object = try? JSONSerialization.jsonObject(with: data) else { throw SettingsFileError.notJSON }
    guard let dictionary = object as? [String: Any] else { throw SettingsFileError.notAnObject }
    return dictionary
  }

  /// The saved home place; one that does not read is ignored, and the log does not repeat it.
  private func home(_ object: [String: Any]) -> Place? {
    guard let raw = object["home"] else { return nil }
    guard let text = raw as? String, let place = try? Place(typed: text) else {
      Log.error("settings file \(fileURL.filePath): ignoring a home place that is not LAT,LON")
      return nil
    }
    return place
  }

  private func value<T: RawRepresentable>(_ object: [String: Any], _ key: String) -> T? where T.RawValue == String {
    guard let raw = object[key] else { return nil }
    guard let string = raw as? String, let value = T(rawValue: string) else {
      Log.error("settings file \(fileURL.filePath): ignoring unknown \(key) '\(raw)'")
      return nil
    }
    return value
  }
}

private enum SettingsFileError: Error, CustomStringConvertible {
  case notJSON, notAnObject
  var description: String {
    switch self {
    case .notJSON: "not valid JSON"
    case .notAnObject: "not a JSON object"
    }
  }
}
