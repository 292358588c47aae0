import AppContainer
import Core
import Foundation
import RocketsDomain

/// A rocket as `spacex-rpc` sends it: raw values for editors that compute, `display` strings for
/// editors that only show, both for the same settings.
typealias RocketItem = DeclaredItem<RocketMembers>

enum RocketMembers: ItemDeclaration {
  static let members: [ItemMember<Rocket>] = [
    .value("id") { $0.id }, .value("name") { $0.name }, .value("active") { $0.isActive },
    .optional("firstFlight", description: "YYYY-MM-DD.") { $0.firstFlight.map(APIDate.formatDay) },
    .optional("country") { $0.country }, .optional("company") { $0.company },
    .optional("costPerLaunch", description: "US dollars.") { $0.costPerLaunch },
    .optional("successRatePct") { $0.successRatePercent }, .optional("stages") { $0.stages },
    .value("height") { Length($0.height) }, .value("diameter") { Length($0.diameter) },
    .value("mass") { Mass($0.mass) }, .optional("payloadToLEO") { $0.payloadToLEO.map(Mass.init) },
    .optional("wikipedia") { $0.wikipedia?.absoluteString },
    .optional(
      "launches",
      description:
        "What its launches say, counted over both sources' launches (firstFlight, successRatePct and active agree with it); left out when no launch names it (the SpaceX API's own figures stand then)."
    ) { $0.launches.map(Launches.init) },
    .value("images", description: "The rocket's photos (kind photo).") {
      $0.photos.map { ImageLink(kind: "photo", url: $0.absoluteString) }
    },
    .display(RocketCells.self),
  ]

  struct Length: Codable, Sendable, JSONWritable {
    var meters: Double?
    var feet: Double?

    init(_ length: Measured) { (meters, feet) = (length.metric, length.imperial) }

    func write(to json: inout JSONWriter) {
      json.beginObject()
      if let feet { json.member("feet", feet) }
      if let meters { json.member("meters", meters) }
      json.endObject()
    }
  }

  struct Mass: Codable, Sendable, JSONWritable {
    var kg: Double?
    var lb: Double?

    init(_ mass: Measured) { (kg, lb) = (mass.metric, mass.imperial) }

    func write(to json: inout JSONWriter) {
      json.beginObject()
      if let kg { json.member("kg", kg) }
      if let lb { json.member("lb", lb) }
      json.endObject()
    }
  }

  /// What its launches say.
  struct Launches: Codable, Sendable, JSONWritable {
    /// Launches with an outcome, as `launches.list {rocket}` counts them.
    var count: Int
    var successes: Int
    var failures: Int
    var consecutiveSuccesses: Int
    /// `YYYY-MM-DD`.
    var lastFlight: String?

    init(_ record: FlightRecord) {
      (count, successes, failures) = (record.launches, record.successes, record.failures)
      consecutiveSuccesses = record.consecutiveSuccesses
      lastFlight = record.lastFlight.map(APIDate.formatDay)
    }

    func write(to json: inout JSONWriter) {
      json.beginObject()
      json.member("consecutiveSuccesses", consecutiveSuccesses)
      json.member("count", count)
      json.member("failures", failures)
      json.member("lastFlight", lastFlight)
      json.member("successes", successes)
      json.endObject()
    }
  }
}
