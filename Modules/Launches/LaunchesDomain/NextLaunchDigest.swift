import Core
import Foundation

/// The launches to come, reduced to what a status line reads, kept in the cache beside the
/// catalog they were taken from: `spacex next --line`, redrawn every few seconds by a bar, reads
/// this record of a few kilobytes and builds nothing else (no catalog, no container).
///
/// It says which cached copies it was taken from, so a reader can tell whether it still stands
/// for the cache (every copy unchanged) and answer as the whole catalog would, or leave the
/// answer to the path that reads the catalog.
package struct NextLaunchDigest: Sendable, Hashable {
  /// The cache key it is kept under.
  package static let cacheKey = "DIGEST next launches"
  /// The most launches kept: the next launch is found among the first few, and the freshness
  /// rule looks no further than a day ahead.
  package static let capacity = 64

  /// A cached copy the catalog was built from, and its fetch time then.
  package struct Input: Sendable, Hashable {
    package var key: String
    package var fetchedAt: Double

    package init(key: String, fetchedAt: Double) {
      self.key = key
      self.fetchedAt = fetchedAt
    }
  }

  /// One launch to come, in the order ``LaunchCatalog/nextLaunch(rocket:now:)`` looks at them.
  package struct Entry: Sendable, Hashable {
    package var name: String
    package var timing: LaunchTiming
    /// Launch Library 2 said a webcast was live, as of its copy (not yet vouched for).
    package var webcastLive: Bool

    package init(name: String, timing: LaunchTiming, webcastLive: Bool) {
      self.name = name
      self.timing = timing
      self.webcastLive = webcastLive
    }
  }

  package var inputs: [Input]
  /// The key of Launch Library 2's synced copy, whose fetch time dates LL2's part (each sync
  /// restamps it, changed or not); `nil` when the catalog has no LL2 part.
  package var launchLibraryKey: String?
  package var entries: [Entry]
  /// More launches were to come than ``capacity``.
  package var isTruncated: Bool

  package init(inputs: [Input], launchLibraryKey: String?, entries: [Entry], isTruncated: Bool) {
    self.inputs = inputs
    self.launchLibraryKey = launchLibraryKey
    self.entries = entries
    self.isTruncated = isTruncated
  }

  /// The record of `upcoming` (the catalog's launches to come), built from `inputs`.
  package init(upcoming: LaunchCatalog, inputs: [Input], launchLibraryKey: String?) {
    let candidates = upcoming.nextCandidates(Self.capacity + 1)
    self.init(
      inputs: inputs, launchLibraryKey: launchLibraryKey,
      entries: candidates.prefix(Self.capacity).map { launch in
        Entry(
          name: TerminalText.singleLine(launch.name), timing: launch.timing,
          webcastLive: launch.launchDay.webcastLive == true)
      },
      isTruncated: candidates.count > Self.capacity)
  }

  /// The next launch at `now` and the timings the freshness rule must scan, or `nil` when the
  /// record cannot tell (every launch it keeps is past, or the launches it left out may matter).
  package func next(now: Date) -> Entry? {
    guard
      let next = entries.first(where: { DateText.endOfPeriod($0.timing.date, precision: $0.timing.precision) > now })
    else { return nil }
    // Left-out launches come after the last kept: the rule looks at most a day ahead.
    if isTruncated, let last = entries.last, last.timing.date.timeIntervalSince(now) <= 86_400 { return nil }
    return next
  }
}

// MARK: - Encoding

extension NextLaunchDigest {
  private static let magic = "spacex-next-launches 1"

