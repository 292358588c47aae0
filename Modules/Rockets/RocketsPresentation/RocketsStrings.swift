import Core
import RocketsDomain

/// Every user-visible string of the Rockets screens, in both languages.
enum RocketsStrings {
  static let rockets = PluralPhrase(
    en: PluralForms(one: "rocket", other: "rockets"),
    ru: PluralForms(one: "ракета", few: "ракеты", many: "ракет"))
  static let engines = PluralPhrase(
    en: PluralForms(one: "engine", other: "engines"),
    ru: PluralForms(one: "двигатель", few: "двигателя", many: "двигателей"))
  static let active = Phrase(en: "active", ru: "в строю")
  static let inactive = Phrase(en: "inactive", ru: "не в строю")
  static func status(_ rocket: Rocket) -> Phrase { rocket.isActive ? active : inactive }

  /// Its status as shown: the SpaceX API's word with its date where launches listed since
  /// contradict it (`inactive (2023)`).
  static func status(_ rocket: Rocket, _ formatter: DisplayFormatter) -> String {
    guard let asOf = rocket.statusAsOf else { return status(rocket)(formatter.language) }
    return StatusWords.asOf(status(rocket), asOf, formatter: formatter)
  }

  static let rocket = Phrase(en: "Rocket", ru: "Ракета")
  static let firstFlight = Phrase(en: "First flight", ru: "Первый полёт")
  static let country = Phrase(en: "Country", ru: "Страна")
  static let company = Phrase(en: "Company", ru: "Компания")
  static let costPerLaunch = Phrase(en: "Cost per launch", ru: "Стоимость запуска")
  static let successRate = Phrase(en: "Success rate", ru: "Доля успешных")
  /// Table headers short enough never to be cut.
  static let successColumn = Phrase(en: "Success", ru: "Успех")
  static let costColumn = Phrase(en: "Cost/launch", ru: "Цена пуска")
  static let launches = Phrase(en: "Launches", ru: "Пуски")
  static let streak = Phrase(en: "Successes in a row", ru: "Успешных подряд")
  static let launchesNewestFirst = PluralPhrase(
    en: PluralForms(one: "launch, newest first", other: "launches, newest first"),
    ru: PluralForms(one: "запуск, сначала новые", few: "запуска, сначала новые", many: "запусков, сначала новые"))
  /// Table header: launches with an outcome.
  static let launchesColumn = Phrase(en: "Launches", ru: "Пуски")

  /// "14: 8 successful, 6 failed".
  static func launchCount(_ record: FlightRecord, _ formatter: DisplayFormatter) -> String {
    let (total, successes, failures) = (
      formatter.integer(record.launches), formatter.integer(record.successes), formatter.integer(record.failures)
    )
    return Phrase(
      en: "\(total): \(successes) successful, \(failures) failed",
      ru: "\(total): успешных \(successes), аварийных \(failures)")(formatter.language)
  }
  static let height = Phrase(en: "Height", ru: "Высота")
  static let diameter = Phrase(en: "Diameter", ru: "Диаметр")
  static let mass = Phrase(en: "Mass", ru: "Масса")
  static let payloadToLEO = Phrase(en: "Payload to LEO", ru: "Груз на НОО")
  static let stages = Phrase(en: "Stages", ru: "Ступени")
  static let firstStage = Phrase(en: "Stage 1", ru: "Ступень 1")
  static let secondStage = Phrase(en: "Stage 2", ru: "Ступень 2")
  static let engineModel = Phrase(en: "Engines", ru: "Двигатели")
  static let fuel = Phrase(en: "fuel", ru: "топлива")
  static let burn = Phrase(en: "burn", ru: "время работы")
  static let thrust = Phrase(en: "thrust", ru: "тяга")
  static let reusable = Phrase(en: "reusable", ru: "многоразовая")
  static let about = Phrase(en: "About", ru: "Описание")
}
