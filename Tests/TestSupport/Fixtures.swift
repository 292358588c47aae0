import Core
import Foundation

/// Dates and settings tests share.
package enum Fixtures {
  /// A fixed "now" for tests that compare ages: 2026-01-01T00:00:00Z.
  package static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// Every combination of language and units, named for snapshot cases (`en-metric`, …).
  package static let settingsMatrix: [(name: String, settings: Settings)] = [
    ("en-metric", Settings(length: .m, mass: .kg, language: .en)),
    ("en-imperial", Settings(length: .ft, mass: .lb, language: .en)),
    ("ru-metric", Settings(length: .m, mass: .kg, language: .ru)),
    ("ru-imperial", Settings(length: .ft, mass: .lb, language: .ru)),
  ]

  /// A formatter in UTC at ``now``, so golden files depend on neither the machine's zone nor the day.
  package static func formatter(_ settings: Settings) -> DisplayFormatter {
    DisplayFormatter(settings: settings, timeZone: DateText.utc, now: now)
  }
}
