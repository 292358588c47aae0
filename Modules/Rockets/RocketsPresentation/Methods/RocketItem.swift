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

  /// Flights only Launch Library 2 records, which `successRatePct` does not count.
  struct Flights: Codable, Sendable {
    var flights: Int
    var successes: Int
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
  var launchLibraryFlights: Flights?
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
    launchLibraryFlights = rocket.launchLibraryFlights.map { Flights(flights: $0.flights, successes: $0.successes) }
    display = RocketRowPresenter.row(for: rocket, formatter: formatter)
  }
}
