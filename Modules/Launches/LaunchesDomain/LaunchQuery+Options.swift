import Core
import Foundation

extension LaunchQuery {
  /// The launch query's options, each declared once: `spacex launches` and the other launch
  /// lists, `stats`, `launches.list`, `favourites.list`, `stats.get` and the launch-list screens
  /// take their flags, params, help, completion, schema and checks from here (README.md).
  package static let options = QueryDeclaration(
    LaunchQuery(),
    [
      .text(
        "rocket", placeholder: "REF",
        help: Phrase(en: "a rocket id or name (falcon9, \"Falcon 9\")", ru: "идентификатор или название ракеты"),
        summary: "A rocket id, or its name in any case with or without spaces or dashes (`falcon9`).",
        names: .rockets
      ) { query, text in
        // A blank rocket is no rocket. (Asked of the characters: Foundation's trimming goes
        // through NSString, a twentieth of a warm `spacex launches` before its first line.)
        query.rocket = text.allSatisfy(\.isWhitespace) ? nil : text
      },
      .text(
        "program", placeholder: "NAME",
        help: Phrase(
          en: "a Launch Library 2 program (starlink, \"Commercial Crew Program\", ccp)",
          ru: "программа Launch Library 2 (starlink, \"Commercial Crew Program\", ccp)"),
        summary:
          "A program Launch Library 2 names (`Starlink`, `Commercial Crew Program`), in any case, or its initials (`ccp`). Launches only the SpaceX API knows have none, so a list so filtered leaves them out.",
        names: .programs
      ) { query, text in query.program = text.allSatisfy(\.isWhitespace) ? nil : text },
      .choice(
        "status", words: Status.allCases.map(\.rawValue),
        help: Phrase(
          en: "all (default), success, failed, upcoming", ru: "all (по умолчанию), success, failed, upcoming"),
        summary: "`success`, `failed` (a partial failure too), `upcoming` (not flown yet) or `all` (the default)."
      ) { query, word in query.status = Status(rawValue: word) ?? query.status },
      .year(
        "year", help: Phrase(en: "launches in that UTC year", ru: "запуски этого года (UTC)"),
        summary: "Launches in that UTC year; a number or a string of four digits."
      ) { $0.year = $1 },
      .day(
        "from",
        help: Phrase(en: "from that UTC day, inclusive (YYYY-MM-DD)", ru: "с этого дня UTC включительно (ГГГГ-ММ-ДД)"),
        summary: "First UTC day, inclusive, `YYYY-MM-DD`."
      ) { query, day throws(QueryValueError) in query.from = day },
      .day(
        "to",
        help: Phrase(en: "to that UTC day, inclusive (YYYY-MM-DD)", ru: "по этот день UTC включительно (ГГГГ-ММ-ДД)"),
        summary: "Last UTC day, inclusive, `YYYY-MM-DD`."
      ) { query, day throws(QueryValueError) in
        // `from` is set first: a range that ends before it starts selects nothing, and says so.
        if let from = query.from, from > day {
          let first = String(APIDate.format(from).prefix(10))
          throw QueryValueError(
            expected: Phrase(en: "a date on or after from (\(first))", ru: "дата не раньше from (\(first))"))
        }
        query.to = day
      },
      .text(
        "search",
        help: Phrase(en: "in the launch name, any case and accents", ru: "в названии, без учёта регистра и диакритики"),
        summary: "Text in the launch's name, in any case, with or without accents."
      ) { query, text in query.search = text.isEmpty ? nil : text },
      .choice(
        "sort", words: Sort.allCases.map(\.rawValue),
        help: Phrase(en: "newest (default) or oldest", ru: "newest (по умолчанию) или oldest"),
        summary: "`newest` (the default) or `oldest`: by date, then flight number, then id."
      ) { query, word in query.sort = Sort(rawValue: word) ?? query.sort },
      QueryOption(
        "page", placeholder: "N", values: .number(minimum: 1, maximum: nil, orAll: false),
        help: Phrase(en: "the page, from 1", ru: "страница, с 1"), summary: "The page, from 1 (the default)."
      ) { query, text throws(QueryValueError) in
        query.page = try QueryValues.number(
          text, in: 1...Int(Int32.max), expected: Phrase(en: "a page number from 1", ru: "номер страницы от 1"))
      },
      QueryOption(
        "limit", placeholder: "N", values: .number(minimum: limits.lowerBound, maximum: limits.upperBound, orAll: true),
        help: Phrase(
          en: "rows per page, 1 to 100 (default 20), or all", ru: "строк на странице, 1–100 (по умолчанию 20) или all"),
        summary: "Launches per page, 1 to 100 (default 20), or `all`: every match on one page.",
        shorthand: QueryShorthand(
          flag: "all", value: "all",
          help: Phrase(
            en: "every match on one page (--limit all), for pipes",
            ru: "все совпадения на одной странице (--limit all), для конвейеров"))
      ) { query, text throws(QueryValueError) in
        query.limit =
          text.lowercased() == "all"
          ? everything
          : try QueryValues.number(
            text, in: limits, expected: Phrase(en: "a number from 1 to 100, or all", ru: "число от 1 до 100 или all"))
      },
    ])

  /// The query for the options as typed (member → text), each checked.
  /// - Throws: ``UsageError`` naming the first member it refuses.
  package init(parsing input: [String: String]) throws(UsageError) {
    self = try Self.options.query(input)
  }
}

extension CompletionNames {
  /// Rocket ids and names, which the Rockets feature offers.
  package static let rockets = CompletionNames("rockets")
  /// The programs Launch Library 2 names, which the Launches feature offers from the catalog.
  package static let programs = CompletionNames("programs")
}
