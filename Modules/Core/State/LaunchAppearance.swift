import Foundation

/// A launch something appeared on (a ship's, a person's), as a card lists it under itself:
/// enough to show it and open it, whichever source it came from.
package struct LaunchAppearance: Sendable, Hashable {
  package var launchID: String
  package var launchName: String
  package var date: Date
  package var datePrecision: DatePrecision
  package var isUpcoming: Bool

  package init(launchID: String, launchName: String, date: Date, datePrecision: DatePrecision, isUpcoming: Bool) {
    (self.launchID, self.launchName, self.date) = (launchID, launchName, date)
    (self.datePrecision, self.isUpcoming) = (datePrecision, isUpcoming)
  }

  /// Oldest first, those to come after every one flown.
  package static func ordered(_ launches: [LaunchAppearance]) -> [LaunchAppearance] {
    let sorted = launches.sorted { $0.date < $1.date }
    return sorted.filter { !$0.isUpcoming } + sorted.filter(\.isUpcoming)
  }
}

/// A record of something on one launch (a booster's flight, a capsule's mission, a landing): the
/// launch's facts read as its own (`flight.launchName`, `flight.date`).
package protocol OnLaunch {
  var launch: LaunchAppearance { get }
}

extension OnLaunch {
  package var launchID: String { launch.launchID }
  package var launchName: String { launch.launchName }
  package var date: Date { launch.date }
  package var datePrecision: DatePrecision { launch.datePrecision }
  package var isUpcoming: Bool { launch.isUpcoming }
}