  /// Lines of tab-separated fields: a reader needs no JSON decoder, which a status line's
  /// start-up cannot afford.
  package func encoded() -> Data {
    var lines = [Self.magic]
    for input in inputs { lines.append("input\t\(Self.clean(input.key))\t\(input.fetchedAt)") }
    if let launchLibraryKey { lines.append("ll2\t\(Self.clean(launchLibraryKey))") }
    if isTruncated { lines.append("truncated") }
    for entry in entries {
      let timing = entry.timing
      lines.append(
        [
          "launch", "\(timing.date.timeIntervalSince1970)", timing.precision.rawValue, timing.isSettled ? "1" : "0",
          timing.isUpcoming ? "1" : "0", timing.status.map { "\($0.rawValue)" } ?? "-", entry.webcastLive ? "1" : "0",
          Self.clean(entry.name),
        ].joined(separator: "\t"))
    }
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// The record in `bytes`, or `nil` when they are not one this version wrote. Read byte by byte:
  /// splitting the text into lines and fields of characters cost a status line a third of its
  /// start-up.
  package init?(decoding bytes: Data) {
    guard let digest = bytes.withUnsafeBytes({ Self.parse(Fields(bytes: $0)) }) else { return nil }
    self = digest
  }

  private static func parse(_ record: Fields) -> NextLaunchDigest? {
    var record = record
    guard record.nextLine(), record.field() == magic, record.isLineDone else { return nil }
    var digest = NextLaunchDigest(inputs: [], launchLibraryKey: nil, entries: [], isTruncated: false)
    while record.nextLine() {
      switch record.field() {
      case "input":
        guard let key = record.field(), let fetchedAt = record.field().flatMap(Double.init) else { return nil }
        digest.inputs.append(Input(key: key, fetchedAt: fetchedAt))
      case "ll2":
        guard let key = record.field() else { return nil }
        digest.launchLibraryKey = key
      case "truncated":
        digest.isTruncated = true
      case "launch":
        guard let seconds = record.field().flatMap(Double.init), seconds.isFinite,
          let precision = record.field().flatMap(DatePrecision.init(rawValue:)),
          let isSettled = record.flag(), let isUpcoming = record.flag(), let statusText = record.field(),
          let webcastLive = record.flag(), let name = record.field()
        else { return nil }
        var status: LaunchStatusWord?
        if statusText != "-" {
          guard let id = Int(statusText) else { return nil }
          status = LaunchStatusWord(launchLibraryID: id)
        }
        let timing = LaunchTiming(
          date: Date(timeIntervalSince1970: seconds), precision: precision, isSettled: isSettled,
          isUpcoming: isUpcoming, status: status)
        digest.entries.append(Entry(name: name, timing: timing, webcastLive: webcastLive))
      default:
        return nil
      }
      guard record.isLineDone else { return nil }
    }
    return digest
  }

  /// The record's bytes, read a line of tab-separated fields at a time (no array of fields: each
  /// kind of array a start-up makes first costs it the array's type, built at run time).
  private struct Fields {
    let bytes: UnsafeRawBufferPointer
    /// Where the next field starts, within the current line.
    var index = 0
    /// Where the current line ends (its newline or the end).
    var lineEnd = -1
    /// The current line has fields left.
    var hasField = false

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isLineDone: Bool { !hasField }

    /// Moves to the next non-empty line; `false` at the end.
    mutating func nextLine() -> Bool {
      index = lineEnd + 1
      while index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
      guard index < bytes.count else { return false }
      lineEnd = index
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      hasField = true
      return true
    }

    /// The line's next field; `nil` when none is left.
    mutating func field() -> String? {
      guard hasField else { return nil }
      var end = index
      while end < lineEnd, bytes[end] != UInt8(ascii: "\t") { end += 1 }
      let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      hasField = end < lineEnd
      index = end + 1
      return text
    }

    /// The next field as `0` or `1`.
    mutating func flag() -> Bool? {
      switch field() {
      case "1": true
      case "0": false
      default: nil
      }
    }
  }

  /// A field never holds the record's separators.
  private static func clean(_ field: String) -> String {
    guard field.contains(where: { $0 == "\t" || $0.isNewline }) else { return field }
    return String(field.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}

// MARK: - Reading it as the catalog would answer

extension NextLaunchDigest {
  /// The next launch at `now` and what vouches for it, as the launches' cached record would
  /// answer (a fresh cache, read without the network): `nil` unless every input is still the copy
  /// it was taken from and fresh within `window` (the cache's freshness window), and the record
  /// can tell the next launch. `fetchedAt` gives a cached copy's fetch time by key, `nil` where
  /// the copy is gone or cannot be read: the record then stands for it as it was recorded (it is
  /// what the cache still knows of that copy, and a reader that fetches nothing has no better),
  /// and `unread` names it, for the reader to say so. `mergesLaunchLibrary` says whether this run
  /// merges Launch Library 2 (the record must too).
  package func answer(
    now: Date, window: TimeInterval, mergesLaunchLibrary: Bool, fetchedAt: (String) -> Double?
  ) -> (entry: Entry, provenance: Provenance, unread: [String])? {
    var unread: [String] = []
    guard (launchLibraryKey != nil) == mergesLaunchLibrary, let first = inputs.first,
      inputs.allSatisfy({ input in
        let now = fetchedAt(input.key)
        if now == nil { unread.append(input.key) }
        return (now ?? input.fetchedAt) == input.fetchedAt
      }),
      inputs.allSatisfy({ CopyAge.isFresh(Date(timeIntervalSince1970: $0.fetchedAt), within: window, now: now) }),
      unread.count < inputs.count,
      let entry = next(now: now)
    else { return nil }
    let builtFrom = Date(timeIntervalSince1970: first.fetchedAt)
    var provenance = Provenance(source: .cache, isStale: false, fetchedAt: builtFrom)
    if let launchLibraryKey {
      // As when the catalog is read from the cache alone: LL2's part is dated by its synced copy
      // (an input, just checked to be the one recorded), and stale once older than the rule
      // allows for the launches to come (no sync may run).
      let recorded = inputs.first { $0.key == launchLibraryKey }?.fetchedAt
      let syncedAt = (recorded ?? fetchedAt(launchLibraryKey)).map(Date.init(timeIntervalSince1970:)) ?? builtFrom
      let rule = LaunchFreshness.maximumAge(of: entries.lazy.map(\.timing), now: now, window: window)
      let part = Provenance(
        source: .cache, isStale: CopyAge.isOlder(syncedAt, than: rule, now: now), fetchedAt: syncedAt)
      provenance = provenance.combined(with: ProviderProvenance(provider: .launchLibrary, part))
    }
    return (entry, provenance, unread)
  }
}
