import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// `launches.list`: one page of launches for the launch query (README.md, `spacex`).
enum LaunchesListMethod {
  static let method = "launches.list"
  static let summary = "One page of launches: filter by rocket, status, year, dates or name; sort; page."

  /// Launches formatted in the settings, marked by other features, and, when scoped, only the
  /// scope's selection (the favourites), which its topic's changes replace.
  static func effects(scope: LaunchScope?) -> MethodEffects {
    MethodEffects(reads: [.catalog, .settings, .rowMarks] + (scope.map { [StateTopic($0.topic)] } ?? []), changes: [])
  }

  /// The launch query. Numbers may also come as strings and strings as numbers (`"year": 2020`),
  /// as editors' JSON builders disagree; validation is the same as on the command line.
  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static var memberAnnotations: [String: JSONValue] { LaunchesListMethod.queryAnnotations }

    var rocket: LooseScalar?
    var status: LooseScalar?
    var year: LooseScalar?
    var from: LooseScalar?
    var to: LooseScalar?
    var search: LooseScalar?
    var sort: LooseScalar?
    var page: LooseScalar?
    var limit: LooseScalar?

    var input: LaunchQueryInput {
      LaunchQueryInput(
        rocket: rocket?.text, status: status?.text, year: year?.text, from: from?.text, to: to?.text,
        search: search?.text, sort: sort?.text, page: page?.text, limit: limit?.text)
    }
  }

  typealias Result = ListEnvelope<LaunchItem>

  /// Every launch-query member as `launches.list`, a `launches` view and `setQuery` take it.
  static let queryAnnotations: [String: JSONValue] = [
    "rocket": describe("A rocket id, or its name in any case with or without spaces or dashes (`falcon9`)."),
    "status": describe(
      "`success`, `failed` (a partial failure too), `upcoming` (not flown yet) or `all` (the default).",
      ["enum": .array(["all", "success", "failed", "upcoming"].map(JSONValue.string))]),
    "year": describe(
      "Launches in that UTC year; a number or a string of four digits.",
      ["pattern": .string("^[0-9]{4}$"), "minimum": .integer(1000), "maximum": .integer(9999)]),
    "from": describe(
      "First UTC day, inclusive, `YYYY-MM-DD`.",
      ["format": .string("date"), "pattern": .string(#"^\d{4}-\d{2}-\d{2}$"#)]),
    "to": describe(
      "Last UTC day, inclusive, `YYYY-MM-DD`.",
      ["format": .string("date"), "pattern": .string(#"^\d{4}-\d{2}-\d{2}$"#)]),
    "search": describe("Text in the launch's name, in any case, with or without accents."),
    "sort": describe(
      "`newest` (the default) or `oldest`: by date, then flight number, then id.",
      ["enum": .array(["newest", "oldest"].map(JSONValue.string))]),
    "page": describe("The page, from 1 (the default).", ["minimum": .integer(1), "pattern": .string("^[0-9]+$")]),
    "limit": describe(
      "Launches per page, 1 to 100 (default 20), or `all`: every match on one page.",
      ["minimum": .integer(1), "maximum": .integer(100), "pattern": .string("^([0-9]+|all)$")]),
  ]

  private static func describe(_ text: String, _ more: [String: JSONValue] = [:]) -> JSONValue {
    .object(more.merging(["description": .string(text)]) { _, new in new })
  }

  /// What a page's answer depends on: the params as sent, the settings and zone it is formatted
  /// in, the second (statuses such as `in 3 days` and countdowns are relative to now), the marks
  /// on launches, the scope's selection, and the catalog's provenance (a fetch or a sync replaces
  /// the catalog with a new fetch time). An editor redrawing the same page gets the same bytes.
  struct AnswerKey: Hashable, Sendable {
    var params: JSONValue?
    var settings: Settings
    var zone: String
    var second: Int
    var marks: RowMarks
    var selection: Set<String>?
    var catalog: Provenance
  }

  /// The memo of a page's answers; the catalog the key was read from is what the page is made from.
  static func memo(_ repository: any LaunchRepository, marks registry: MarkRegistry, scope: LaunchScope? = nil)
    -> AnswerMemo<AnswerKey, Sourced<LaunchCatalog>>
  {
    AnswerMemo { raw, context in
      guard let catalog = try? await repository.catalog(refresh: false) else { return nil }
      let formatter = context.formatter
      let key = AnswerKey(
        params: raw, settings: formatter.settings, zone: formatter.timeZone.identifier,
        second: Int(saturating: formatter.now.timeIntervalSince1970.rounded(.down)),
        marks: registry.snapshot(LaunchItem.markKind),
        selection: scope?.ids(), catalog: catalog.provenance)
      return (key, catalog)
    }
  }

  /// The handler: one page of the launches `scope` selects (all of them without one).
  /// `catalog`: the one the memo read its key from, when it did; else the repository's.
  static func handler(_ repository: any LaunchRepository, marks registry: MarkRegistry, scope: LaunchScope? = nil)
    -> @Sendable (Params, MethodContext, Sourced<LaunchCatalog>?) async throws -> Result
  {
    { params, context, catalog in
      try await handle(
        params, context, repository: repository, catalog: catalog, marks: registry.snapshot(LaunchItem.markKind),
        scope: scope)
    }
  }

  private static func handle(
    _ params: Params, _ context: MethodContext, repository: any LaunchRepository, catalog: Sourced<LaunchCatalog>?,
    marks: RowMarks, scope: LaunchScope?
  ) async throws -> Result {
    var query = try LaunchQuery(parsing: params.input)
    query.selection = scope?.ids()
    let page: Sourced<LaunchPage>
    if let catalog {
      page = Sourced(try query.run(on: catalog.value), provenance: catalog.provenance)
    } else {
      page = try await repository.page(query, refresh: false)
    }
    let formatter = context.formatter
    let summaries = page.value.items
    // By index, so each summary is read in place rather than copied out of the array.
    return ListEnvelope(
      page: summaries.indices.map { LaunchItem(summaries[$0], formatter: formatter, marks: marks) },
      page: page.value.page,
      limit: page.value.limit, totalItems: page.value.totalItems, totalPages: page.value.totalPages,
      provenance: page.provenance, snapshot: LaunchListPresenter.wireSnapshot(of: page.value.items))
  }
}
