import Core
import Testing

@Suite struct PluralRulesTests {
  private let rockets = PluralPhrase(
    en: PluralForms(one: "rocket", other: "rockets"),
    ru: PluralForms(one: "ракета", few: "ракеты", many: "ракет"))

  @Test(arguments: [
    (0, "0 ракет"), (1, "1 ракета"), (2, "2 ракеты"), (4, "4 ракеты"), (5, "5 ракет"), (11, "11 ракет"),
    (12, "12 ракет"), (14, "14 ракет"), (21, "21 ракета"), (22, "22 ракеты"), (25, "25 ракет"),
    (101, "101 ракета"), (111, "111 ракет"), (1_002, "1\u{00A0}002 ракеты"),
  ])
  func russian_ChoosesCLDRForm(count: Int, expected: String) {
    #expect(rockets(count, .ru) == expected)
  }

  @Test(arguments: [(0, "0 rockets"), (1, "1 rocket"), (2, "2 rockets"), (21, "21 rockets")])
  func english_ChoosesOneOrOther(count: Int, expected: String) {
    #expect(rockets(count, .en) == expected)
  }
}
