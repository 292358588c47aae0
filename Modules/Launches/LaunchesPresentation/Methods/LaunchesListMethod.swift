import AppContainer
import Core
import LaunchesDomain

/// `launches.list`: one page of launches for the launch query of CONTRACT.md.
enum LaunchesListMethod {
  static let method = "launches.list"
  static let summary = "One page of launches: filter by rocket, status, year, dates or name; sort; page."

  /// The launch query. Numbers may also come as strings and strings as numbers (`"year": 2020`),
  /// as editors' JSON builders disagree; validation is the same as on the command line.
  struct Params: Decodable, Sendable {
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

  static func handle(_ params: Params, _ context: MethodContext) async throws -> Result {
    let query = try LaunchQuery(parsing: params.input)
    let page = try await context.container.resolve((any LaunchRepository).self).page(query, refresh: false)
    let formatter = context.formatter
    let summaries = page.value.items
    // By index, so each summary is read in place rather than copied out of the array.
    return ListEnvelope(
      page: summaries.indices.map { LaunchItem(summaries[$0], formatter: formatter) }, page: page.value.page,
      limit: page.value.limit, totalItems: page.value.totalItems, totalPages: page.value.totalPages,
      provenance: page.provenance, snapshot: LaunchListPresenter.wireSnapshot(of: page.value.items))
  }
}
