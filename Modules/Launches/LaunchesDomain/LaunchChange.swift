import Core
import Foundation

/// One difference a sync of Launch Library 2 saw between the launch it had and the one it
/// fetched, with when it was seen: the change ledger is a list of these, oldest first.
///
/// Values are kept as LL2 gave them (a date and its precision, a status id, a pad's name), so the
/// ledger says what was seen, and each frontend words it in the reader's language.
package struct LaunchChange: Sendable, Hashable, Codable {
  package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The launch appeared in a sync after the first.
    case new
    /// Its date moved (`from` → `to`, with their precisions).
    case date
    /// Its LL2 status changed: an outcome when it became Success, Failure or Partial Failure.
    case status
    /// It moved to another pad.
    case pad
    /// It was renamed.
    case name
    /// Its webcast went live, or ended.
    case webcast
  }

  /// When the sync that saw it ran.
  package var seenAt: Date
  /// Launch Library 2's id of the launch.
  package var launchID: String
  /// The launch's name when the change was seen.
  package var launchName: String
  package var kind: Kind
  /// The value before, as a string: an ISO 8601 date, a status id, a pad or launch name, `true`
  /// or `false`; `nil` for a new launch.
  package var from: String?
  package var to: String?
  /// For dates: how precisely each was known (LL2's `net_precision` words: `MIN`, `HR`, `DAY`, `M`).
  package var fromPrecision: String?
  package var toPrecision: String?

  package init(
    seenAt: Date, launchID: String, launchName: String, kind: Kind, from: String? = nil, to: String? = nil,
    fromPrecision: String? = nil, toPrecision: String? = nil
  ) {
    self.seenAt = seenAt
    self.launchID = launchID
    self.launchName = launchName
    self.kind = kind
    self.from = from
    self.to = to
    self.fromPrecision = fromPrecision
    self.toPrecision = toPrecision
  }

  /// A date change's dates.
  package var dates: (from: Date, to: Date)? {
    guard kind == .date, let from = from.flatMap(APIDate.parse), let to = to.flatMap(APIDate.parse) else { return nil }
    return (from, to)
  }

  /// How far a date change moved the launch (negative: earlier).
  package var slip: TimeInterval? { dates.map { $0.to.timeIntervalSince($0.from) } }

  /// A status change to a result: success, failure or partial failure.
  package var isOutcome: Bool {
    kind == .status && to.flatMap(Int.init).map { LaunchStatusWord(launchLibraryID: $0).isOutcome } == true
  }

  /// The count paused: Go (or flying) became Hold. A hold keeps the attempt alive, so it is no
  /// scrub: launch-day speech tells them apart, and so does everything that words a change.
  package var isHold: Bool {
    guard let (before, after) = statuses else { return false }
    return after == .hold && before != .hold
  }

  /// The count picked up again: Hold became Go.
  package var isResumption: Bool {
    guard let (before, after) = statuses else { return false }
    return before == .hold && after == .go
  }

  /// The attempt called off: a launch that was Go or holding has no firm time any more (TBD or
  /// TBC), without an outcome.
  package var isScrub: Bool {
    guard let (before, after) = statuses else { return false }
    return [.go, .hold].contains(before) && [.toBeDetermined, .toBeConfirmed].contains(after)
  }

  /// A status change's two statuses, as LL2's ids name them.
  private var statuses: (before: LaunchStatusWord, after: LaunchStatusWord)? {
    guard kind == .status, let before = from.flatMap(Int.init).map(LaunchStatusWord.init(launchLibraryID:)),
      let after = to.flatMap(Int.init).map(LaunchStatusWord.init(launchLibraryID:))
    else { return nil }
    return (before, after)
  }
}

/// What syncs of the fresh source recorded, kept across runs and processes.
package protocol LaunchChangeLog: Sendable {
  /// The changes seen at or after `moment`, oldest first (the ledger keeps a bounded number).
  func changes(since moment: Date) -> [LaunchChange]
  /// The changes of one launch (by either of its ids), oldest first.
  func changes(of launch: Launch) -> [LaunchChange]
  /// Syncs the fresh source (within its request budget; an urgent sync, for a launch due within
  /// the hour, may spend the budget's reserve) and tells what that recorded.
  /// - Parameter age: sync only when the synced copy is at least this old (any process's sync
  ///   counts): a background refresh then spends nothing when another sync just ran, and a
  ///   surface due at a moment (T−0, the rule's age) spends nothing when another process's sync
  ///   for the same moment stored its copy first; `nil` always syncs.
  func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh
  /// Whether a refresh may succeed in this run at all (not with Launch Library 2 off, `--offline`
  /// or `--source cache|bundled`): a refresh that cannot is not scheduled.
  var canRefresh: Bool { get }
  /// When the fresh source's synced copy was last stored, by any process on the cache (`nil`:
  /// never, or no such copy): cheap to ask every second, so a process that shows the data notices
  /// another's sync and shows it without a request of its own.
  var syncedAt: Date? { get }
}

