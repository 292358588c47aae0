import AppContainer
import Core
import Foundation
import JSONRPC
import StatsDomain

/// `stats.get {rocket?, from?, to?, year?}`: the numbers, the card and the charts of the launches
/// the filters select.
enum StatsGetMethod {
  static let method = "stats.get"
  static let summary =
    "Launches per year by rocket and outcome, booster landings per year, the fleet's records and the launch cadence, for the launches the filters select (every launch by default)."

  /// The launch query's filters, checked by its rules; numbers may come as strings and strings
  /// as numbers, as for `launches.list`.
  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "rocket": .object(["description": "Only this rocket's launches: an id or a loose name (`falcon9`)."]),
      "year": .object([
        "description": "Only launches in that UTC year; a number or a string of four digits.",
        "pattern": "^[0-9]{4}$", "minimum": .integer(1000), "maximum": .integer(9999),
      ]),
      "from": .object([
        "description": "First UTC day, inclusive, `YYYY-MM-DD`.", "format": "date", "pattern": #"^\d{4}-\d{2}-\d{2}$"#,
      ]),
      "to": .object([
        "description": "Last UTC day, inclusive, `YYYY-MM-DD`.", "format": "date", "pattern": #"^\d{4}-\d{2}-\d{2}$"#,
      ]),
    ]

    var rocket: LooseScalar?
    var from: LooseScalar?
    var to: LooseScalar?
    var year: LooseScalar?

    var query: StatsQuery {
      StatsQuery(rocket: rocket?.text, from: from?.text, to: to?.text, year: year?.text)
    }
  }

  /// `{item, card, charts, source, stale, fetchedAt, sources}`.
  struct Result: Codable, Sendable {
    var item: StatsItem
    var card: Card
    var charts: [Chart]
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    var sources: [ProviderProvenance]

    init(_ answer: Sourced<StatsAnswer>, formatter: DisplayFormatter) {
      let content = StatsContent(answer.value, formatter: formatter)
      (item, card, charts) = (content.item, content.card, content.charts)
      source = answer.provenance.source
      stale = answer.provenance.isStale
      fetchedAt = answer.provenance.fetchedAt
      sources = answer.provenance.sources
    }
  }

  static func handler(_ repository: any StatsRepository) -> @Sendable (Params, MethodContext) async throws -> Result {
    { params, context in
      Result(try await StatsAnswer.load(params.query, from: repository, refresh: false), formatter: context.formatter)
    }
  }
}

/// What the statistics show, in the reader's language: the `stats` screen's data, and
/// `stats.get`'s result without its provenance.
struct StatsContent: Codable, Sendable {
  var item: StatsItem
  var card: Card
  var charts: [Chart]

  init(_ answer: StatsAnswer, formatter: DisplayFormatter) {
    let stats = answer.statistics
    card = StatsCard.card(stats, query: answer.query, rocketName: stats.rocketName, formatter: formatter)
    item = StatsItem(stats, query: answer.query, name: card.title)
    charts = StatsCharts.all(stats, formatter: formatter)
  }
}

/// The statistics of one query, counted once and shown in any language.
struct StatsAnswer: Sendable {
  var query: StatsQuery
  var statistics: LaunchStatistics

  static func load(_ query: StatsQuery, from repository: any StatsRepository, refresh: Bool) async throws -> Sourced<
    StatsAnswer
  > {
    try await repository.facts(query, refresh: refresh).map {
      StatsAnswer(query: query, statistics: LaunchStatistics($0))
    }
  }
}
