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
  /// Those rockets' names, as the launch catalog has them; empty when it could not be read.
  package var rocketNames: [String] = []
  /// When its status other than `active` is only the SpaceX API's word (as of this date, its
  /// copy's) and launches listed since contradict it (Starbase "under construction" beside
  /// Starship's flights); `nil` otherwise.
  package var statusAsOf: Date?

  package init(
    id: String, name: String, fullName: String? = nil, locality: String? = nil, region: String? = nil,
    latitude: Double? = nil, longitude: Double? = nil, status: String? = nil, launchAttempts: Int? = nil,
    launchSuccesses: Int? = nil, rocketIDs: [String] = []
  ) {
    (self.id, self.name, self.fullName, self.locality, self.region) = (id, name, fullName, locality, region)
    (self.latitude, self.longitude, self.status) = (latitude, longitude, status)
    (self.launchAttempts, self.launchSuccesses, self.rocketIDs) = (launchAttempts, launchSuccesses, rocketIDs)
  }

  /// Every name it answers to: its short name, then its full name.
  package static func names(_ pad: Launchpad) -> [String] {
    [pad.name] + [pad.fullName].compactMap { $0 }
  }

  /// The pad with the facts its launches determine taken from `record`: attempts and successes
  /// counted from its own list of launches, and `active` when it saw a launch in the last two
  /// years or has launches to come (the API's word stands otherwise).
  /// - Parameter wordAsOf: the date of the SpaceX API's copy its own status word comes from.
  package func counted(_ record: FlightRecord, now: Date, wordAsOf: Date? = nil) -> Launchpad {
    var pad = self
    pad.launchAttempts = record.launches
    pad.launchSuccesses = record.successes
    if record.isActive(now: now) == true { pad.status = "active" }
    if pad.status != "active", record.contradictsOutOfUse(now: now) { pad.statusAsOf = wordAsOf }
    return pad
  }

  /// Successes over attempts, in percent; `nil` before the first attempt.
  package var successRatePercent: Double? {
    guard let attempts = launchAttempts, attempts > 0, let successes = launchSuccesses else { return nil }
    return Double(successes) / Double(attempts) * 100
  }
}
