import Core
import LaunchesDomain

/// Every user-visible string of the launch list, in both languages.
enum LaunchesStrings {
  /// After "of"/"из", where Russian takes the genitive: "из 1 запуска", "из 47 запусков".
  static let ofLaunches = PluralPhrase(
    en: PluralForms(one: "launch", other: "launches"),
    ru: PluralForms(one: "запуска", few: "запусков", many: "запусков"))

  static let flight = Phrase(en: "Flight", ru: "Полёт")
  static let name = Phrase(en: "Name", ru: "Название")
  static let date = Phrase(en: "Date", ru: "Дата")
  static let rocket = Phrase(en: "Rocket", ru: "Ракета")
  static let launchpad = Phrase(en: "Launchpad", ru: "Площадка")

  static func filterName(_ filter: LaunchQuery.Filter) -> Phrase {
    switch filter {
    case .rocket: Phrase(en: "rocket", ru: "ракета")
    case .program: Phrase(en: "program", ru: "программа")
    case .selection: Phrase(en: "selection", ru: "выборка")
    case .launchpad: Phrase(en: "launchpad", ru: "площадка")
    case .status: Phrase(en: "status", ru: "статус")
    case .year: Phrase(en: "year", ru: "год")
    case .dateRange: Phrase(en: "dates", ru: "даты")
    case .search: Phrase(en: "search", ru: "поиск")
    }
  }

  /// What a list filtered by program cannot show: launches whose programs no source knows.
  /// `nil` when there are none. (The Russian puts the number last: nothing agrees with it.)
  static func programUnknown(_ count: Int) -> Phrase? {
    guard count > 0 else { return nil }
    let launches = count == 1 ? "launch" : "launches"
    return Phrase(
      en:
        "Not listed: \(NumberFormat.integer(count, language: .en)) \(launches) only the SpaceX API knows (it names no programs).",
      ru:
        "Не показаны запуски, известные только SpaceX API (в нём нет программ): \(NumberFormat.integer(count, language: .ru))."
    )
  }

  static func emptied(by filter: String, value: String) -> Phrase {
    Phrase(
      en: "No launches match: none are left after the \(filter) filter (\(value)).",
      ru: "Подходящих запусков нет: после фильтра «\(filter)» (\(value)) не осталось ни одного.")
  }

  static let noLaunches = Phrase(en: "No launches.", ru: "Запусков нет.")

  static func shown(first: Int, last: Int, total: String, page: Int, pages: Int) -> Phrase {
    Phrase(
      en: "Showing \(first)–\(last) of \(total) · page \(page) of \(pages)",
      ru: "Показаны \(first)–\(last) из \(total) · страница \(page) из \(pages)")
  }

  static func pastTheEnd(page: Int, pages: Int) -> Phrase {
    Phrase(
      en: "Page \(page) is past the end (\(pages) pages).",
      ru: "Страница \(page) за пределами списка (страниц: \(pages)).")
  }
}
