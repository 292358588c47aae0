import Core
import Testing

/// A collection's failures said with its nouns, the participle agreeing with the Russian gender.
@Suite struct NounWordingTests {
  private enum Boosters: NounWording {
    static let nouns = CollectionNouns(
      one: Phrase(en: "booster", ru: "ступень"), all: Phrase(en: "Boosters", ru: "Ступени"), gender: .feminine)
  }

  private enum Sites: NounWording {
    static let nouns = CollectionNouns(
      one: Phrase(en: "landing site", ru: "место посадки"), all: Phrase(en: "Landing sites", ru: "Места посадки"),
      gender: .neuter)
  }

  private enum Astronauts: NounWording {
    static let nouns = CollectionNouns(
      one: Phrase(en: "astronaut", ru: "астронавт"), all: Phrase(en: "Astronauts", ru: "Астронавты"),
      gender: .masculine)
  }

  @Test func noMatch_NamesTheReference_TheParticipleAgrees() {
    #expect(Boosters.noMatch("b9") == Phrase(en: "No booster matches 'b9'.", ru: "Ступень «b9» не найдена."))
    #expect(Sites.noMatch("x") == Phrase(en: "No landing site matches 'x'.", ru: "Место посадки «x» не найдено."))
    #expect(Astronauts.noMatch("x") == Phrase(en: "No astronaut matches 'x'.", ru: "Астронавт «x» не найден."))
  }

  @Test func unavailable_GivesTheReason() {
    #expect(
      Sites.unavailable("offline")
        == Phrase(en: "Landing sites are unavailable: offline", ru: "Места посадки недоступны: offline"))
  }
}
