import Foundation

/// The line every answer ends with: where its data came from, and how old it is.
package enum ProvenanceText {
  /// Wrapped to the formatter's width, if it has one.
  package static func line(_ provenance: Provenance, formatter: DisplayFormatter) -> String {
    let text = unwrapped(provenance, formatter: formatter)
    guard let width = formatter.width else { return text }
    return DisplayWidth.wrap(text, width: width).joined(separator: "\n")
  }

  private static func unwrapped(_ provenance: Provenance, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let time = DateText.timestamp(provenance.fetchedAt, timeZone: formatter.timeZone)
    switch (provenance.source, provenance.isStale) {
    case (.live, _):
      return Phrase(en: "Source: SpaceX API, fetched \(time)", ru: "Источник: SpaceX API, получено \(time)")(language)
    case (.cache, false):
      return Phrase(en: "Source: cache, fetched \(time)", ru: "Источник: кэш, получено \(time)")(language)
    case (.cache, true):
      return Phrase(
        en: "Source: cache (stale, the API could not be reached), fetched \(time)",
        ru: "Источник: кэш (устаревший, API недоступен), получено \(time)")(language)
    case (.bundled, _):
      let day = formatter.day(provenance.fetchedAt)
      return Phrase(
        en: "Source: offline sample (SpaceX API data as of \(day))",
        ru: "Источник: встроенный образец (данные SpaceX API на \(day))")(language)
    }
  }

  /// The stderr warning for data not fresh from the API, or `nil` when it is.
  package static func banner(_ provenance: Provenance, language: Language) -> String? {
    switch (provenance.source, provenance.isStale) {
    case (.bundled, _):
      return Phrase(
        en: "spacex: showing the offline sample; the API and the cache could not answer",
        ru: "spacex: показан встроенный образец; API и кэш не ответили")(language)
    case (.cache, true):
      let time = DateText.timestamp(provenance.fetchedAt, timeZone: DateText.utc)
      return Phrase(
        en: "spacex: showing cached data from \(time); the API could not be reached",
        ru: "spacex: показаны данные из кэша от \(time); API недоступен")(language)
    case (.live, _), (.cache, false):
      return nil
    }
  }
}
