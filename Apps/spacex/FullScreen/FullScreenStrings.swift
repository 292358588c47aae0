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

  /// "Warning (3): could not cache …": the newest of the warnings said while the browser draws
  /// (``Log``'s line without its `spacex: warning: `), with how many there were once there are two.
  static func warning(_ line: String, count: Int, language: Language) -> String {
    let prefix = "spacex: warning: "
    let body = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    let lead = Phrase(en: "Warning", ru: "Предупреждение")(language)
    return lead + (count > 1 ? " (\(count))" : "") + ": " + body
  }

  /// The key bar's entries, most needed first: a narrow window keeps the first that fit.
  static let keys: [(key: String, what: Phrase)] = [
    ("q", Phrase(en: "quit", ru: "выход")),
    ("?", Phrase(en: "help", ru: "справка")),
    ("Enter", Phrase(en: "open", ru: "открыть")),
    ("Esc", Phrase(en: "back", ru: "назад")),
    ("↑↓", Phrase(en: "move", ru: "выбор")),
    ("n/p", Phrase(en: "pages", ru: "страницы")),
    ("/", Phrase(en: "find", ru: "найти")),
    ("f", Phrase(en: "filter", ru: "фильтр")),
    ("r", Phrase(en: "refresh", ru: "обновить")),
    ("s", Phrase(en: "settings", ru: "настройки")),
  ]

  /// Between a key bar's entries: two spaces, as htop and nano space theirs (a dot between
  /// cost the launches' `f filter` its place at 80 columns).
  static let separator = "  "

  /// The key bar at `width`: the entries that fit, most needed first, shown in reading order
  /// (moving first, quitting last); `f` only where the screen has filters, `n/p` where it pages,
  /// `r` where it shows data from a source.
  package static func keyBar(
    width: Int, filter: Bool = false, pages: Bool = false, refresh: Bool = true, language: Language
  ) -> String {
    let order = ["↑↓", "Enter", "Esc", "/", "f", "n/p", "r", "s", "?", "q"]
    let offered = keys.filter {
      (filter || $0.key != "f") && (pages || $0.key != "n/p") && (refresh || $0.key != "r")
    }
    let kept = fitting(offered.map { $0.key + " " + $0.what(language) }, width: width)
    return order.compactMap { key in kept.first { $0.hasPrefix(key + " ") } }.joined(separator: separator)
  }

  /// As many of `entries` (most needed first) as fit `width` between separators: a window too
  /// narrow for the next one keeps those before it.
  private static func fitting(_ entries: [String], width: Int) -> [String] {
    var (kept, used) = ([String](), 0)
    for entry in entries {
      let extra = DisplayWidth.of(entry) + (kept.isEmpty ? 0 : separator.count)
      guard used + extra <= width else { break }
      kept.append(entry)
      used += extra
    }
    return kept
  }

  /// The help screen: each key and what it does, in two columns, what it does wrapped under
  /// itself where the window is too narrow for it.
  static func help(_ language: Language, width: Int) -> [String] {
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
          en: "find a line as you type; a list of launches searches (Enter keeps, Esc undoes)",
          ru: "найти строку при вводе; в списке запусков — поиск (Enter — оставить, Esc — отмена)")
      ),
      (
        Phrase(en: "f", ru: "f"),
        Phrase(
          en: "the list's filters, field by field (Enter applies, Esc leaves)",
          ru: "фильтры списка по полям (Enter — применить, Esc — отмена)")
      ),
      (Phrase(en: "r", ru: "r"), Phrase(en: "refresh from the source", ru: "обновить из источника")),
      (Phrase(en: "s", ru: "s"), Phrase(en: "settings (units, language)", ru: "настройки (единицы, язык)")),
      (Phrase(en: "Ctrl-Z", ru: "Ctrl-Z"), Phrase(en: "stop; fg comes back", ru: "остановить; fg — вернуться")),
      (
        Phrase(en: "?", ru: "?"),
        Phrase(
          en: "this help (↑ ↓ scroll it, any other key closes it)",
          ru: "эта справка (↑ ↓ — прокрутка, любая другая клавиша закрывает)")
      ),
      (Phrase(en: "q, Ctrl-C", ru: "q, Ctrl-C"), Phrase(en: "quit", ru: "выход")),
    ]
    let keys = entries.map { DisplayWidth.of($0.keys(language)) }.max() ?? 0
    let room = max(10, width - keys - 2)
    return [Phrase(en: "Keys", ru: "Клавиши")(language)]
      + entries.flatMap { entry in
        DisplayWidth.wrap(entry.what(language), width: room).enumerated().map { index, line in
          DisplayWidth.pad(index == 0 ? entry.keys(language) : "", to: keys) + "  " + line
        }
      }
  }

  static let helpTitle = Phrase(en: "Help", ru: "Справка")
  static let filtersHeading = Phrase(en: "Filters", ru: "Фильтры")
  static let formHint = Phrase(en: "A field left empty is its default.", ru: "Пустое поле — значение по умолчанию.")
  static let noFilter = Phrase(en: "This screen has no filters.", ru: "У этого экрана нет фильтров.")

  /// The form's key bar: its own keys, most needed first, as many as fit.
  static func formKeyBar(width: Int, language: Language) -> String {
    let entries = [
      Phrase(en: "Enter apply", ru: "Enter применить"), Phrase(en: "Esc leave", ru: "Esc отмена"),
      Phrase(en: "↑↓ field", ru: "↑↓ поле"), Phrase(en: "←→ choose", ru: "←→ выбор"),
      Phrase(en: "type to change, Ctrl-U clears", ru: "ввод меняет, Ctrl-U очищает"),
    ].map { $0(language) }
    return fitting(entries, width: width).joined(separator: separator)
  }
  static let nothingToOpen = Phrase(en: "Nothing to open on this line.", ru: "На этой строке нечего открыть.")
  static let atStart = Phrase(en: "This is the first screen: q quits.", ru: "Это первый экран: q — выход.")
  static let lastPage = Phrase(en: "No more pages.", ru: "Больше страниц нет.")
  static let firstPage = Phrase(en: "This is the first page.", ru: "Это первая страница.")
  static let noPages = Phrase(en: "This screen has no pages.", ru: "У этого экрана нет страниц.")

  static func notFound(_ typed: String, _ language: Language) -> String {
    Phrase(en: "/\(typed): not on this screen", ru: "/\(typed): на этом экране нет")(language)
  }
  static let loading = Phrase(en: "Loading…", ru: "Загрузка…")
  static let noLink = Phrase(en: "Open it in a browser:", ru: "Откройте в браузере:")
  static let typed = Phrase(
    en: "Type it in the settings: spacex settings set", ru: "Задайте в настройках: spacex settings set")

  /// Where the data came from and how old it is, for the title bar: the age alone (`cache, 3m
  /// ago`), short enough for half an 80-column bar; the moment itself is in the screen's own
  /// line about its source.
  static func status(_ state: ScreenState, formatter: DisplayFormatter) -> (text: String, stale: Bool) {
    let language = formatter.language
    guard let source = state.source else { return ("", false) }
    let word =
      switch source {
      case .live: Phrase(en: "live", ru: "из сети")
      case .cache: Phrase(en: "cache", ru: "кэш")
      case .bundled: Phrase(en: "offline sample", ru: "офлайн-образец")
      }
    let age = state.fetchedAt.map { AgeText.ago($0, now: formatter.now)(language) }
    let stale = state.stale == true
    let staleWord = stale ? Phrase(en: "STALE ", ru: "УСТАРЕЛО ")(language) : ""
    return (staleWord + word(language) + (age.map { ", " + $0 } ?? ""), stale)
  }
}
