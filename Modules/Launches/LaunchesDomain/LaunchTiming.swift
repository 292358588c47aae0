import Core
import Foundation

/// What the freshness rule and a countdown read of a launch: when, how precisely, whether it has
/// an outcome and Launch Library 2's word for it. A `Launch` has one (``Launch/timing``); the
/// record a status line reads (``NextLaunchDigest``) keeps one per launch, so both are judged by
/// the same rule.
package struct LaunchTiming: Sendable, Hashable {
  package var date: Date
  package var precision: DatePrecision
  /// The launch has a recorded outcome (`success` is known).
  package var isSettled: Bool
  package var isUpcoming: Bool
  package var status: LaunchStatusWord?

  package init(date: Date, precision: DatePrecision, isSettled: Bool, isUpcoming: Bool, status: LaunchStatusWord?) {
    self.date = date
    self.precision = precision
    self.isSettled = isSettled
    self.isUpcoming = isUpcoming
    self.status = status
  }

  /// How precisely a countdown counts to it (``LaunchStatusWord/countdownPrecision(_:)``).
  package var countdownPrecision: DatePrecision { status?.countdownPrecision(precision) ?? precision }
}

extension Launch {
  package var timing: LaunchTiming {
    LaunchTiming(
      date: date, precision: datePrecision, isSettled: success != nil, isUpcoming: isUpcoming,
      status: launchDay.status)
  }
}
