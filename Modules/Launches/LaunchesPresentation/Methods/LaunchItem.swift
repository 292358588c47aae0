import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// A launch as `spacex-rpc` lists it: raw values and display strings for the same settings.
package struct LaunchItem: Codable, Sendable {
  package struct Reference: Codable, Sendable {
    package var id: String
    package var name: String?

    package init(id: String, name: String?) {
      self.id = id
      self.name = name
    }
  }

  package var id: String
  package var name: String
  /// `nil` for a launch only Launch Library 2 knows.
  package var flightNumber: Int?
  package var dateUtc: Date
  package var datePrecision: DatePrecision
  package var upcoming: Bool
  package var success: Bool?
  package var rocket: Reference?
  package var launchpad: Reference?
  /// Which services know this launch: `spacex-api`, `launch-library`.
  package var providers: [DataProvider]
  package var display: LaunchRow
  /// What Launch Library 2 says of its day; absent when it says nothing.
  package var launchDay: LaunchDayItem?
  /// Other features' marks (`favourite`), each sent as a member of its own: `"favourite": true`.
  package var marks: [(key: String, isSet: Bool)] = []

  /// The kind of row launch marks are registered for (``RowMarks``).
  package static let markKind = "launch"

  /// An item from its values, for an answer that builds it from more than a summary (a
  /// launch's detail).
  package init(
    id: String, name: String, flightNumber: Int?, dateUtc: Date, datePrecision: DatePrecision, upcoming: Bool,
    success: Bool?, rocket: Reference?, launchpad: Reference?, providers: [DataProvider], display: LaunchRow,
    launchDay: LaunchDayItem? = nil
  ) {
    self.id = id
    self.name = name
    self.flightNumber = flightNumber
    self.dateUtc = dateUtc
    self.datePrecision = datePrecision
    self.upcoming = upcoming
    self.success = success
    self.rocket = rocket
    self.launchpad = launchpad
    self.providers = providers
    self.display = display
    self.launchDay = launchDay
  }

  // Fields are read through `summary.launch` rather than a local copy of the launch: a copy
  // retains every one of its twenty reference-counted fields, for the eight read here.
  package init(_ summary: LaunchSummary, formatter: DisplayFormatter, marks: RowMarks = RowMarks()) {
    id = summary.launch.id
    name = summary.launch.name
    flightNumber = summary.launch.flightNumber
    dateUtc = summary.launch.date
    datePrecision = summary.launch.datePrecision
    upcoming = summary.launch.isUpcoming
    success = summary.launch.success
    rocket = summary.launch.rocketID.map { Reference(id: $0, name: summary.rocketName) }
    launchpad = summary.launch.launchpadID.map { Reference(id: $0, name: summary.launchpadName) }
    providers = summary.launch.providers
    display = LaunchRowPresenter.row(for: summary, formatter: formatter)
    launchDay = LaunchDayItem(summary.launch)
    self.marks = marks.flags(for: summary.launch.id)
  }
}

extension LaunchItem {
  private enum CodingKeys: String, CodingKey {
    case id, name, flightNumber, dateUtc, datePrecision, upcoming, success, rocket, launchpad, providers, display
    case launchDay
  }

  /// As synthesized, except that `flightNumber` is required and may be `null` (so the schema
  /// `rpc.discover` infers from this says so).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    flightNumber = try container.decode(Int?.self, forKey: .flightNumber)
    dateUtc = try container.decode(Date.self, forKey: .dateUtc)
    datePrecision = try container.decode(DatePrecision.self, forKey: .datePrecision)
    upcoming = try container.decode(Bool.self, forKey: .upcoming)
    success = try container.decodeIfPresent(Bool.self, forKey: .success)
    rocket = try container.decodeIfPresent(Reference.self, forKey: .rocket)
    launchpad = try container.decodeIfPresent(Reference.self, forKey: .launchpad)
    providers = try container.decode([DataProvider].self, forKey: .providers)
    display = try container.decode(LaunchRow.self, forKey: .display)
    launchDay = try container.decodeIfPresent(LaunchDayItem.self, forKey: .launchDay)
  }

  /// As synthesized, except that `flightNumber` is always present: `null` says "not numbered".
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(flightNumber, forKey: .flightNumber)
    try container.encode(dateUtc, forKey: .dateUtc)
    try container.encode(datePrecision, forKey: .datePrecision)
    try container.encode(upcoming, forKey: .upcoming)
    try container.encodeIfPresent(success, forKey: .success)
    try container.encodeIfPresent(rocket, forKey: .rocket)
    try container.encodeIfPresent(launchpad, forKey: .launchpad)
    try container.encode(providers, forKey: .providers)
    try container.encode(display, forKey: .display)
    try container.encodeIfPresent(launchDay, forKey: .launchDay)
    try RowMarks.encode(marks, to: encoder)
  }
}

