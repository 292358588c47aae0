import BoostersDomain
import Core
import Foundation
import LaunchesDomain

/// The fleet from both sources: the SpaceX API's cores (serial, block, status) and every launch's
/// boosters in the merged catalog, joined by serial. A flight is a launch, so a launch both
/// sources know is one flight (the catalog already merged it); the numbers and counts come from
/// the log itself, so they always agree with it.
enum FleetJoin {
  /// - Parameters:
  ///   - cores: the SpaceX API's cores (its whole fleet up to late 2022).
  ///   - landpads: v4 landpad ids → short names, for where v4's landings were.
  ///   - launches: the merged launches, any order.
  static func boosters(cores: [CoreDTO], landpads: [String: String], launches: [Launch]) -> [Booster] {
    var boosters: [String: Booster] = [:]
    var serialOfCore: [String: String] = [:]
    for core in cores {
      guard let serial = core.serial.flatMap(normalized) else { continue }
      serialOfCore[core.id] = serial
      boosters[serial] = Booster(serial: serial, spaceXAPIID: core.id, block: core.block, status: core.status)
    }
    var statusFromLaunches: [String: String] = [:]
    var launchLibraryFlights: [String: Int] = [:]
    for launch in launches.sorted(by: { $0.date < $1.date }) {
      for use in launch.cores {
        guard let serial = use.serial.flatMap(normalized) ?? use.coreID.flatMap({ serialOfCore[$0] }) else { continue }
        var booster = boosters[serial] ?? Booster(serial: serial)
        // One flight per launch: a launch that lists the booster twice is one flight.
        guard !booster.flights.contains(where: { $0.launchID == launch.id }) else { continue }
        booster.flights.append(
          BoosterFlight(
            launchID: launch.id, launchName: launch.name, date: launch.date, datePrecision: launch.datePrecision,
            isUpcoming: launch.isUpcoming, number: use.flight ?? 0, turnaroundDays: use.turnaroundDays,
            landingAttempt: use.landingAttempt, landingSuccess: launch.isUpcoming ? nil : use.landingSuccess,
            landing: LandingKind(sourceWord: use.landingType),
            landingPlace: use.landingPlace ?? use.landpadID.flatMap { landpads[$0] }))
        if let status = use.boosterStatus { statusFromLaunches[serial] = status }
        // LL2's count only grows: the largest any record gives is its newest.
        if let count = use.boosterFlights {
          launchLibraryFlights[serial] = max(count, launchLibraryFlights[serial] ?? 0)
        }
        boosters[serial] = booster
      }
    }
    // By serial, so that every run lists them alike (a dictionary's order changes from run to run).
    return boosters.values.sorted { $0.serial < $1.serial }.map { booster in
      var booster = booster
      booster.flights = numbered(booster.flights)
      // The newer source's word, when it has one: LL2 reads the booster as it is now.
      if let status = statusFromLaunches[booster.serial] { booster.status = status }
      booster.launchLibraryFlights = launchLibraryFlights[booster.serial]
      return booster
    }
  }

  /// Flights in order, flown first: each numbered by the source when it says, else one after
  /// the flight before it; turnaround counted from the previous flight when no source gives it
  /// and that flight is the one just before (a data set missing flights between them does not
  /// make up a turnaround).
  private static func numbered(_ flights: [BoosterFlight]) -> [BoosterFlight] {
    let ordered = flights.filter { !$0.isUpcoming } + flights.filter(\.isUpcoming)
    var previous: BoosterFlight?
    return ordered.map { flight in
      var flight = flight
      if flight.number == 0 { flight.number = (previous?.number ?? 0) + 1 }
      if flight.turnaroundDays == nil, let previous, previous.number == flight.number - 1, !flight.isUpcoming {
        flight.turnaroundDays = Int(saturating: flight.date.timeIntervalSince(previous.date) / 86_400)
      }
      previous = flight
      return flight
    }
  }

  /// `B1062` however a source writes it (`b1062`, `B 1062`); `nil` for no booster at all
  /// (LL2's `Unknown F9`, a serial not yet assigned).
  static func normalized(_ serial: String) -> String? {
    let trimmed = serial.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.lowercased().hasPrefix("unknown") else { return nil }
    let compact = trimmed.replacingOccurrences(of: " ", with: "")
    if compact.count > 1, compact.first.map({ $0 == "b" || $0 == "B" }) == true,
      compact.dropFirst().allSatisfy(\.isNumber)
    {
      return "B" + compact.dropFirst()
    }
    return trimmed
  }
}
