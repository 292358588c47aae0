import Core

/// What the browser itself says, in both languages.
enum BrowserStrings {
  /// The key line under a screen: `key what` for each key that works there.
  static func hints(_ keys: [(key: String, title: Phrase)], _ language: Language) -> String {
    (keys.map { "\($0.key) \($0.title(language).lowercased())" } + [help(language: language)])
      .joined(separator: " · ")
  }

  private static func help(language: Language) -> String {
    Phrase(en: "? help · q quit", ru: "? справка · q выход")(language)
  }

  static let open = Phrase(en: "open", ru: "открыть")
  static let nextPage = Phrase(en: "next page", ru: "дальше")
  static let filter = Phrase(en: "filter", ru: "фильтр")
  static let back = Phrase(en: "back", ru: "назад")

  /// "Filters: status failed · rocket Falcon 9".
  static func filters(_ filters: [String], _ language: Language) -> String {
    Phrase(en: "Filters: ", ru: "Фильтры: ")(language) + filters.joined(separator: " · ")
  }

  static let noPages = Phrase(
    en: "This screen has no pages: n works on launch lists.",
    ru: "На этом экране нет страниц: n — для списков запусков.")
  static let noFilter = Phrase(
    en: "There is nothing to filter here: f works on launch lists.",
    ru: "Здесь нечего фильтровать: f — для списков запусков.")

  static let help = Phrase(
    en: """
      A number + Enter opens that row; the line under each screen lists the keys that work there.
      n loads the next page of launches, below the ones shown. f asks for a filter:
        status all|success|failed|upcoming, year YYYY, search TEXT, sort newest|oldest, clear.
      On a rocket l opens its launches; on a launch p opens its launchpad. r reloads.
      s opens the settings; there, type length m|ft, mass kg|lb or language en|ru.
      b goes back, q quits.
      """,
    ru: """
      Номер + Enter открывает строку; под каждым экраном — клавиши, которые на нём работают.
      n загружает следующую страницу запусков под показанными. f спрашивает фильтр:
        status all|success|failed|upcoming, year ГГГГ, search ТЕКСТ, sort newest|oldest, clear.
      На ракете l открывает её запуски; на запуске p — его площадку. r загружает заново.
      s открывает настройки; там введите length m|ft, mass kg|lb или language en|ru.
      b — назад, q — выход.
      """)

  static let filterPrompt = Phrase(
    en: "Filter (status S | year Y | search TEXT | sort newest|oldest | clear)\n",
    ru: "Фильтр (status S | year Y | search ТЕКСТ | sort newest|oldest | clear)\n")

  static let noNextPage = Phrase(
    en: "There is no next page: everything is shown.", ru: "Следующей страницы нет: показано всё.")

  static let atStart = Phrase(en: "This is the first screen; q quits.", ru: "Это первый экран; q — выход.")

  static func noSuchRow(_ number: String, _ language: Language) -> String {
    Phrase(en: "There is no row \(number) here.", ru: "Строки \(number) здесь нет.")(language)
  }

  static func unknown(_ line: String, _ language: Language) -> String {
    Phrase(en: "Unknown input '\(line)'; ? shows help.", ru: "Непонятный ввод '\(line)'; ? — справка.")(language)
  }
}
