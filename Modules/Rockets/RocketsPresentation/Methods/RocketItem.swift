import AppContainer
import Core
import Foundation
import RocketsDomain

/// A rocket as `spacex-rpc` sends it: raw values for editors that compute, `display` strings for
/// editors that only show, both for the same settings.
struct RocketItem: Codable, Sendable {
  struct Length: Codable, Sendable {
    var meters: Double?
    var feet: Double?
  }

  struct Mass: Codable, Sendable {
    var kg: Double?
    var lb: Double?
  }

  /// What its launches say, counted over both sources' launches (`firstFlight`,
  /// `successRatePct` and `active` agree with it).
  struct Launches: Codable, Sendable {
    /// Launches with an outcome, as `launches.list {rocket}` counts them.
    var count: Int
    var successes: Int
    var failures: Int
    var consecutiveSuccesses: Int
    /// `YYYY-MM-DD`.
    var lastFlight: String?
  }

  var id: String
  var name: String
  var active: Bool
  /// `YYYY-MM-DD`.
  var firstFlight: String?
  var country: String?
  var company: String?
  var costPerLaunch: Int?
  var successRatePct: Double?
  var stages: Int?
  var height: Length
  var diameter: Length
  var mass: Mass
  var payloadToLEO: Mass?
  var wikipedia: String?
  /// `nil` when no launch names it (the SpaceX API's own figures stand then).
  var launches: Launches?
  /// The rocket's photos (`kind` `photo`).
  var images: [ImageLink]
  var display: RocketRow

  init(_ rocket: Rocket, formatter: DisplayFormatter) {
    id = rocket.id
    name = rocket.name
    active = rocket.isActive
    firstFlight = rocket.firstFlight.map { String(APIDate.format($0).prefix(10)) }
    country = rocket.country
    company = rocket.company
    costPerLaunch = rocket.costPerLaunch
    successRatePct = rocket.successRatePercent
    stages = rocket.stages
    height = Length(meters: rocket.height.metric, feet: rocket.height.imperial)
    diameter = Length(meters: rocket.diameter.metric, feet: rocket.diameter.imperial)
    mass = Mass(kg: rocket.mass.metric, lb: rocket.mass.imperial)
    payloadToLEO = rocket.payloadToLEO.map { Mass(kg: $0.metric, lb: $0.imperial) }
    wikipedia = rocket.wikipedia?.absoluteString
    images = rocket.photos.map { ImageLink(kind: "photo", url: $0.absoluteString) }
    launches = rocket.launches.map {
      Launches(
        count: $0.launches, successes: $0.successes, failures: $0.failures,
        consecutiveSuccesses: $0.consecutiveSuccesses,
        lastFlight: $0.lastFlight.map { String(APIDate.format($0).prefix(10)) })
    }
    display = RocketRowPresenter.row(for: rocket, formatter: formatter)
  }
}
