import Core
import Foundation
import LaunchesDomain

/// A launch as `spacex-rpc` lists it: raw values and display strings for the same settings.
package struct LaunchItem: Codable, Sendable {
  package struct Reference: Codable, Sendable {
    package var id: String
    package var name: String?
  }

  package var id: String
  package var name: String
  package var flightNumber: Int
  package var dateUtc: Date
  package var datePrecision: DatePrecision
  package var upcoming: Bool
  package var success: Bool?
  package var rocket: Reference?
  package var launchpad: Reference?
  package var display: LaunchRow

  // Fields are read through `summary.launch` rather than a local copy of the launch: a copy
  // retains every one of its twenty reference-counted fields, for the eight read here.
  package init(_ summary: LaunchSummary, formatter: DisplayFormatter) {
    id = summary.launch.id
    name = summary.launch.name
    flightNumber = summary.launch.flightNumber
    dateUtc = summary.launch.date
    datePrecision = summary.launch.datePrecision
    upcoming = summary.launch.isUpcoming
    success = summary.launch.success
    rocket = summary.launch.rocketID.map { Reference(id: $0, name: summary.rocketName) }
    launchpad = summary.launch.launchpadID.map { Reference(id: $0, name: summary.launchpadName) }
    display = LaunchRowPresenter.row(for: summary, formatter: formatter)
  }
}

extension LaunchItem: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("datePrecision", datePrecision)
    json.member("dateUtc", dateUtc)
    json.member("display", display)
    json.member("flightNumber", flightNumber)
    json.member("id", id)
    json.member("launchpad", launchpad)
    json.member("name", name)
    json.member("rocket", rocket)
    json.member("success", success)
    json.member("upcoming", upcoming)
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
