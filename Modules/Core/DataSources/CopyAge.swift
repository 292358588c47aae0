import Foundation

/// How old a copy fetched at a moment is, read the one way every freshness check reads it.
///
/// The moment comes from a file (a cache header, a derived value's inputs), so it may lie: a copy
/// stamped in the future (a clock set back, a file from another machine or written by hand) would
/// otherwise count as fresh until the clock reached its stamp, for years, whatever the cache
/// window. It is not fresh; only a few seconds ahead (clocks of two processes) are forgiven.
package enum CopyAge {
  /// How far in the future a stamp may be and still be read as now.
  package static let clockSkew: TimeInterval = 60

  /// Whether a copy fetched at `fetchedAt` is younger than `window` at `now`.
  package static func isFresh(_ fetchedAt: Date, within window: TimeInterval, now: Date) -> Bool {
    let age = now.timeIntervalSince(fetchedAt)
    return age >= -clockSkew && age < window
  }

  /// Whether it is at least `age` old (or stamped in the future, which counts as old).
  package static func isOlder(_ fetchedAt: Date, than age: TimeInterval, now: Date) -> Bool {
    !isFresh(fetchedAt, within: age, now: now)
  }
}
