import Foundation

/// What a rocket's or a launchpad's launches say about it, counted from the merged catalog, so
/// its facts agree with its list of launches: one number per fact, from every source that knows
/// a launch.
package struct FlightRecord: Sendable, Hashable {
  /// Launches with a recorded outcome, success or failure (a partial failure counts as one).
  package var launches = 0
  package var successes = 0
  /// Successes since the last failure, counted back from the latest launch.
  package var consecutiveSuccesses = 0
  package var firstFlight: Date?
  package var lastFlight: Date?
  /// Launches still to come: not flown, and their date's period not over.
  package var upcoming = 0
  /// The newest launch listed, flown or not (one past its date with no result recorded too).
  package var newestListed: Date?

  package init() {}

  package var failures: Int { launches - successes }

  /// Successes in percent of launches; `nil` before the first.
  package var successRatePercent: Double? {
    launches == 0 ? nil : Double(successes) / Double(launches) * 100
  }

  /// How long a vehicle or pad counts as active after its last flight.
  package static let activeAfterLastFlight: TimeInterval = 2 * 365.25 * 86_400

  /// Active when it flew within the last two years or has launches to come; `nil` when the
  /// launches do not say (the source's own status word stands then).
  package func isActive(now: Date) -> Bool? {
    if upcoming > 0 { return true }
    if let lastFlight, now.timeIntervalSince(lastFlight) <= Self.activeAfterLastFlight { return true }
    return nil
  }

  /// Whether launches listed after its last flight (planned, or past their date with no result
  /// recorded) contradict a source's word that it is out of use: a frozen source's "inactive" or
  /// "under construction" beside flights it never saw. The word is then said as that source's,
  /// with its date.
  package func contradictsOutOfUse(now: Date) -> Bool {
    guard isActive(now: now) == nil, let newestListed else { return false }
    return newestListed > (lastFlight ?? .distantPast)
  }
}
