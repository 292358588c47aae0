import AppContainer
import Core
import Foundation
import JSONRPC
import SettingsData
import SettingsDomain
import SettingsPresentation
import TestSupport
import Testing

@Suite struct SettingsTests {
  private func container(saved: Settings = Settings(), units: UnitSystem? = nil) throws -> AppContainer {
    var core = CoreServices.test(settings: saved)
    core.settings = SettingsCenter(store: InMemorySettingsStore(saved), units: units)
    return try AppContainer.assemble(core: core, features: [.settingsData, .settingsPresentation])
  }

  @Test func settingsScreen() throws {
    for (name, settings) in Fixtures.settingsMatrix {
      Snapshot.assert(
        SettingsPresenter.card(current: settings, saved: settings, language: settings.language).text(), named: name)
    }
  }

  @Test func settingsScreen_MarksThisRunsOverrides() {
    let card = SettingsPresenter.card(current: Settings(length: .ft, mass: .lb), saved: Settings(), language: .en)
    #expect(
      card.fields.map(\.value) == [
        "feet (ft) (this run only)", "pounds (lb) (this run only)", "English (en)",
        "not set (spacex sky needs --place)",
      ])
  }

  @Test(arguments: [
    ("length", "ft", SettingsChange(length: .ft)), ("mass", "lb", SettingsChange(mass: .lb)),
    ("language", "ru", SettingsChange(language: .ru)),
  ])
  func change_ParsesEachKey(key: String, value: String, expected: SettingsChange) throws {
    #expect(try SettingsChange(key: key, value: value) == expected)
  }

  @Test func change_UnknownKeyOrValue_NamesWhatIsAllowed() {
    #expect(throws: SettingsError.unknownKey("lenght", closest: "length")) {
      try SettingsChange(key: "lenght", value: "ft")
    }
    #expect(throws: SettingsError.invalidValue(key: "mass", value: "stone", allowed: ["kg", "lb"])) {
      try SettingsChange(key: "mass", value: "stone")
    }
  }

  @Test func update_PersistsAndStreamsTheChange() async throws {
    let repository = try container().resolve((any SettingsRepository).self)
    let changes = repository.changes()
    _ = try repository.update(SettingsChange(mass: .lb))
    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next() == Settings(mass: .lb))
    #expect(repository.saved == Settings(mass: .lb))
  }

  @Test func update_OfAnOverriddenSetting_TakesEffect() throws {
    let repository = try container(units: .imperial).resolve((any SettingsRepository).self)
    #expect(repository.current.length == .ft)
    #expect(try repository.update(SettingsChange(length: .m)).length == .m)
  }

  @Test func settingsUpdate_NotifiesDidChangeBeforeItReturns() async throws {
    let container = try container()
    let sent = Locked<[String]>([])
    let context = MethodContext(formatter: container.core.formatter()) { method, params in
      sent.withLock { $0.append("\(method) \(String(decoding: params, as: UTF8.self))") }
    }
    let method = try #require(container.methods[named: "settings.update"])
    let result = try await method.handler(.object(["mass": .string("lb")]), context)
    #expect(String(decoding: result, as: UTF8.self) == #"{"language":"en","length":"m","mass":"lb"}"#)
    // Already sent when the handler returns, so it goes out before the answer.
    #expect(sent.withLock { $0 } == [#"settings.didChange {"language":"en","length":"m","mass":"lb"}"#])
  }

  @Test func settingsUpdate_BadValue_IsInvalidParamsNamingTheField() async throws {
    let container = try container()
    let context = MethodContext(formatter: container.core.formatter())
    let method = try #require(container.methods[named: "settings.update"])
    await #expect {
      try await method.handler(.object(["language": .string("de")]), context)
    } throws: { error in
      (error as? SettingsError) == .invalidValue(key: "language", value: "de", allowed: ["en", "ru"])
    }
  }
}
