import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

/// A launchpad as `spacex-rpc` sends it.
struct LaunchpadItem: Codable, Sendable {
  var id: String
  var name: String
  var fullName: String?
  var locality: String?
  var region: String?
  var latitude: Double?
  var longitude: Double?
  var status: String?
  var launchAttempts: Int?
  var launchSuccesses: Int?
  var rocketIds: [String]
  var display: LaunchpadRow

  init(_ pad: Launchpad, formatter: DisplayFormatter) {
    id = pad.id
    name = pad.name
    fullName = pad.fullName
    locality = pad.locality
    region = pad.region
    latitude = pad.latitude
    longitude = pad.longitude
    status = pad.status
    launchAttempts = pad.launchAttempts
    launchSuccesses = pad.launchSuccesses
    rocketIds = pad.rocketIDs
    display = LaunchpadPresenter.row(for: pad, formatter: formatter)
  }
}

/// `launchpads.list`: every launchpad, sections by status.
enum LaunchpadsListMethod {
  static let method = "launchpads.list"
  static let summary = "Every launchpad, with raw values and display strings, as a list envelope."

  /// The handler, over `repository`.
  static func handler(_ repository: any LaunchpadRepository)
    -> @Sendable (NoParams, MethodContext) async throws -> ListEnvelope<LaunchpadItem>
  {
    { _, context in try await handle(repository, context) }
  }

  private static func handle(_ repository: any LaunchpadRepository, _ context: MethodContext) async throws
    -> ListEnvelope<LaunchpadItem>
  {
    let pads = try await repository.launchpads(refresh: false)
    let snapshot = LaunchpadPresenter.snapshot(of: pads.value, language: context.formatter.language)
    // Items in the snapshot's order (grouped by status), so a client can render both the same way.
    return ListEnvelope(
      all: snapshot.ordering(pads.value, id: \.id).map { LaunchpadItem($0, formatter: context.formatter) },
      provenance: pads.provenance, snapshot: snapshot)
  }
}

/// `launchpads.get {id}`: one launchpad (id or loose name) with its launches, newest first.
enum LaunchpadsGetMethod {
  static let method = "launchpads.get"
  static let summary = "One launchpad by id or name, with its card and its launches, newest first."

  /// `{id}` or its alias `{ref}`: a launchpad id or a loose name.
  typealias Params = ReferenceParams

  struct Result: Codable, Sendable {
    var item: LaunchpadItem
    var card: Card
    var rockets: [String]
    /// Newest first, each the same item `launches.list` sends; `null` when they could not be loaded.
    var launches: [LaunchItem]?
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    var sources: [ProviderProvenance]
  }

  /// The handler, over the launchpads, the launches, and the marks other features put on them.
  static func handler(_ pads: any LaunchpadRepository, launches: any LaunchRepository, marks registry: MarkRegistry)
    -> @Sendable (Params, MethodContext) async throws -> Result
  {
    { params, context in
      let detail = try await LaunchpadDetail.load(
        try params.reference("a launchpad id or name"), pads: pads, launches: launches)
      return result(detail, marks: registry.snapshot(LaunchItem.markKind), context)
    }
  }

  private static func result(_ detail: LaunchpadDetail, marks: RowMarks, _ context: MethodContext) -> Result {
    let lines = detail.launches?.map { LaunchItem($0, formatter: context.formatter, marks: marks) }
    return Result(
      item: LaunchpadItem(detail.pad.value, formatter: context.formatter), card: detail.card(context.formatter),
      rockets: detail.rockets, launches: lines, source: detail.pad.provenance.source,
      stale: detail.pad.provenance.isStale, fetchedAt: detail.pad.provenance.fetchedAt,
      sources: detail.pad.provenance.sources)
  }
}
