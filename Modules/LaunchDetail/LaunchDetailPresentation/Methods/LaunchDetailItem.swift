import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

/// The raw launch detail for editors: the launch, and each related part as
/// `{status: "complete" | "partial" | "unavailable", items, missing?, reason?}`.
struct LaunchDetailItem: Codable, Sendable {
  struct Part<Item: Codable & Sendable>: Codable, Sendable {
    var status: String
    var items: [Item]
    var missing: [String]?
    var reason: String?

    init<Value>(_ related: Related<Value>, _ items: (Value) -> [Item]) {
      switch related {
      case .complete(let value): (status, self.items) = ("complete", items(value))
      case .partial(let value, let missing): (status, self.items, self.missing) = ("partial", items(value), missing)
      case .unavailable(let reason): (status, self.items, self.reason) = ("unavailable", [], reason)
      }
    }
  }

  struct PayloadItem: Codable, Sendable {
    var id: String
    var name: String
    var type: String?
    var massKg: Double?
    var massLb: Double?
    var orbit: String?
    var customers: [String]
    var nationalities: [String]
    var manufacturers: [String]
  }

  struct CrewItem: Codable, Sendable {
    var id: String
    var name: String
    var agency: String?
    var role: String?
  }

  struct CapsuleItem: Codable, Sendable {
    var id: String
    var serial: String
    var status: String?
    var reuseCount: Int?
  }

  struct ShipItem: Codable, Sendable {
    var id: String
    var name: String
    var roles: [String]
    var homePort: String?
  }

  struct CoreItem: Codable, Sendable {
    var id: String?
    var serial: String?
    var flight: Int?
    var reused: Bool?
    var landingAttempt: Bool?
    var landingSuccess: Bool?
    var landingType: String?
    var landpad: String?
  }

  struct Failure: Codable, Sendable {
    var time: Int?
    var altitude: Int?
    var reason: String?
  }

  /// What only a detail has, besides what every launch item has.
  struct Detail: Codable, Sendable {
    var failures: [Failure]
    var details: String?
    var links: [String: String]
    /// Every picture: all photos, the patch small and large, and Launch Library 2's.
    var images: [ImageLink]
    var payloads: Part<PayloadItem>
    var crew: Part<CrewItem>
    var capsules: Part<CapsuleItem>
    var ships: Part<ShipItem>
    var cores: Part<CoreItem>
    /// The planned timeline; absent when Launch Library 2's record does not list one.
    var timeline: [TimelineItem]?
    /// Every stream, official first; absent when Launch Library 2's record does not list them.
    var webcasts: [WebcastItem]?
    /// Launch Library 2's editors' notes, newest first; absent when its record does not list them.
    var notes: [NoteItem]?
    /// The quick facts; absent when nothing is known of them.
    var facts: FactsItem?
  }

  /// Every member a launch list item has (`id`, `name`, `rocket`, `display`, …), the same item
  /// `launches.list` sends, with the detail's rocket and launchpad names.
  var launch: LaunchItem
  var detail: Detail

  init(_ detail: LaunchDetail<Launch>, formatter: DisplayFormatter) {
    let launch = detail.launch
    let rocketInfo = detail.rocket.value ?? nil
    let padInfo = detail.launchpad.value ?? nil
    let outcome = LaunchOutcome(
      success: launch.success, isUpcoming: launch.isUpcoming, date: launch.date, precision: launch.datePrecision,
      now: formatter.now, isPartialFailure: launch.isPartialFailure)
    self.launch = LaunchItem(
      id: launch.id, name: launch.name, flightNumber: launch.flightNumber, dateUtc: launch.date,
      datePrecision: launch.datePrecision, upcoming: launch.isUpcoming, success: launch.success,
      rocket: rocketInfo.map { LaunchItem.Reference(id: $0.id, name: $0.name) },
      launchpad: padInfo.map { LaunchItem.Reference(id: $0.id, name: $0.name) }, providers: launch.providers,
      display: LaunchRowPresenter.row(
        id: launch.id, flightNumber: launch.flightNumber, name: launch.name, date: launch.date,
        precision: launch.datePrecision, outcome: outcome, rocket: rocketInfo?.name, launchpad: padInfo?.name,
        day: launch.launchDay, formatter: formatter), launchDay: LaunchDayItem(launch))
    self.detail = Detail(
      failures: launch.failures.map { Failure(time: $0.time, altitude: $0.altitude, reason: $0.reason) },
      details: launch.details, links: Self.links(launch.links), images: Self.images(launch.links),
      payloads: Self.payloads(detail),
      crew: Part(detail.crew) {
        $0.map { CrewItem(id: $0.id, name: $0.name, agency: $0.agency, role: $0.role) }
      },
      capsules: Part(detail.capsules) {
        $0.map { CapsuleItem(id: $0.id, serial: $0.serial, status: $0.status, reuseCount: $0.reuseCount) }
      },
      ships: Part(detail.ships) {
        $0.map { ShipItem(id: $0.id, name: $0.name, roles: $0.roles, homePort: $0.homePort) }
      },
      cores: Part(detail.cores) { cores in
        cores.map {
          CoreItem(
            id: $0.coreID, serial: $0.serial, flight: $0.flight, reused: $0.isReused,
            landingAttempt: $0.landingAttempt, landingSuccess: $0.landingSuccess, landingType: $0.landingType,
            landpad: $0.landpad)
        }
      }, timeline: TimelineItem.items(launch, language: formatter.language),
      webcasts: WebcastItem.items(launch, now: formatter.now), notes: NoteItem.items(launch),
      facts: FactsItem(detail))
  }

  private static func payloads(_ detail: LaunchDetail<Launch>) -> Part<PayloadItem> {
    Part(detail.payloads) { payloads in
      payloads.map {
        PayloadItem(
          id: $0.id, name: $0.name, type: $0.type, massKg: $0.mass.metric, massLb: $0.mass.imperial, orbit: $0.orbit,
          customers: $0.customers, nationalities: $0.nationalities, manufacturers: $0.manufacturers)
      }
    }
  }
  private static func images(_ links: LaunchLinks) -> [ImageLink] {
    links.flickr.map { ImageLink(kind: "photo", url: $0.absoluteString) }
      + [("patch-small", links.patchSmall), ("patch-large", links.patch), ("launch-library", links.image)].compactMap {
        kind, url in url.map { ImageLink(kind: kind, url: $0.absoluteString) }
      }
  }

  private static func links(_ links: LaunchLinks) -> [String: String] {
    let pairs: [(String, WebLink?)] = [
      ("webcast", links.webcast), ("article", links.article), ("wikipedia", links.wikipedia),
      ("presskit", links.pressKit), ("patch", links.patch), ("reddit", links.reddit), ("flickr", links.flickr.first),
    ]
    return Dictionary(uniqueKeysWithValues: pairs.compactMap { key, url in url.map { (key, $0.absoluteString) } })
  }
}

extension LaunchDetailItem: JSONSchemaAnnotating {
  /// `rpc.discover` adds the marks features register for launches (`favourite`) as members.
  static var schemaAnnotations: [String: JSONValue] { ["x-marks": .string(LaunchDetailPresenter.markKind)] }
}

extension LaunchDetailItem {
  /// One object: the launch item's members, then the detail's, as if one type.
  init(from decoder: any Decoder) throws {
    launch = try LaunchItem(from: decoder)
    detail = try Detail(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try launch.encode(to: encoder)
    try detail.encode(to: encoder)
  }
}
