import Core
import Foundation
import LaunchesDomain

/// The change ledger: every difference a Launch Library 2 sync saw, as `launch-changes.jsonl`
/// in the cache directory, one JSON object a line, oldest first.
///
/// - Append-only: a change once recorded is never edited; the oldest are dropped when there are
///   more than ``limit`` (the ledger stays the same size, and so does reading it).
/// - One upstream change is one entry however many processes see it: syncs running at once each
///   compare the same old copy with the same new one, so under the lock a change is dropped when
///   the launch's latest entry of its kind already says it (same `from`, same `to`). The same move
///   made again later, after another, is recorded again.
/// - Every append reads, extends and writes the file under an exclusive lock
///   (`launch-changes.jsonl.lock`), written atomically (a new file renamed into place), so
///   processes syncing at once both keep what they saw and a reader never sees half a line.
/// - A file that cannot be read is moved aside as `launch-changes.jsonl.corrupt-<time>`, said so
///   on stderr, and the ledger starts again empty.
/// - Reads find each line's launch and time without decoding it (``LedgerLines``) and decode only
///   the lines asked for (one launch's, or those since a moment); the lines stay in memory while
///   the file is the one last read (same inode, size, mtime).
package struct LaunchChangeLedger: Sendable {
  /// How many changes the ledger keeps: about a year of a busy launch schedule.
  package static let limit = 10_000

  package let fileURL: URL
  private let filePath: String
  private let now: @Sendable () -> Date
  private let lastRead = FileVersionedValue<LedgerLines>()

  package init(directory: URL, now: @escaping @Sendable () -> Date = Date.init) {
    fileURL = directory.appendingFileName("launch-changes.jsonl")
    filePath = fileURL.filePath
    self.now = now
  }

  private var lockPath: String { filePath + ".lock" }

  /// Every recorded change, oldest first; none when there is no ledger (or it was unreadable).
  package func changes() -> [LaunchChange] { decoded { _ in true } }

  /// The changes seen at or after `moment`, oldest first.
  package func changes(since moment: Date) -> [LaunchChange] { decoded { $0.seenAt >= moment } }

  /// The changes of the launches with these ids, oldest first.
  package func changes(of launchIDs: Set<String>) -> [LaunchChange] { decoded { launchIDs.contains($0.launchID) } }

  /// How many changes each launch has, by id, without decoding one.
  package func counts() -> [String: Int] {
    Dictionary((lines()?.lines ?? []).map { ($0.launchID, 1) }, uniquingKeysWith: +)
  }

  /// Adds `changes` after those recorded, dropping the oldest beyond ``limit``.
  /// - Throws: when the lock cannot be had or the file cannot be written (nothing is lost from
  ///   the file: it is either the old one or the new one).
  package func append(_ changes: [LaunchChange]) async throws {
    guard !changes.isEmpty else { return }
    let fileURL = self.fileURL
    let result: Result<Void, any Error> = try await FileLock.withExclusive(lockPath) {
      let existing = readOrSetAside()
      do {
        let added = try Self.notYetRecorded(changes, in: existing).map { try LedgerLines.encode($0) }
        guard !added.isEmpty else { return .success(()) }
        try AtomicFile.write(existing.appending(added, keepingAtMost: Self.limit), to: fileURL)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// `changes` without those another process recorded already: a change whose launch's latest
  /// entry of the same kind says the same (a new launch: any entry saying it is new).
  private static func notYetRecorded(_ changes: [LaunchChange], in existing: LedgerLines) -> [LaunchChange] {
    let ids = Set(changes.map(\.launchID))
    var latest: [String: LaunchChange] = [:]
    // A line broken inside is the next read's to set aside; it must not stop this append.
    let recorded = (try? existing.decode(existing.lines.filter { ids.contains($0.launchID) })) ?? []
    for change in recorded {
      latest["\(change.launchID) \(change.kind.rawValue)"] = change
    }
    return changes.filter { change in
      let key = "\(change.launchID) \(change.kind.rawValue)"
      guard let last = latest[key], last.from == change.from, last.to == change.to else {
        latest[key] = change
        return true
      }
      return false
    }
  }

  /// The lines `include` selects, decoded; none when the file is unreadable (it is then set aside).
  private func decoded(_ include: (LedgerLines.Line) -> Bool) -> [LaunchChange] {
    guard let version = FileVersion(of: filePath), let lines = lines() else { return [] }
    do {
      return try lines.decode(lines.lines.filter(include))
    } catch {
      // A line whose shape passed but whose content does not decode: the file is set aside,
      // unless another process has replaced it since it was read.
      _ = FileLock.ifFree(lockPath) {
        guard FileVersion(of: filePath) == version else { return }
        CorruptFile.setAside(fileURL, what: "change ledger", startingWith: "starting a new one", now: now())
      }
      return []
    }
  }

  /// The file's lines, from memory while the file is unchanged; `nil` when there is no file or it
  /// is unreadable (then set aside, when no other process holds it).
  private func lines() -> LedgerLines? {
    guard let version = FileVersion(of: filePath) else { return nil }
    if let known = lastRead.value(at: version) { return known }
    if let data = try? FileBytes.contents(atPath: filePath), let lines = try? LedgerLines(data) {
      lastRead.keep(lines, at: version)
      return lines
    }
    _ = FileLock.ifFree(lockPath) { readOrSetAside() }
    return nil
  }

  /// Call holding the lock: the lines, or none after moving an unreadable file aside.
  private func readOrSetAside() -> LedgerLines {
    do {
      // Each line's shape is checked here; a line broken inside is found when a read decodes it
      // (and the file is set aside then).
      guard let data = try FileBytes.contents(atPath: filePath) else { return LedgerLines() }
      return try LedgerLines(data)
    } catch {
      CorruptFile.setAside(
        fileURL, what: "change ledger", startingWith: "starting a new one", now: now(),
        reason: error as? any FileBytes.Refusal)
      return LedgerLines()
    }
  }
}
