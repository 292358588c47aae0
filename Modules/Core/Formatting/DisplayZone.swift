import Foundation

/// The zone times are shown in. UTC, what servers, containers and `--utc` use, is plain
/// arithmetic and makes no Foundation `TimeZone`: the first one a process makes, even
/// `TimeZone.gmt`, costs half a million instructions (its cache's metadata found by searching the
/// binary's conformance records), 4 % of a warm query.
package struct DisplayZone: Sendable, Hashable {
  /// The named zone; `nil` for UTC.
  package let timeZone: TimeZone?

  package static let utc = DisplayZone(nil)

  /// The system's zone (`TimeZone.current`, which loads ICU's zone data).
  package static var current: DisplayZone { DisplayZone(.current) }

  /// A zone by any name of UTC (`UTC`, `Etc/UTC`, `GMT`…) is UTC.
  package init(_ timeZone: TimeZone?) {
    self.timeZone = timeZone.flatMap { DateText.isUTCName($0.identifier) ? nil : $0 }
  }

  /// Foundation's identifier (`GMT` for UTC, as `TimeZone.gmt` says).
  package var identifier: String { timeZone?.identifier ?? "GMT" }

  package var isUTC: Bool { timeZone == nil }

  package func secondsFromGMT(for date: Date) -> Int { timeZone?.secondsFromGMT(for: date) ?? 0 }

  /// "EST", "GMT+9"; `nil` for UTC, whose name the caller chooses.
  package func abbreviation(for date: Date) -> String? { timeZone.map { $0.abbreviation(for: date) ?? $0.identifier } }
}
