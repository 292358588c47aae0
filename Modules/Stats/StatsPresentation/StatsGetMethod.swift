import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain
import StatsDomain

/// What the statistics count: the launch query's filters (``LaunchQuery/options``), not its
/// order or pages.
enum StatsQueryOptions: DeclaresQuery {
  static let query = LaunchQuery.options.only(["rocket", "program", "year", "from", "to"])
}

/// `stats.get {rocket?, from?, to?, year?}`: the numbers, the card and the charts of the launches
/// the filters select.
struct StatsGetMethod: RPCMethodDeclaration {
  static let method = MethodName("stats.get")
  var name: MethodName { Self.method }
  let summary =
    "Launches per year by rocket and outcome, booster landings per year, the fleet's records and the launch cadence, for the launches the filters select (every launch by default)."

  /// The launch query's filters, checked by its rules; numbers may come as strings and strings
  /// as numbers, as for `launches.list`.
  typealias Params = DeclaredQueryParams<StatsQueryOptions>

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

  let effects = MethodEffects.reads(.catalog, .settings)
  let example: [String: JSONValue]? = ["year": "2020"]
  let repository: any StatsRepository

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    Result(
      try await StatsAnswer.load(StatsQuery(members: try params.input()), from: repository, refresh: false),
      formatter: context.formatter)
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
    card = StatsCard.card(stats, query: answer.query, formatter: formatter)
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
