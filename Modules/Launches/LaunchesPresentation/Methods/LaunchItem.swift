import Core
import Foundation
import LaunchesDomain

/// A launch as `spacex-rpc` lists it: raw values and display strings for the same settings.
struct LaunchItem: Codable, Sendable {
  struct Reference: Codable, Sendable {
    var id: String
    var name: String?
  }

  var id: String
  var name: String
  var flightNumber: Int
  var dateUtc: Date
  var datePrecision: DatePrecision
  var upcoming: Bool
  var success: Bool?
  var rocket: Reference?
  var launchpad: Reference?
  var display: LaunchRow

  init(_ summary: LaunchSummary, formatter: DisplayFormatter) {
    let launch = summary.launch
    id = launch.id
    name = launch.name
    flightNumber = launch.flightNumber
    dateUtc = launch.date
    datePrecision = launch.datePrecision
    upcoming = launch.isUpcoming
    success = launch.success
    rocket = launch.rocketID.map { Reference(id: $0, name: summary.rocketName) }
    launchpad = launch.launchpadID.map { Reference(id: $0, name: summary.launchpadName) }
    display = LaunchRowPresenter.row(for: summary, formatter: formatter)
  }
}
