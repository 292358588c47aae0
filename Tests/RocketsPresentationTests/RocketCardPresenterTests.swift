import Core
import RocketsDomain
import RocketsPresentation
import TestSupport
import Testing

@Suite struct RocketCardPresenterTests {
  @Test func falcon9Card() {
    for (name, settings) in Fixtures.settingsMatrix {
      let card = RocketCardPresenter.card(for: .mockFalcon9, formatter: Fixtures.formatter(settings))
      Snapshot.assert(card.text(), named: name)
    }
  }

  @Test func retiredRocketCard() {
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      Snapshot.assert(
        RocketCardPresenter.card(for: .mockFalcon1, formatter: Fixtures.formatter(settings)).text(), named: name)
    }
  }

  @Test func sparseRocketCard_SaysUnknownRatherThanHidingFields() {
    let card = RocketCardPresenter.card(for: .mockSparse, formatter: Fixtures.formatter(Settings()))
    #expect(card.fields.count == 13)
    #expect(card.fields.filter { $0.value == "unknown" }.count == 13)
  }

  @Test func card_KeysAreLanguageIndependent() {
    let english = RocketCardPresenter.card(for: .mockFalcon9, formatter: Fixtures.formatter(Settings(language: .en)))
    let russian = RocketCardPresenter.card(for: .mockFalcon9, formatter: Fixtures.formatter(Settings(language: .ru)))
    #expect(english.fields.map(\.key) == russian.fields.map(\.key))
    #expect(english.fields.map(\.label) != russian.fields.map(\.label))
  }

  @Test func card_StripsControlCharactersFromAPIText() {
    var rocket = Rocket.mockFalcon9
    rocket.name = "Falcon\u{1B}]0;pwned\u{07} 9"
    rocket.company = "Space\u{1B}[2JX"
    let card = RocketCardPresenter.card(for: rocket, formatter: Fixtures.formatter(Settings()))
    #expect(!card.text().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(card.fields.first { $0.key == "company" }?.value == "SpaceX")
  }
}
