import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

/// `launchpads.list` (every launchpad, sections by status) and `launchpads.get {id}` (one
/// launchpad by id or loose name, with its card and its launches, newest first).
enum LaunchpadMethods {
  static let list = "launchpads.list"
  static let get = "launchpads.get"

  /// Over the launchpads, the launches, and the marks other features put on launches.
  static func over(_ pads: any LaunchpadRepository, launches: any LaunchRepository, marks registry: MarkRegistry)
    -> CollectionMethods<Launchpad, LaunchpadItem, LaunchpadResult>
  {
    CollectionMethods(
      list: .init(list, summary: "Every launchpad, with raw values and display strings, as a list envelope."),
      get: .init(get, summary: "One launchpad by id or name, with its card and its launches, newest first."),
      what: "a launchpad id or name", example: "KSC LC 39A",
      load: { try await pads.launchpads(refresh: false) },
      find: { try await pads.launchpad($0, refresh: false) },
      snapshot: { LaunchpadPresenter.snapshot(of: $0, language: $1.language) }, id: \.id,
      item: { LaunchpadItem($0, formatter: $1) },
      detail: { pad, context in
        LaunchpadResult(
          await LaunchpadDetail.load(pad: pad, launches: launches), marks: registry.snapshot(LaunchItem.markKind),
          formatter: context.formatter)
      })
  }
}

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

/// What `launchpads.get` answers.
struct LaunchpadResult: Codable, Sendable {
  var item: LaunchpadItem
  var card: Card
  var rockets: [String]
  /// Newest first, each the same item `launches.list` sends; `null` when they could not be loaded.
  var launches: [LaunchItem]?
  var source: DataSourceKind
  var stale: Bool
  var fetchedAt: Date
  var sources: [ProviderProvenance]

  init(_ detail: LaunchpadDetail, marks: RowMarks, formatter: DisplayFormatter) {
    item = LaunchpadItem(detail.pad.value, formatter: formatter)
    card = detail.card(formatter)
    rockets = detail.rockets
    launches = detail.launches?.map { LaunchItem($0, formatter: formatter, marks: marks) }
    source = detail.pad.provenance.source
    stale = detail.pad.provenance.isStale
    fetchedAt = detail.pad.provenance.fetchedAt
    sources = detail.pad.provenance.sources
  }
}