extension LaunchChangeLog {
  package var syncedAt: Date? { nil }

  /// Syncs now, whatever the copy's age.
  package func refresh(priority: RequestBudget.Priority) async -> LaunchRefresh {
    await refresh(priority: priority, ifOlderThan: nil)
  }
}

/// What one refresh of the fresh source did.
package struct LaunchRefresh: Sendable {
  /// The changes it recorded (none when nothing moved, or nothing could be fetched).
  package var changes: [LaunchChange]
  /// `nil` when it synced; else why not (offline, over budget, unreachable).
  package var failure: String?
  /// When a sync may succeed again, when the budget or a 429 stopped this one.
  package var freshAfter: Date?
  /// No refresh can succeed in this run (LL2 off, `--offline`, `--source cache|bundled`).
  package var isPermanent: Bool

  package init(changes: [LaunchChange], failure: String? = nil, freshAfter: Date? = nil, isPermanent: Bool = false) {
    self.changes = changes
    self.failure = failure
    self.freshAfter = freshAfter
    self.isPermanent = isPermanent
  }
}

/// A log with nothing in it, for runs without Launch Library 2 (or without a cache directory).
package struct EmptyLaunchChangeLog: LaunchChangeLog {
  package init() {}
  package func changes(since moment: Date) -> [LaunchChange] { [] }
  package func changes(of launch: Launch) -> [LaunchChange] { [] }
  /// Why it records nothing.
  package static let off = "Launch Library 2 is off: nothing records changes"
  package var canRefresh: Bool { false }
  package func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh {
    LaunchRefresh(changes: [], failure: Self.off, isPermanent: true)
  }
}

extension Launch {
  /// The ids the change ledger may know it by: its own, and Launch Library 2's.
  package var changeLedgerIDs: Set<String> { Set([id] + (launchLibraryID.map { [$0] } ?? [])) }
}

extension LaunchChange {
  /// Whether `other` records the same change: the same values, seen within a second (the ledger
  /// keeps its times to the millisecond, so a change read back from it is not equal to the
  /// change as the sync made it).
  package func isSame(as other: LaunchChange) -> Bool {
    var aligned = other
    aligned.seenAt = seenAt
    return self == aligned && abs(seenAt.timeIntervalSince(other.seenAt)) < 1
  }
}

extension Array where Element == LaunchChange {
  /// When a sync first saw the launch's current hold: the last status change to Hold among
  /// these (one launch's, oldest first); `nil` when none is.
  package var holdSeenAt: Date? {
    last { $0.kind == .status && $0.to == String(LaunchStatusWord.hold.rawValue) }?.seenAt
  }

  /// The changes of one launch, by either of its ids.
  package func of(_ launch: Launch) -> [LaunchChange] {
    let ids = launch.changeLedgerIDs
    return filter { ids.contains($0.launchID) }
  }
}

extension LaunchChange {
  /// How far back `spacex changes` looks when not told.
  package static let defaultSince = "7d"

  /// The moment `text` names: a span back from `now` (`24h`, `7d`, `1h30m`), a UTC day
  /// (`2026-12-01`, from its start) or an ISO 8601 date-time; `nil` for anything else.
  package static func since(parsing text: String, now: Date) -> Date? {
    if let span = TimeSpan.parse(text) { return now.addingTimeInterval(-span) }
    return APIDate.parse(text)
  }
}

extension DatePrecision {
  /// LL2's `net_precision.abbrev` in the SpaceX API's words. Unknown abbreviations count as a day:
  /// never more precise than known.
  package init(launchLibrary abbrev: String?) {
    switch abbrev?.uppercased() {
    case "SEC"?, "MIN"?, "HR"?: self = .hour
    case "M"?: self = .month
    case "Q"?, "Q1"?, "Q2"?, "Q3"?, "Q4"?: self = .quarter
    case "H1"?, "H2"?: self = .half
    case "Y"?, "FY"?: self = .year
    default: self = .day
    }
  }
}
