import Core
import Foundation

extension LaunchCatalog {
  /// Each rocket's or launchpad's record (by `key`, its id), counted over every launch that names
  /// it: flown ones by their outcome, in date order, and those still to come.
  package func flightRecords(by key: (Launch) -> String?, now: Date) -> [String: FlightRecord] {
    var records: [String: FlightRecord] = [:]
    // Oldest first, so the streak of successes is the one that runs up to the latest launch.
    for position in index.newestFirst.reversed() {
      let launch = launches[position]
      guard let id = key(launch) else { continue }
      var record = records[id] ?? FlightRecord()
      record.newestListed = record.newestListed.map { max($0, launch.date) } ?? launch.date
      if let success = launch.success {
        record.launches += 1
        if success {
          record.successes += 1
          record.consecutiveSuccesses += 1
        } else {
          record.consecutiveSuccesses = 0
        }
        record.firstFlight = record.firstFlight.map { min($0, launch.date) } ?? launch.date
        record.lastFlight = record.lastFlight.map { max($0, launch.date) } ?? launch.date
      } else if launch.isUpcoming, DateText.endOfPeriod(launch.date, precision: launch.datePrecision) > now {
        record.upcoming += 1
      }
      records[id] = record
    }
    return records
  }
}
