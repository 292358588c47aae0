import Core
import Foundation

/// A launch site.
package struct Launchpad: Sendable, Hashable, Identifiable {
  package var id: String
  /// The short name lists use, e.g. `KSC LC 39A`.
  package var name: String
  package var fullName: String?
  package var locality: String?
  package var region: String?
  package var latitude: Double?
  package var longitude: Double?
  /// `active`, `retired`, `under construction`, … as the API says.
  package var status: String?
  package var launchAttempts: Int?
  package var launchSuccesses: Int?
  package var rocketIDs: [String]

  package init(
    id: String, name: String, fullName: String? = nil, locality: String? = nil, region: String? = nil,
    latitude: Double? = nil, longitude: Double? = nil, status: String? = nil, launchAttempts: Int? = nil,
    launchSuccesses: Int? = nil, rocketIDs: [String] = []
  ) {
    self.id = id
    self.name = name
    self.fullName = fullName
    self.locality = locality
    self.region = region
    self.latitude = latitude
    self.longitude = longitude
    self.status = status
    self.launchAttempts = launchAttempts
    self.launchSuccesses = launchSuccesses
    self.rocketIDs = rocketIDs
  }

  /// The pad with the facts its launches determine taken from `record`: attempts and successes
  /// counted from its own list of launches, and `active` when it saw a launch in the last two
  /// years or has launches to come (the API's word stands otherwise).
  package func counted(_ record: FlightRecord, now: Date) -> Launchpad {
    var pad = self
    pad.launchAttempts = record.launches
    pad.launchSuccesses = record.successes
    if record.isActive(now: now) == true { pad.status = "active" }
    return pad
  }

  /// Successes over attempts, in percent; `nil` before the first attempt.
  package var successRatePercent: Double? {
    guard let attempts = launchAttempts, attempts > 0, let successes = launchSuccesses else { return nil }
    return Double(successes) / Double(attempts) * 100
  }
}
