import BoostersDomain
import Core
import Foundation
import LaunchesDomain

/// The fleet from both sources: the SpaceX API's cores (serial, block, status) and every launch's
/// boosters in the merged catalog, joined by serial. A flight is a launch, so a launch both
/// sources know is one flight (the catalog already merged it, with one source's boosters); the
/// numbers, turnarounds and counts come from the log itself, so they always agree with it, and
/// what a source says otherwise is kept on the flight as a disagreement.
enum FleetJoin {
  /// A flight as one launch names it, before the log numbers it.
  private struct Entry {
    var flight: BoosterFlight
    /// The flight numbers the sources give it.
    var claims: [(provider: DataProvider, number: Int)]
  }

  /// - Parameters:
  ///   - cores: the SpaceX API's cores (its whole fleet up to late 2022).
  ///   - landpads: `/v4/landpads`, whose short names say where v4's landings were (`OCISLY`).
  ///   - launches: the merged launches, any order.
  static func boosters(cores: [CoreDTO], landpads: V4Names, launches: [Launch]) -> [Booster] {
    var boosters: [String: Booster] = [:]
    var serialOfCore: [String: String] = [:]
    for core in cores {
      guard let serial = core.serial.flatMap(Serial.normalized) else { continue }
      serialOfCore[core.id] = serial
      boosters[serial] = Booster(serial: serial, spaceXAPIID: core.id, block: core.block, status: core.status)
    }
    func serial(_ use: CoreAssignment) -> String? {
      use.serial.flatMap(Serial.normalized) ?? use.coreID.flatMap { serialOfCore[$0] }
    }
    var entries: [String: [Entry]] = [:]
    var statusFromLaunches: [String: String] = [:]
    var launchLibraryFlights: [String: Int] = [:]
    for launch in launches.sorted(by: { $0.date < $1.date }) {
      let named = launch.cores.map(serial)
      let other = launch.otherSourceCores.map { (serial: serial($0), core: $0) }
      // The other source's boosters that this launch's list does not name, in its order: each
      // stands against the first of this list's that the other source does not name.
      var unmatched = other.filter { $0.serial.map { !named.contains($0) } ?? false }.compactMap(\.serial)
      for (use, serial) in zip(launch.cores, named) {
        guard let serial, entries[serial]?.contains(where: { $0.flight.launchID == launch.id }) != true else {
          continue  // One flight per launch: a launch that lists the booster twice is one flight.
        }
        let provider: DataProvider = use.coreID != nil ? .spaceXAPI : .launchLibrary
        let otherProvider: DataProvider = provider == .spaceXAPI ? .launchLibrary : .spaceXAPI
        var flight = BoosterFlight(
          launch: launch.appearance, turnaroundDays: use.turnaroundDays,
          landingAttempt: launch.landingAttempted(by: use),
          landingSuccess: launch.isUpcoming ? nil : use.landingSuccess,
          isLostWithLaunch: launch.isLost(use), landing: LandingKind(sourceWord: use.landingType),
          landingPlace: use.landingPlace ?? landpads[use.landpadID]?.name)
        var claims = use.flight.map { [(provider, $0)] } ?? []
        if let same = other.first(where: { $0.serial == serial }) {
          if let number = same.core.flight { claims.append((otherProvider, number)) }
        } else if !unmatched.isEmpty {
          flight.disagreements.append(SourceDisagreement(provider: otherProvider, booster: unmatched.removeFirst()))
        }
        entries[serial, default: []].append(Entry(flight: flight, claims: claims))
        if let status = use.boosterStatus { statusFromLaunches[serial] = status }
        // LL2's count only grows: the largest any record gives is its newest.
        if let count = use.boosterFlights {
          launchLibraryFlights[serial] = max(count, launchLibraryFlights[serial] ?? 0)
        }
      }
    }
    for (serial, log) in entries {
      var booster = boosters[serial] ?? Booster(serial: serial)
      booster.flights = career(log)
      // The newer source's word, when it has one: LL2 reads the booster as it is now.
      if let status = statusFromLaunches[serial] { booster.status = status }
      booster.launchLibraryFlights = launchLibraryFlights[serial]
      boosters[serial] = booster
    }
    // By serial, so that every run lists them alike (a dictionary's order changes from run to run).
    return boosters.values.sorted { $0.serial < $1.serial }
  }

  /// The flights in the log's order, flown first: each numbered by its place (a source's other
  /// number is a disagreement), each flown one's turnaround Launch Library 2's figure, else the
  /// days since the flight before it.
  private static func career(_ log: [Entry]) -> [BoosterFlight] {
    let ordered = log.filter { !$0.flight.isUpcoming } + log.filter(\.flight.isUpcoming)
    var previous: BoosterFlight?
    return ordered.enumerated().map { place, entry in
      var flight = entry.flight
      flight.number = place + 1
      flight.disagreements += entry.claims.filter { $0.number != flight.number }.map {
        SourceDisagreement(provider: $0.provider, number: $0.number)
      }
      if flight.turnaroundDays == nil, let previous, !flight.isUpcoming {
        flight.turnaroundDays = Int(saturating: flight.date.timeIntervalSince(previous.date) / 86_400)
      }
      previous = flight
      return flight
    }
  }
}
