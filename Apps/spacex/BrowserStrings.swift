import Core

/// What the browser itself says, in both languages.
enum BrowserStrings {
  /// The key line under every screen: the browser's keys, and the keys of top-level screens that
  /// work from anywhere (`s settings`), as the features registered them.
  static func hints(_ language: Language, globalKeys: [(key: String, title: Phrase)]) -> String {
    let own = Phrase(
      en: "[number] open · n next page · f filter · b back", ru: "[номер] открыть · n дальше · f фильтр · b назад")
    let global = globalKeys.map { " · \($0.key) \($0.title(language).lowercased())" }.joined()
    return own(language) + global + Phrase(en: " · ? help · q quit", ru: " · ? справка · q выход")(language)
  }

  static let help = Phrase(
    en: """
      The first screen lists every screen; a number + Enter opens that row (a list, a rocket's
        launches, a launch, a launchpad).
      n loads the next page of launches, appended below the ones shown.
      f asks for a filter: status all|success|failed|upcoming, year YYYY, search TEXT,
        sort newest|oldest, or clear.
      p on a launch opens its launchpad. r reloads from the API.
      s opens the settings; there, type length m|ft, mass kg|lb or language en|ru.
      b goes back, q quits.
      """,
    ru: """
      Первый экран перечисляет все экраны; номер + Enter открывает строку (список, запуски
        ракеты, запуск, площадку).
      n загружает следующую страницу запусков под уже показанными.
      f спрашивает фильтр: status all|success|failed|upcoming, year ГГГГ, search ТЕКСТ,
        sort newest|oldest или clear.
      p на запуске открывает его площадку. r загружает заново из API.
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
