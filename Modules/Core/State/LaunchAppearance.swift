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

  /// Not flown and its date's period not over at `now`: still to come. A launch not flown whose
  /// period is over is overdue: "no result recorded", never "to come" (a frozen source, or an
  /// old copy, keeps launches "upcoming" long after they flew).
  package func isToCome(now: Date) -> Bool {
    isUpcoming && DateText.endOfPeriod(date, precision: datePrecision) > now
  }

  /// Not flown by any record, and its date's period over at `now`: its result is not recorded.
  package func isOverdue(now: Date) -> Bool { isUpcoming && !isToCome(now: now) }

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
  package func isToCome(now: Date) -> Bool { launch.isToCome(now: now) }
  package func isOverdue(now: Date) -> Bool { launch.isOverdue(now: now) }
}
