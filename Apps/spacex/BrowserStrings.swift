import Core

/// What the browser itself says, in both languages.
enum BrowserStrings {
  /// The key line under a screen: `key what` for each key that works there.
  /// The keys as one line, or as several of at most `width` cells, broken between keys: a card
  /// with many links (a launch's boosters and landing sites) still fits the terminal.
  static func hints(_ keys: [(key: String, title: Phrase)], _ language: Language, width: Int? = nil) -> String {
    let parts = keys.map { "\($0.key) \($0.title(language).lowercased())" } + [help(language: language)]
    guard let width else { return parts.joined(separator: " · ") }
    var lines: [String] = []
    var line = ""
    for part in parts {
      let candidate = line.isEmpty ? part : line + " · " + part
      if !line.isEmpty, DisplayWidth.of(candidate) > width {
        lines.append(line + " ·")
        line = part
      } else {
        line = candidate
      }
    }
    return (lines + [line]).joined(separator: "\n")
  }

  private static func help(language: Language) -> String {
    Phrase(en: "? help · q quit", ru: "? справка · q выход")(language)
  }

  static let open = Phrase(en: "open", ru: "открыть")
  static let nextPage = Phrase(en: "next page", ru: "дальше")
  static let filter = Phrase(en: "filter", ru: "фильтр")
  static let back = Phrase(en: "back", ru: "назад")

  /// "Filters: status failed · rocket Falcon 9".
  static let noPages = Phrase(
    en: "This screen has no pages; the line below lists the keys that work.",
    ru: "На этом экране нет страниц; строка ниже перечисляет клавиши, которые работают.")
  static let noFilter = Phrase(
    en: "There is nothing to filter here; the line below lists the keys that work.",
    ru: "Здесь нечего фильтровать; строка ниже перечисляет клавиши, которые работают.")

  /// `?`: what works on every screen, around what works on this one.
  static let helpIntro = Phrase(
    en: "The line under each screen lists the keys that work there.",
    ru: "Под каждым экраном — клавиши, которые на нём работают.")
  static let rowsHelp = Phrase(en: "A number + Enter opens that row.", ru: "Номер + Enter открывает строку.")
  static let pagingHelp = Phrase(
    en: "n loads the next page, below the rows shown.", ru: "n загружает следующую страницу под показанными строками.")
  static let helpClosing = Phrase(
    en: "r reloads, b goes back, q quits.", ru: "r загружает заново, b — назад, q — выход.")
  /// On the first screen, where there is no way back.
  static let helpClosingAtStart = Phrase(en: "r reloads, q quits.", ru: "r загружает заново, q — выход.")

  static func filterHelp(_ syntax: String, _ language: Language) -> String {
    Phrase(en: "f asks for a filter: \(syntax), or clear.", ru: "f спрашивает фильтр: \(syntax) или clear.")(language)
  }

  static func filterPrompt(_ syntax: String, _ language: Language) -> String {
    Phrase(en: "Filter (\(syntax) | clear)\n", ru: "Фильтр (\(syntax) | clear)\n")(language)
  }

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
