import AppContainer
import Core
import Foundation
import JSONRPC
import LandpadsDomain

/// A landing site as `spacex-rpc` sends it.
struct LandpadItem: Codable, Sendable {
  var id: String
  var name: String
  var fullName: String?
  var type: String?
  var status: String?
  var locality: String?
  var region: String?
  /// Counted from the flights of both sources.
  var landingAttempts: Int
  var landingSuccesses: Int
  /// The same, by UTC year, oldest first: every year with a landing tried there.
  var landingsByYear: [YearTally]
  var display: LandpadRow

  init(_ pad: Landpad, formatter: DisplayFormatter) {
    id = pad.id
    name = pad.name
    fullName = pad.fullName
    type = pad.type
    status = pad.status
    locality = pad.locality
    region = pad.region
    landingAttempts = pad.attempts
    landingSuccesses = pad.successes
    landingsByYear = pad.landingsByYear
    display = LandpadPresenter.row(for: pad, formatter: formatter)
  }
}

extension LandpadItem: JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "id": .object(["description": "The SpaceX API's id, or ll2:<name> for a place only Launch Library 2 names."]),
    "landingAttempts": .object(["description": "Landings tried there on flights flown, from both sources' flights."]),
  ]
}

/// A landing at a site, as `spacex-rpc` sends it.
struct PadLandingItem: Codable, Sendable {
  var launchId: String
  var launchName: String
  var dateUtc: Date
  var upcoming: Bool
  var booster: String?
  var success: Bool?
  var display: PadLandingRow

  init(_ landing: PadLanding, formatter: DisplayFormatter) {
    launchId = landing.launchID
    launchName = landing.launchName
    dateUtc = landing.date
    upcoming = landing.isUpcoming
    booster = landing.booster
    success = landing.success
    display = LandpadPresenter.landingRow(landing, formatter: formatter)
  }
}

/// Where the landing site screen's data and `landpads.get` keep its landings.
enum PadLandings: RelatedMember {
  static let name = "landings"
}
