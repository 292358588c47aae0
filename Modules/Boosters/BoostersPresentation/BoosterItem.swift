import AppContainer
import BoostersDomain
import Core
import Foundation

/// A booster as `spacex-rpc` sends it: raw values and `display` strings.
package struct BoosterItem: Codable, Sendable {
  /// Landings attempted and made.
  struct Landings: Codable, Sendable {
    var attempts: Int
    var successes: Int
  }

  /// The serial (`B1062`).
  var id: String
  var serial: String
  /// The SpaceX API's id, when it knows the booster.
  var spaceXAPIId: String?
  var block: Int?
  var status: String?
  /// Flights flown: the career's length, as the log lists them.
  var flights: Int
  /// The flights Launch Library 2 counts for it in its newest record, when it gives a count: its
  /// own total, a cross-check of `flights` (more when the log has gaps).
  var launchLibraryFlights: Int?
  var landings: Landings
  var droneshipLandings: Landings
  var landingZoneLandings: Landings
  var oceanLandings: Landings
  /// `YYYY-MM-DD`.
  var firstFlight: String?
  var lastFlight: String?
  /// `null` too when Launch Library 2 counts more flights than `flights`: the last is unknown.
  var daysSinceLastFlight: Int?
  /// The fewest days between two of its flights.
  var fastestTurnaround: Int?
  var display: BoosterRow

  init(_ booster: Booster, formatter: DisplayFormatter) {
    let flown = booster.flown
    let landings = LandingCounts(flown)
    func count(_ kind: LandingKind) -> Landings {
      Landings(attempts: landings.byKind[kind]?.attempts ?? 0, successes: landings.byKind[kind]?.successes ?? 0)
    }
    id = booster.id
    serial = booster.serial
    spaceXAPIId = booster.spaceXAPIID
    block = booster.block
    status = booster.status
    flights = flown.count
    launchLibraryFlights = booster.launchLibraryFlights
    self.landings = Landings(attempts: landings.attempts, successes: landings.successes)
    droneshipLandings = count(.droneship)
    landingZoneLandings = count(.landingZone)
    oceanLandings = count(.ocean)
    firstFlight = flown.first.map { String(APIDate.format($0.date).prefix(10)) }
    lastFlight = flown.last.map { String(APIDate.format($0.date).prefix(10)) }
    daysSinceLastFlight = booster.daysSinceLastFlight(now: formatter.now)
    fastestTurnaround = booster.fastestTurnaround
    display = BoosterPresenter.row(for: booster, formatter: formatter)
  }
}

/// One flight of a booster's career as `spacex-rpc` sends it.
package struct BoosterFlightItem: Codable, Sendable {
  var launchId: String
  var launchName: String
  var dateUtc: Date
  var upcoming: Bool
  /// Which flight of the booster (1 for its first).
  var number: Int
  var turnaroundDays: Int?
  var landingAttempt: Bool?
  var landingSuccess: Bool?
  /// `droneship`, `landingZone` or `ocean`.
  var landing: String?
  var landingPlace: String?
  /// What a source says of this flight that the career does not show; absent when none.
  var disagreements: [Disagreement]?
  var display: BoosterFlightRow

  /// One source's word against the career's: another flight number, or another booster.
  struct Disagreement: Codable, Sendable {
    /// `spacex-api` or `launch-library`.
    var source: String
    var flight: Int?
    var booster: String?
  }

  init(_ flight: BoosterFlight, formatter: DisplayFormatter) {
    launchId = flight.launchID
    launchName = flight.launchName
    dateUtc = flight.date
    upcoming = flight.isUpcoming
    number = flight.number
    turnaroundDays = flight.turnaroundDays
    landingAttempt = flight.landingAttempt
    landingSuccess = flight.landingSuccess
    landing = flight.landing?.rawValue
    landingPlace = flight.landingPlace
    disagreements =
      flight.disagreements.isEmpty
      ? nil
      : flight.disagreements.map { Disagreement(source: $0.provider.rawValue, flight: $0.number, booster: $0.booster) }
    display = BoosterPresenter.flightRow(flight, formatter: formatter)
  }
}

/// Where the booster screen's data and `boosters.get` keep its career.
package enum BoosterFlights: RelatedMember {
  package static let name = "flights"
}
