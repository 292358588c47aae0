import Foundation

/// The line every answer ends with: where its data came from, and how old it is.
package enum ProvenanceText {
  /// Wrapped to the formatter's width, if it has one; faint where colour is allowed, in the
  /// stale face where the part it tells of is stale.
  /// An answer merged from several providers gets one more line for each other provider's part.
  package static func line(_ provenance: Provenance, formatter: DisplayFormatter) -> String {
    let first = provenance.part(.spaceXAPI)?.provenance ?? provenance
    var lines = [(unwrapped(first, formatter: formatter), first.isStale)]
    lines += provenance.sources.filter { $0.provider != .spaceXAPI }.map {
      (part(of: $0, formatter: formatter), $0.isStale)
    }
    return lines.flatMap { text, stale in
      (formatter.width.map { DisplayWidth.wrap(text, width: $0) } ?? [text]).map {
        TextStyle.styled($0, stale ? .stale : .dim, if: formatter.usesColor)
      }
    }.joined(separator: "\n")
  }

  /// `Launch Library 2: cache, fetched …`: one provider's part, whichever it is.
  private static func part(of part: ProviderProvenance, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let name = part.provider.displayName
    let time = DateText.timestamp(part.fetchedAt, timeZone: formatter.timeZone)
    switch (part.source, part.isStale) {
    case (.live, _):
      return Phrase(en: "\(name): live, fetched \(time)", ru: "\(name): получено \(time)")(language)
    case (.cache, false):
      return Phrase(en: "\(name): cache, fetched \(time)", ru: "\(name): кэш, получено \(time)")(
        language)
    case (.cache, true):
      if let freshAfter = part.freshAfter {
        let until = DateText.timestamp(freshAfter, timeZone: formatter.timeZone)
        return Phrase(
          en: "\(name): cache (stale, request limit reached until \(until)), fetched \(time)",
          ru: "\(name): кэш (устаревший, лимит запросов исчерпан до \(until)), получено \(time)")(language)
      }
      if let option = formatter.keptOffline {
        return Phrase(
          en: "\(name): cache (stale; \(option)), fetched \(time)",
          ru: "\(name): кэш (устаревший; \(option)), получено \(time)")(language)
      }
      let cause = (part.staleCause ?? .unreachable).text(Phrase(en: "it", ru: "сервис"), language)
      return Phrase(
        en: "\(name): cache (stale, \(cause)), fetched \(time)",
        ru: "\(name): кэш (устаревший, \(cause)), получено \(time)")(language)
    case (.bundled, _):
      let day = formatter.day(part.fetchedAt)
      // Counts are complete only to the end of the sample's full record: say where it ends.
      if let completeThrough = part.completeThrough {
        let complete = formatter.day(completeThrough)
        return Phrase(
          en: "\(name): offline sample (every launch to \(complete), then a few as of \(day))",
          ru: "\(name): встроенный образец (все запуски по \(complete), затем несколько на \(day))")(language)
      }
      return Phrase(
        en: "\(name): offline sample (data as of \(day))",
        ru: "\(name): встроенный образец (данные на \(day))")(language)
    }
  }

  private static func unwrapped(_ provenance: Provenance, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let time = DateText.timestamp(provenance.fetchedAt, timeZone: formatter.timeZone)
    switch (provenance.source, provenance.isStale) {
    case (.live, _):
      return Phrase(en: "Source: SpaceX API, fetched \(time)", ru: "Источник: SpaceX API, получено \(time)")(language)
    case (.cache, false):
      return Phrase(en: "Source: cache, fetched \(time)", ru: "Источник: кэш, получено \(time)")(language)
    case (.cache, true) where formatter.keptOffline != nil:
      let option = formatter.keptOffline ?? ""
      return Phrase(
        en: "Source: cache (stale; \(option)), fetched \(time)",
        ru: "Источник: кэш (устаревший; \(option)), получено \(time)")(language)
    case (.cache, true):
      let cause = (provenance.staleCause ?? .unreachable).text(theAPI, language)
      return Phrase(
        en: "Source: cache (stale, \(cause)), fetched \(time)",
        ru: "Источник: кэш (устаревший, \(cause)), получено \(time)")(language)
    case (.bundled, _):
      let day = formatter.day(provenance.fetchedAt)
      return Phrase(
        en: "Source: offline sample (SpaceX API data as of \(day))",
        ru: "Источник: встроенный образец (данные SpaceX API на \(day))")(language)
    }
  }

  /// The stderr warning for data not fresh from the API, or `nil` when it is: a line for the
  /// SpaceX API's part, and one for Launch Library 2's when it was not fresh either.
  /// - Parameter policy: what the run asked for: the sample asked for (`--source bundled`) needs
  ///   no warning, and under `--offline` the network was never tried.
  package static func banner(_ provenance: Provenance, language: Language, policy: SourcePolicy = SourcePolicy())
    -> String?
  {
    if policy.mode == .bundled { return nil }
    let spaceX = provenance.part(.spaceXAPI)?.provenance ?? provenance
    // One line says the sample is shown; a second one about the same sample says nothing new.
    let fresh = provenance.part(.launchLibrary).flatMap {
      $0.source == .bundled && spaceX.source == .bundled ? nil : $0
    }
    let lines = [
      spaceXBanner(spaceX, language: language, offline: policy.isOffline),
      fresh.flatMap { launchLibraryBanner($0, language: language) },
    ].compactMap { $0 }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// For a screen showing stale data in an editor: the banner's words, without the program's
  /// name (`Showing cached data from …; the API had not answered after 0.5 s`), a line per
  /// provider; `nil` when nothing shown is stale.
  package static func staleNotice(_ provenance: Provenance, formatter: DisplayFormatter) -> String? {
    guard provenance.isStale else { return nil }
    let policy = SourcePolicy(isOffline: formatter.keptOffline == "--offline")
    guard let banner = banner(provenance, language: formatter.language, policy: policy) else { return nil }
    return banner.split(separator: "\n").map { line in
      let words = line.hasPrefix("spacex: ") ? line.dropFirst("spacex: ".count) : line[...]
      return words.prefix(1).uppercased() + words.dropFirst()
    }.joined(separator: "\n")
  }

  private static func launchLibraryBanner(_ part: ProviderProvenance, language: Language) -> String? {
    let time = DateText.timestamp(part.fetchedAt, timeZone: DateText.utc)
    switch (part.source, part.isStale, part.freshAfter) {
    case (.cache, true, let freshAfter?):
      let until = DateText.timestamp(freshAfter, timeZone: DateText.utc)
      return Phrase(
        en:
          "spacex: Launch Library 2 request limit reached; showing launches cached \(time), fresh data after \(until)",
        ru:
          "spacex: лимит запросов к Launch Library 2 исчерпан; показаны запуски из кэша от \(time), свежие данные после \(until)"
      )(language)
    case (.cache, true, nil):
      let cause = (part.staleCause ?? .unreachable).text(
        Phrase(en: "Launch Library 2", ru: "сервис Launch Library 2"), language)
      return Phrase(
        en: "spacex: \(cause); showing launches cached \(time)",
        ru: "spacex: \(cause); показаны запуски из кэша от \(time)")(language)
    case (.bundled, _, _):
      return Phrase(
        en: "spacex: Launch Library 2 could not answer; recent launches come from the offline sample",
        ru: "spacex: Launch Library 2 не ответила; недавние запуски взяты из встроенного образца")(language)
    case (.live, _, _), (.cache, false, _):
      return nil
    }
  }

  private static func spaceXBanner(_ provenance: Provenance, language: Language, offline: Bool) -> String? {
    switch (provenance.source, provenance.isStale) {
    case (.bundled, _) where offline:
      return Phrase(
        en: "spacex: showing the offline sample (--offline, and nothing is cached)",
        ru: "spacex: показан встроенный образец (--offline, а в кэше ничего нет)")(language)
    case (.bundled, _):
      return Phrase(
        en: "spacex: showing the offline sample; the API and the cache could not answer",
        ru: "spacex: показан встроенный образец; API и кэш не ответили")(language)
    case (.cache, true) where offline:
      let time = DateText.timestamp(provenance.fetchedAt, timeZone: DateText.utc)
      return Phrase(
        en: "spacex: showing cached data from \(time) (--offline)",
        ru: "spacex: показаны данные из кэша от \(time) (--offline)")(language)
    case (.cache, true):
      let time = DateText.timestamp(provenance.fetchedAt, timeZone: DateText.utc)
      let cause = (provenance.staleCause ?? .unreachable).text(theAPI, language)
      return Phrase(
        en: "spacex: showing cached data from \(time); \(cause)",
        ru: "spacex: показаны данные из кэша от \(time); \(cause)")(language)
    case (.live, _), (.cache, false):
      return nil
    }
  }

  private static let theAPI = Phrase(en: "the API", ru: "API")
}
