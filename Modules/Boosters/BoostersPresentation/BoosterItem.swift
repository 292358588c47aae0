import AppContainer
import BoostersDomain
import Core
import Foundation

/// A booster as `spacex-rpc` sends it: raw values and `display` strings.
package typealias BoosterItem = DeclaredItem<BoosterMembers>

package enum BoosterMembers: ItemDeclaration {
  /// Of one kind (every kind, for `nil`), on the flights flown.
  private static func landings(_ kind: LandingKind?) -> ItemMember<Booster> {
    .value(kind.map { "\($0.rawValue)Landings" } ?? "landings") { booster in
      kind.map { booster.landings.byKind[$0] ?? LandingTally() } ?? booster.landings.all
    }
  }

  package static let members: [ItemMember<Booster>] = [
    .value("id", description: "The serial (B1062).") { $0.id }, .value("serial") { $0.serial },
    .optional("spaceXAPIId", description: "The SpaceX API's id, when it knows the booster.") { $0.spaceXAPIID },
    .optional("block") { $0.block }, .optional("status") { $0.status },
    .value("flights", description: "Flights flown: the career's length, as the log lists them.") { $0.flown.count },
    .optional(
      "launchLibraryFlights",
      description:
        "The flights Launch Library 2 counts for it in its newest record, when it gives a count: its own total, a cross-check of flights (more when the log has gaps)."
    ) { $0.launchLibraryFlights },
    landings(nil), landings(.droneship), landings(.landingZone), landings(.ocean),
    .optional("firstFlight", description: "YYYY-MM-DD.") {
      $0.firstFlight.map(APIDate.formatDay)
    },
    .optional("lastFlight", description: "YYYY-MM-DD.") { $0.lastFlight.map(APIDate.formatDay) },
    .optional(
      "daysSinceLastFlight",
      description:
        "Left out before its first flight, and when Launch Library 2 counts more flights than the log holds (its last is then unknown).",
      formatted: { booster, formatter in booster.daysSinceLastFlight(now: formatter.now) }),
    .optional("fastestTurnaround", description: "The fewest days between two of its flights.") {
      $0.fastestTurnaround
    },
    .display(BoosterCells.self),
  ]
}

/// One flight of a booster's career as `spacex-rpc` sends it.
package typealias BoosterFlightItem = DeclaredItem<BoosterFlightMembers>

package enum BoosterFlightMembers: ItemDeclaration {
  /// One source's word against the career's: another flight number, or another booster.
  struct Disagreement: Codable, Sendable, JSONWritable {
    /// `spacex-api` or `launch-library`.
    var source: String
    var flight: Int?
    var booster: String?

    func write(to json: inout JSONWriter) {
      json.beginObject()
      json.member("booster", booster)
      json.member("flight", flight)
      json.member("source", source)
      json.endObject()
    }
  }

  package static let members: [ItemMember<BoosterFlight>] =
    ItemMember.onLaunch + [
      .value("number", description: "Which flight of the booster (1 for its first).") { $0.number },
      .optional("turnaroundDays") { $0.turnaroundDays }, .optional("landingAttempt") { $0.landingAttempt },
      .optional("landingSuccess") { $0.landingSuccess },
      .optional("landing", description: "droneship, landingZone or ocean.") { $0.landing?.rawValue },
      .optional("landingPlace") { $0.landingPlace },
      .optional(
        "disagreements",
        description: "What a source says of this flight that the career does not show; absent when none."
      ) { flight in
        flight.disagreements.isEmpty
          ? nil
          : flight.disagreements.map {
            Disagreement(source: $0.provider.rawValue, flight: $0.number, booster: $0.booster)
          }
      },
      .display(BoosterFlightCells.self),
    ]
}

/// Where the booster screen's data and `boosters.get` keep its career.
package enum BoosterFlights: RelatedMember {
  package static let name = "flights"
}
