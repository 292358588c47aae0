import Core

/// The help lines for the options both executables accept; one list so they never disagree.
package enum GlobalOptionsHelp {
  package static let dataOptions: [(flag: String, text: Phrase)] = [
    (
      "--source auto|live|cache|bundled",
      Phrase(en: "where data comes from (default: auto)", ru: "источник данных (по умолчанию auto)")
    ),
    ("--offline", Phrase(en: "never use the network", ru: "не обращаться к сети")),
    ("--refresh", Phrase(en: "skip the fresh cache and ask the API", ru: "не брать свежий кэш, запросить API")),
    (
      "--timeout SECONDS",
      Phrase(
        en: "time limit of one request attempt (default: 10)", ru: "предел одной попытки запроса (по умолчанию 10)")
    ),
    (
      "--connect-timeout SECONDS",
      Phrase(
        en: "time limit of making a connection (default: 3)", ru: "предел установки соединения (по умолчанию 3)")
    ),
    ("--api-url URL", Phrase(en: "API base URL (also SPACEX_API_URL)", ru: "базовый адрес API (или SPACEX_API_URL)")),
    (
      "--cache-dir DIR",
      Phrase(en: "cache directory (also SPACEX_CACHE_DIR)", ru: "каталог кэша (или SPACEX_CACHE_DIR)")
    ),
    ("--lang en|ru", Phrase(en: "language for this run", ru: "язык для этого запуска")),
    ("--units metric|imperial", Phrase(en: "units for this run", ru: "единицы для этого запуска")),
  ]

  /// The core's data options, then those the features add, as help lists them.
  package static func dataOptions(adding features: [FeatureOption]) -> [(flag: String, text: Phrase)] {
    dataOptions + features.map { ($0.synopsis, $0.help) }
  }

  package static let displayOptions: [(flag: String, text: Phrase)] = [
    (
      "--format " + OutputFormat.allCases.map(\.rawValue).joined(separator: "|"),
      Phrase(
        en:
          "text (default); json: the spacex-rpc result (also --json); tsv: raw values; ics: a launch calendar; svg: the charts as a picture (stats)",
        ru:
          "text (по умолчанию); json: ответ spacex-rpc (или --json); tsv: значения; ics: календарь запусков; svg: диаграммы картинкой (stats)"
      )
    ),
    (
      "--alarm SPAN",
      Phrase(
        en: "with --format ics: a reminder that long before each launch (30m, 1h)",
        ru: "с --format ics: напоминание за столько до каждого запуска (30m, 1h)")
    ),
    (
      "--utc",
      Phrase(en: "show times in UTC instead of the local zone (TZ)", ru: "время в UTC, а не в местном поясе (TZ)")
    ),
    ("--no-color", Phrase(en: "never use colour (also NO_COLOR)", ru: "без цвета (или NO_COLOR)")),
    ("--help, -h", Phrase(en: "show help", ru: "показать справку")),
    ("--version", Phrase(en: "show the version", ru: "показать версию")),
  ]

  /// Aligned `  flag  text` lines; with a `width`, long texts continue under their column, or
  /// below the flag when the flags leave too little room.
  package static func lines(_ options: [(flag: String, text: Phrase)], language: Language, width: Int? = nil)
    -> [String]
  {
    let flagWidth = options.map { DisplayWidth.of($0.flag) }.max() ?? 0
    let textWidth = width.map { $0 - flagWidth - 4 }
    return options.flatMap { option -> [String] in
      let text = option.text(language)
      guard let textWidth, DisplayWidth.of(text) > textWidth else {
        return ["  " + DisplayWidth.pad(option.flag, to: flagWidth) + "  " + text]
      }
      guard textWidth >= 24 else {
        return ["  " + option.flag]
          + DisplayWidth.wrapHelp("      " + text, width: textWidth + flagWidth + 4, hangingIndent: 6)
      }
      let wrapped = DisplayWidth.wrapHelp(text, width: textWidth, hangingIndent: 0)
      let indent = String(repeating: " ", count: flagWidth + 4)
      return ["  " + DisplayWidth.pad(option.flag, to: flagWidth) + "  " + wrapped[0]]
        + wrapped.dropFirst().map { indent + $0 }
    }
  }
}
