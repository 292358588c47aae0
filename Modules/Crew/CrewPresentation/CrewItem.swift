import AppContainer
import Core
import CrewDomain
import Foundation

/// An astronaut as `spacex-rpc` sends it.
package struct AstronautItem: Codable, Sendable {
  var id: String
  var name: String
  var agency: String?
  var status: String?
  /// Launches flown, as listed under the card (those to come apart).
  var flights: Int
  var lastFlight: String?
  var wikipedia: String?
  var display: AstronautRow

  init(_ astronaut: Astronaut, formatter: DisplayFormatter) {
    (id, name, agency, status) = (astronaut.id, astronaut.name, astronaut.agency, astronaut.status)
    flights = astronaut.flown.count
    lastFlight = astronaut.lastFlight.map { String(APIDate.format($0).prefix(10)) }
    wikipedia = astronaut.wikipedia
    display = CrewPresenter.row(astronaut, formatter: formatter)
  }
}

/// Where the astronaut screen's data and `crew.get` keep the launches.
package enum AstronautLaunches: RelatedMember {
  package static let name = "launches"
}