extension LaunchItem: JSONSchemaAnnotating {
  /// `rpc.discover` adds the marks features register for launches (`favourite`) as members.
  package static var schemaAnnotations: [String: JSONValue] { ["x-marks": .string(markKind)] }
}

extension LaunchItem: JSONWritable {
  /// Members in key order, as `JSONEncoder.sortedKeys()` writes them; marks fall in between.
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    var pending = marks[...]
    func marksBefore(_ key: String, _ json: inout JSONWriter) {
      while let mark = pending.first, mark.key < key {
        json.member(mark.key, mark.isSet)
        pending = pending.dropFirst()
      }
    }
    marksBefore("datePrecision", &json)
    json.member("datePrecision", datePrecision)
    marksBefore("dateUtc", &json)
    json.member("dateUtc", dateUtc)
    marksBefore("display", &json)
    json.member("display", display)
    marksBefore("flightNumber", &json)
    json.memberOrNull("flightNumber", flightNumber)
    marksBefore("id", &json)
    json.member("id", id)
    marksBefore("launchDay", &json)
    json.member("launchDay", launchDay)
    marksBefore("launchpad", &json)
    json.member("launchpad", launchpad)
    marksBefore("name", &json)
    json.member("name", name)
    marksBefore("providers", &json)
    json.member("providers", providers)
    marksBefore("rocket", &json)
    json.member("rocket", rocket)
    marksBefore("success", &json)
    json.member("success", success)
    marksBefore("upcoming", &json)
    json.member("upcoming", upcoming)
    marksBefore("\u{10FFFF}", &json)
    json.endObject()
  }
}

extension LaunchItem.Reference: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("name", name)
    json.endObject()
  }
}

/// What Launch Library 2 says of a launch's day, as `spacex-rpc` sends it; members it does not
/// know are left out (unknown, never "no").
package struct LaunchDayItem: Codable, Sendable, Hashable, JSONSchemaAnnotating {
  package static let memberAnnotations: [String: JSONValue] = [
    "status": .object([
      "description":
        "Launch Library 2's status: Go, TBD, TBC, Hold, In Flight, Success, Failure, Partial Failure, Payload Deployed."
    ]),
    "webcastLive": .object([
      "description":
        "Whether the webcast is live, from a Launch Library 2 copy at most 15 minutes old; null when unknown (an older copy, the offline sample)."
    ]),
    "webcastUrl": .object(["description": "Where to watch: the webcast Launch Library 2 ranks first."]),
    "probability": .object(["description": "Launch probability in percent (weather mostly)."]),
    "revision": .object([
      "description": "How many changes of this launch the change ledger recorded; calendars use it as SEQUENCE."
    ]),
  ]

  package var status: String?
  package var windowStart: Date?
  package var windowEnd: Date?
  package var webcastLive: Bool?
  package var webcastUrl: String?
  package var probability: Int?
  package var weatherConcerns: String?
  package var revision: Int

  /// `nil` when LL2 says nothing of the launch.
  package init?(_ launch: Launch) {
    let day = launch.launchDay
    guard day != LaunchDay() else { return nil }
    status = day.status?.abbreviation
    windowStart = day.windowStart
    windowEnd = day.windowEnd
    webcastLive = day.webcastLive
    webcastUrl = launch.links.webcast?.absoluteString
    probability = day.probability
    weatherConcerns = day.weatherConcerns
    revision = day.revision
  }
}

extension LaunchDayItem: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("probability", probability)
    json.member("revision", revision)
    json.member("status", status)
    json.member("weatherConcerns", weatherConcerns)
    json.member("webcastLive", webcastLive)
    json.member("webcastUrl", webcastUrl)
    json.member("windowEnd", windowEnd)
    json.member("windowStart", windowStart)
    json.endObject()
  }
}
