import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// `launches.changes {since?, rocket?, notes?}`: the changes the ledger recorded since then, newest
/// first, with Launch Library 2's editors' notes among them when asked.
struct LaunchesChangesMethod: RPCMethodDeclaration {
  static let method = MethodName("launches.changes")
  var name: MethodName { Self.method }
  let summary =
    "The launch changes recorded since a moment (new launches, date moves, scrubs, outcomes, pads, names, webcasts), newest first."
  /// Sent by a server that refreshes on its own when its sync recorded changes.
  package static let notification = MethodName("launches.didChange")

  package struct Params: Codable, Sendable, Hashable, JSONSchemaAnnotating {
    package static let memberAnnotations: [String: JSONValue] = [
      "since": .object([
        "description": .string(
          "A span back from now (`24h`, `7d`, `1h30m`), a UTC day (`2026-12-01`) or an ISO 8601 date-time; default \(LaunchChange.defaultSince)."
        )
      ]),
      "rocket": .object(["description": "Only this rocket's launches: an id or a loose name (`falcon9`)."]),
      "notes": .object([
        "description":
          "Launch Library 2's editors' notes written since then too, interleaved by time (kind and event `note`, with `comment`, `url`, `author`)."
      ]),
    ]

    var since: String?
    var rocket: String?
    var notes: Bool?

    package init(since: String? = nil, rocket: String? = nil, notes: Bool? = nil) {
      self.since = since
      self.rocket = rocket
      self.notes = notes
    }

    /// The moment `since` names.
    /// - Throws: ``RPCError`` naming `since` when it is none.
    func moment(now: Date) throws -> Date {
      let text = since ?? LaunchChange.defaultSince
      guard let moment = LaunchChange.since(parsing: text, now: now) else {
        throw RPCError.invalidParams(
          "since", "expected a span like 24h or 7d (up to 100 years), a date YYYY-MM-DD or an ISO date-time")
      }
      return moment
    }
  }

  struct Result: Codable, Sendable {
    var since: Date
    var items: [LaunchChangeItem]
    var totalItems: Int
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    var sources: [ProviderProvenance]
  }

  /// The report `params` ask for: the catalog (synced first when it is due, so its changes are
  /// in), then the ledger.
  static func report(
    _ params: Params, launches: any LaunchRepository, log: any LaunchChangeLog, now: Date, refresh: Bool
  ) async throws -> Sourced<LaunchChangeReport> {
    let since = try params.moment(now: now)
    let catalog = try await launches.catalog(refresh: refresh)
    let report = try LaunchChangeReport.make(
      log.changes(since: since), catalog: catalog.value, since: since, rocket: params.rocket,
      notes: params.notes ?? false)
    return Sourced(report, provenance: catalog.provenance)
  }

  let effects = MethodEffects.reads(.catalog, .settings)
  let example: [String: JSONValue]? = ["since": "24h"]
  /// The launches the changes are of (for their names and the rocket filter), and the ledger.
  let launches: any LaunchRepository
  let log: any LaunchChangeLog

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    let report = try await Self.report(
      params, launches: launches, log: log, now: context.formatter.now, refresh: false)
    return Self.result(report, formatter: context.formatter)
  }

  static func result(_ report: Sourced<LaunchChangeReport>, formatter: DisplayFormatter) -> Result {
    let items = report.value.entries.map { LaunchChangeItem($0, formatter: formatter) }
    return Result(
      since: report.value.since, items: items, totalItems: items.count, source: report.provenance.source,
      stale: report.provenance.isStale, fetchedAt: report.provenance.fetchedAt, sources: report.provenance.sources)
  }
}
