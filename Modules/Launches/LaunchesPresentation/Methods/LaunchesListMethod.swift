import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// The launch query's declaration, as params types carry it.
package enum LaunchQueryOptions: DeclaresQuery {
  package static var query: QueryDeclaration<LaunchQuery> { LaunchQuery.options }
}

/// `launches.list`: one page of launches for the launch query (README.md, `spacex`); with a
/// scope, another feature's own launch list (`favourites.list`), the same in all but its name.
struct LaunchesListMethod: MemoizedRPCMethod {
  static let method = MethodName("launches.list")

  let name: MethodName
  let summary: String
  /// Launches formatted in the settings, marked by other features, and, when scoped, only the
  /// scope's selection (the favourites), which its topic's changes replace.
  let effects: MethodEffects
  let example: [String: JSONValue]?
  let repository: any LaunchRepository
  /// The marks other features put on launches (a favourite's ★).
  let marks: MarkRegistry
  /// Set for another feature's own list: only the launches it selects.
  let scope: LaunchScope?
  let memo: AnswerMemo<AnswerKey, Sourced<LaunchCatalog>>

  /// `launches.list` itself.
  init(repository: any LaunchRepository, marks: MarkRegistry) {
    self.init(
      Self.method, summary: "One page of launches: filter by rocket, status, year, dates or name; sort; page.",
      example: ["rocket": "falcon9", "status": "failed", "sort": "oldest", "limit": .integer(5)],
      repository: repository, marks: marks, scope: nil)
  }

  /// Another feature's launch list, named `name`: `scope`'s launches.
  init(
    _ name: MethodName, summary: String, example: [String: JSONValue]? = ["limit": .integer(5)],
    repository: any LaunchRepository, marks: MarkRegistry, scope: LaunchScope?
  ) {
    (self.name, self.summary, self.example) = (name, summary, example)
    (self.repository, self.marks, self.scope) = (repository, marks, scope)
    effects = MethodEffects(
      reads: [.catalog, .settings, .rowMarks] + (scope.map { [StateTopic($0.topic)] } ?? []), changes: [])
    memo = Self.memo(repository, marks: marks, scope: scope)
  }

  /// The launch query (``LaunchQuery/options``). Numbers may also come as strings and strings as
  /// numbers (`"year": 2020`), as editors' JSON builders disagree; validation is the same as on
  /// the command line.
  typealias Params = DeclaredQueryParams<LaunchQueryOptions>

  typealias Result = ListEnvelope<LaunchItem>

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
  private static func memo(_ repository: any LaunchRepository, marks registry: MarkRegistry, scope: LaunchScope?)
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

  /// One page of the launches `scope` selects (all of them without one). `payload`: the catalog
  /// the memo read its key from, when it did; else the repository's.
  func answer(_ params: Params, _ context: MethodContext, payload catalog: Sourced<LaunchCatalog>?) async throws
    -> Result
  {
    let marks = self.marks.snapshot(LaunchItem.markKind)
    var query = try params.query()
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
