import Core
import Foundation

/// A reusable first stage (a Falcon booster, a Super Heavy): what it is, and its career, every
/// flight from both sources in order, each once.
package struct Booster: Sendable, Hashable, Identifiable {
  /// Its serial as people write it (`B1062`): the same in both sources, so it is the id.
  package var id: String { serial }
  package var serial: String
  /// The SpaceX API's id for it, when that source knows it.
  package var spaceXAPIID: String?
  /// Falcon 9 block (1–5); `nil` when no source says.
  package var block: Int?
  /// The newest word of either source: `active`, `inactive`, `lost`, `expended`, `retired`,
  /// `unknown`; `nil` when neither says.
  package var status: String?
  /// Every flight, oldest first; flights still to come at the end.
  package var flights: [BoosterFlight]
  /// How many flights Launch Library 2 counted for it in its newest record (`launcher.flights`),
  /// when it gives one: its own total, which the log (built from what both sources list) may fall
  /// short of; the card then says both.
  package var launchLibraryFlights: Int?
  /// Where the launches its log is read from end (the offline sample's to October 2022), when
  /// that is known: its time on the ground after that is unknown.
  package var dataEnds: Date?

  package init(
    serial: String, spaceXAPIID: String? = nil, block: Int? = nil, status: String? = nil,
    flights: [BoosterFlight] = []
  ) {
    (self.serial, self.spaceXAPIID, self.block, self.status, self.flights) = (
      serial, spaceXAPIID, block, status, flights
    )
  }

  /// Launch Library 2's total when it is not the log's (a log with gaps, or a source that counts
  /// differently), else `nil`.
  package var launchLibraryFlightsDiffering: Int? {
    launchLibraryFlights.flatMap { $0 != flown.count ? $0 : nil }
  }

  /// The flight that came soonest after the one before it, as its career shows them.
  package var fastestReflight: BoosterFlight? {
    flown.filter { $0.turnaroundDays != nil }.min { ($0.turnaroundDays ?? 0) < ($1.turnaroundDays ?? 0) }
  }
  /// The fewest days between two of its flights.
  package var fastestTurnaround: Int? { fastestReflight?.turnaroundDays }

  /// The flights it has flown (not those to come).
  package var flown: [BoosterFlight] { flights.filter { !$0.isUpcoming } }
  package var firstFlight: Date? { flown.first?.date }
  package var lastFlight: Date? { flown.last?.date }
  /// The next flight it is assigned to that is still to come at `now`, if any: one whose date
  /// passed with no result recorded is not "next".
  package func nextFlight(now: Date) -> BoosterFlight? { flights.first { $0.isToCome(now: now) } }

  /// Lost, expended or retired: it will not fly again, so it is not idle between flights.
  package var isOutOfService: Bool { ["lost", "expended", "retired"].contains(status ?? "") }

  /// Launch Library 2 counts more flights than the log holds: its last flight may be newer than
  /// the log's.
  package var isLogIncomplete: Bool { (launchLibraryFlights ?? 0) > flown.count }

  /// Whole days from its last flight to `now`; `nil` before its first, when the log is known to
  /// miss flights, or when the data ends more than a day before now (it may have flown since:
  /// its last flight is then no measure of the time since).
  package func daysSinceLastFlight(now: Date) -> Int? {
    guard !isLogIncomplete, !dataEndsBefore(now) else { return nil }
    return lastFlight.map { max(0, Int(saturating: now.timeIntervalSince($0) / 86_400)) }
  }

  /// Whether the data its log is read from ends more than a day before `now`.
  package func dataEndsBefore(_ now: Date) -> Bool {
    dataEnds.map { now.timeIntervalSince($0) > 86_400 } ?? false
  }

  /// Landings attempted and made on its flown flights, in all and by kind: every count is the log's.
  package var landings: LandingCounts { LandingCounts(flown) }
}

/// One flight of a booster: the launch (`flight.launchName`, `flight.date`, …) and what the
/// booster did on it.
package struct BoosterFlight: Sendable, Hashable, OnLaunch {
  package var launch: LaunchAppearance
  /// Which flight of the booster it was (1 for its first): its place in the log, flown ones first.
  package var number: Int
  /// Days since its previous flight: Launch Library 2's figure, else counted from the log.
  package var turnaroundDays: Int?
  /// `false` too for a booster lost with its launch before it could try (CRS-7, Amos-6).
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?
  /// Lost with a launch that failed.
  package var isLostWithLaunch: Bool
  package var landing: LandingKind?
  /// Where it landed or was to (`OCISLY`, `LZ-1`).
  package var landingPlace: String?
  /// What a source says of this flight that the log does not show.
  package var disagreements: [SourceDisagreement]

  package init(
    launch: LaunchAppearance, number: Int = 0, turnaroundDays: Int? = nil, landingAttempt: Bool? = nil,
    landingSuccess: Bool? = nil, isLostWithLaunch: Bool = false, landing: LandingKind? = nil,
    landingPlace: String? = nil, disagreements: [SourceDisagreement] = []
  ) {
    (self.launch, self.number, self.turnaroundDays) = (launch, number, turnaroundDays)
    (self.landingAttempt, self.landingSuccess, self.isLostWithLaunch) = (
      landingAttempt, landingSuccess, isLostWithLaunch
    )
    (self.landing, self.landingPlace, self.disagreements) = (landing, landingPlace, disagreements)
  }
}

/// Where one source says something else of a flight than the log: another number for it (the
/// log numbers flights in its own order), or another booster on its launch (the log takes the
/// newer source's for a launch after the SpaceX API froze, that API's before).
package struct SourceDisagreement: Sendable, Hashable {
  package var provider: DataProvider
  /// The flight number that source gives it.
  package var number: Int?
  /// The booster that source names in its place.
  package var booster: String?

  package init(provider: DataProvider, number: Int? = nil, booster: String? = nil) {
    (self.provider, self.number, self.booster) = (provider, number, booster)
  }
}

/// Landings attempted and made.
package struct LandingTally: Sendable, Hashable, Codable {
  package var attempts = 0
  package var successes = 0

  package init() {}

  mutating func add(made: Bool) {
    attempts += 1
    successes += made ? 1 : 0
  }
}

extension LandingTally: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("attempts", attempts)
    json.member("successes", successes)
    json.endObject()
  }
}

/// Landings attempted and made, in all and by kind.
package struct LandingCounts: Sendable, Hashable {
  package var all = LandingTally()
  package var byKind: [LandingKind: LandingTally] = [:]

  package init(_ flights: [BoosterFlight]) {
    for flight in flights where flight.landingAttempt == true {
      all.add(made: flight.landingSuccess == true)
      if let kind = flight.landing { byKind[kind, default: LandingTally()].add(made: flight.landingSuccess == true) }
    }
  }
}
