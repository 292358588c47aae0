import Core
import Foundation
import TestSupport
import Testing

@Suite struct SettingsStoreTests {
  @Test func load_NoFile_GivesDefaults() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings(language: .ru))
    #expect(store.load() == Settings(length: .m, mass: .kg, language: .ru))
  }

  @Test func save_ThenLoad_RoundTrips() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings())
    try store.save(Settings(length: .ft, mass: .lb, language: .ru))
    #expect(
      FileSettingsStore(directory: directory.url, defaults: Settings()).load()
        == Settings(length: .ft, mass: .lb, language: .ru))
  }

  @Test(arguments: ["garbage{", "[1,2]", #"{"length":"parsecs","mass":"lb"}"#, ""])
  func load_CorruptFile_GivesDefaultsForWhatIsUnreadable(contents: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings())
    try Data(contents.utf8).write(to: store.fileURL)
    let loaded = store.load()
    #expect(loaded.length == .m)
    #expect(loaded.language == .en)
  }

  @Test func save_KeepsKeysFromANewerVersion() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings())
    try Data(#"{"length":"m","theme":"dark"}"#.utf8).write(to: store.fileURL)
    try store.save(Settings(length: .ft))
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: String]
    #expect(saved?["theme"] == "dark")
    #expect(saved?["length"] == "ft")
  }

  @Test func center_OverridesApplyButNeverPersist() throws {
    let store = InMemorySettingsStore(Settings(length: .m, mass: .kg, language: .en))
    let center = SettingsCenter(store: store, units: .imperial, language: .ru)
    #expect(center.current == Settings(length: .ft, mass: .lb, language: .ru))
    #expect(try center.update(mass: .kg) == Settings(length: .ft, mass: .kg, language: .ru))
    #expect(store.load() == Settings(length: .m, mass: .kg, language: .en))
  }

  @Test func preferredLanguage_FromLocaleVariables() {
    #expect(Language.preferred(environment: ["LANG": "ru_RU.UTF-8"]) == .ru)
    #expect(Language.preferred(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ru_RU.UTF-8"]) == .en)
    #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "ru"]) == .ru)
    #expect(Language.preferred(environment: [:]) == .en)
  }
}
