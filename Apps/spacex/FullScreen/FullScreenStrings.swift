import AppContainer
import Core
import Foundation

/// Every word the full-screen browser says around the screens' own lines, in both languages.
package enum FullScreenStrings {
  static func tooSmall(_ size: TerminalSize, _ language: Language) -> String {
    let least = "\(TerminalSize.minimum.columns)×\(TerminalSize.minimum.rows)"
    let now = "\(size.columns)×\(size.rows)"
    return Phrase(
      en: "The window is too small: \(least) at least (now \(now)).",
      ru: "Окно слишком мало: нужно не меньше \(least) (сейчас \(now)).")(language)
  }

  static let root = Phrase(en: "SpaceX", ru: "SpaceX")

  /// The key bar's entries, most needed first: a narrow window keeps the first that fit.
  static let keys: [(key: String, what: Phrase)] = [
    ("q", Phrase(en: "quit", ru: "выход")),
    ("?", Phrase(en: "help", ru: "справка")),
    ("Enter", Phrase(en: "open", ru: "открыть")),
    ("Esc", Phrase(en: "back", ru: "назад")),
    ("↑↓", Phrase(en: "move", ru: "выбор")),
    ("n/p", Phrase(en: "pages", ru: "страницы")),
    ("/", Phrase(en: "find", ru: "найти")),
    ("r", Phrase(en: "refresh", ru: "обновить")),
    ("s", Phrase(en: "settings", ru: "настройки")),
  ]

  /// The key bar at `width`: the entries that fit, most needed first, shown in reading order
  /// (moving first, quitting last).
  package static func keyBar(width: Int, language: Language) -> String {
    let order = ["↑↓", "Enter", "Esc", "/", "n/p", "r", "s", "?", "q"]
    var kept: [String] = []
    var used = 0
    for entry in keys {
      let text = entry.key + " " + entry.what(language)
      let extra = DisplayWidth.of(text) + (kept.isEmpty ? 0 : 3)
      guard used + extra <= width else { break }
      kept.append(entry.key)
      used += extra
    }
    return order.filter(kept.contains).compactMap { key in
      keys.first { $0.key == key }.map { $0.key + " " + $0.what(language) }
    }.joined(separator: " · ")
  }

  /// The help screen: each key and what it does, in two columns.
  static func help(_ language: Language) -> [String] {
    let entries: [(keys: Phrase, what: Phrase)] = [
      (Phrase(en: "↑ ↓, j k", ru: "↑ ↓, j k"), Phrase(en: "move the cursor", ru: "двигать курсор")),
      (
        Phrase(en: "PgUp PgDn, Ctrl-B Ctrl-F", ru: "PgUp PgDn, Ctrl-B Ctrl-F"),
        Phrase(en: "a window up or down", ru: "на окно вверх или вниз")
      ),
      (
        Phrase(en: "g G, Home End", ru: "g G, Home End"),
        Phrase(en: "to the first or last line", ru: "к первой или последней строке")
      ),
      (
        Phrase(en: "Enter, l", ru: "Enter, l"),
        Phrase(en: "open the line's screen, link or setting", ru: "открыть экран, ссылку или настройку строки")
      ),
      (Phrase(en: "Esc, Backspace, h", ru: "Esc, Backspace, h"), Phrase(en: "back", ru: "назад")),
      (
        Phrase(en: "n p", ru: "n p"),
        Phrase(
          en: "the next page (rows added), back to the page before",
          ru: "следующая страница (добавится) или предыдущая")
      ),
      (
        Phrase(en: "/", ru: "/"),
        Phrase(
          en: "find a line as you type (Enter keeps it, Esc leaves)",
          ru: "найти строку при вводе; Enter — оставить, Esc — отмена")
      ),
      (Phrase(en: "r", ru: "r"), Phrase(en: "refresh from the source", ru: "обновить из источника")),
      (Phrase(en: "s", ru: "s"), Phrase(en: "settings (units, language)", ru: "настройки (единицы, язык)")),
      (Phrase(en: "Ctrl-Z", ru: "Ctrl-Z"), Phrase(en: "stop; fg comes back", ru: "остановить; fg — вернуться")),
      (
        Phrase(en: "?", ru: "?"),
        Phrase(en: "this help (any key closes it)", ru: "эта справка (закрывается любой клавишей)")
      ),
      (Phrase(en: "q, Ctrl-C", ru: "q, Ctrl-C"), Phrase(en: "quit", ru: "выход")),
    ]
    let width = entries.map { DisplayWidth.of($0.keys(language)) }.max() ?? 0
    return [Phrase(en: "Keys", ru: "Клавиши")(language)]
      + entries.map { DisplayWidth.pad($0.keys(language), to: width) + "  " + $0.what(language) }
  }

  static let helpTitle = Phrase(en: "Help", ru: "Справка")
  static let nothingToOpen = Phrase(en: "Nothing to open on this line.", ru: "На этой строке нечего открыть.")
  static let atStart = Phrase(en: "This is the first screen: q quits.", ru: "Это первый экран: q — выход.")
  static let lastPage = Phrase(en: "No more pages.", ru: "Больше страниц нет.")
  static let firstPage = Phrase(en: "This is the first page.", ru: "Это первая страница.")

  static func notFound(_ typed: String, _ language: Language) -> String {
    Phrase(en: "/\(typed): not on this screen", ru: "/\(typed): на этом экране нет")(language)
  }
  static let loading = Phrase(en: "Loading…", ru: "Загрузка…")
  static let noLink = Phrase(en: "Open it in a browser:", ru: "Откройте в браузере:")
  static let typed = Phrase(
    en: "Type it in the settings: spacex settings set", ru: "Задайте в настройках: spacex settings set")

  /// Where the data came from and how old it is, for the title bar.
  static func status(_ state: ScreenState, formatter: DisplayFormatter) -> (text: String, stale: Bool) {
    let language = formatter.language
    guard let source = state.source else { return ("", false) }
    let word =
      switch source {
      case .live: Phrase(en: "live", ru: "из сети")
      case .cache: Phrase(en: "cache", ru: "кэш")
      case .bundled: Phrase(en: "offline sample", ru: "офлайн-образец")
      }
    let age = state.fetchedAt.map { AgeText.asOf($0, now: formatter.now, formatter: formatter) }
    let stale = state.stale == true
    let staleWord = stale ? Phrase(en: "STALE ", ru: "УСТАРЕЛО ")(language) : ""
    return (staleWord + word(language) + (age.map { ", " + $0 } ?? ""), stale)
  }
}
