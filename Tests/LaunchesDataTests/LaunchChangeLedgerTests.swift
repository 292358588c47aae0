import Core
import Foundation
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

/// The change ledger on disk: append-only and bounded, shared by processes writing at once, and
/// a corrupt file set aside rather than trusted or lost.
@Suite struct LaunchChangeLedgerTests {
  /// The `index`th move of a launch: from 20 July to `index` days later (each a move of its own).
  private static func change(_ index: Int, launch: String = "a", to days: Int? = nil) -> LaunchChange {
    let to = APIDate.format(Date(timeIntervalSince1970: 1_784_556_000 + Double(days ?? index) * 86_400))
    return LaunchChange(
      seenAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), launchID: launch,
      launchName: "Launch \(launch)", kind: .date, from: "2026-07-20T14:00:00.000Z", to: to, fromPrecision: "MIN",
      toPrecision: "HR")
  }

  /// Six processes syncing at once see the same slip against the same old copy: one entry. The
  /// same move made again after another move is an entry of its own.
  @Test func oneUpstreamChange_IsOneEntry_HoweverManyRecordIt() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<6 {
        group.addTask { try await LaunchChangeLedger(directory: url).append([Self.change(writer, to: 1)]) }
      }
      try await group.waitForAll()
    }
    let ledger = LaunchChangeLedger(directory: url)
    #expect(ledger.changes().count == 1)
    #expect(ledger.counts() == ["a": 1], "a calendar's SEQUENCE counts it once")
    var back = Self.change(10, to: 1)
    (back.from, back.to) = (back.to, back.from)
    try await ledger.append([back])
    try await ledger.append([Self.change(11, to: 1)])
    #expect(ledger.changes().count == 3, "there, back, and there again")
  }

  @Test func appended_ReadsBackInOrder_AsRecorded() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = LaunchChangeLedger(directory: directory.url)
    #expect(ledger.changes().isEmpty, "no file: nothing recorded")
    try await ledger.append([Self.change(1), Self.change(2)])
    try await ledger.append([Self.change(3, launch: "b")])
    let read = LaunchChangeLedger(directory: directory.url).changes()
    #expect(read == [Self.change(1), Self.change(2), Self.change(3, launch: "b")])
    #expect(read[0].slip == 86_400)
    // One JSON object a line, so `tail -f` and `grep` read it too.
    let text = try String(contentsOf: ledger.fileURL, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 3 && text.hasSuffix("}\n"))
  }

  @Test func reads_SelectByLaunchAndTime_AndCountWithoutDecoding() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = LaunchChangeLedger(directory: directory.url)
    try await ledger.append([Self.change(1), Self.change(2, launch: "b"), Self.change(3), Self.change(4, launch: "c")])
    #expect(ledger.changes(of: ["a"]) == [Self.change(1), Self.change(3)])
    #expect(ledger.changes(of: ["b", "c"]) == [Self.change(2, launch: "b"), Self.change(4, launch: "c")])
    #expect(ledger.changes(since: Self.change(3).seenAt) == [Self.change(3), Self.change(4, launch: "c")])
    #expect(ledger.counts() == ["a": 2, "b": 1, "c": 1])
    // A line written by hand (keys in any order, spaces after colons) reads the same.
    let hand = #"{"seenAt": "2027-01-15T08:00:00Z", "kind": "new", "launchName": "X", "launchID": "x"}"#
    try (String(contentsOf: ledger.fileURL, encoding: .utf8) + hand + "\n").write(
      to: ledger.fileURL, atomically: true, encoding: .utf8)
    #expect(ledger.changes(of: ["x"]).map(\.kind) == [.new])
    // A launch name that spells a key does not fool the scan.
    try await ledger.append([
      LaunchChange(seenAt: Self.change(9).seenAt, launchID: "d", launchName: #"a "launchID": "z""#, kind: .name)
    ])
    #expect(ledger.counts()["d"] == 1 && ledger.counts()["z"] == nil)
  }

  @Test func beyondTheLimit_TheOldestGoFirst() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = LaunchChangeLedger(directory: directory.url)
    try await ledger.append((0..<LaunchChangeLedger.limit).map { Self.change($0) })
    try await ledger.append((0..<5).map { Self.change(LaunchChangeLedger.limit + $0) })
    let read = ledger.changes()
    #expect(read.count == LaunchChangeLedger.limit)
    #expect(read.first == Self.change(5) && read.last == Self.change(LaunchChangeLedger.limit + 4))
  }

  @Test func writersAtOnce_KeepEveryChange() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          // Each its own ledger value, as each process has: only the file lock is shared.
          let ledger = LaunchChangeLedger(directory: url)
          for index in 0..<10 { try await ledger.append([Self.change(writer * 100 + index, launch: "w\(writer)")]) }
        }
      }
      try await group.waitForAll()
    }
    let read = LaunchChangeLedger(directory: url).changes()
    #expect(read.count == 80)
    for writer in 0..<8 {
      let own = read.filter { $0.launchID == "w\(writer)" }.map(\.seenAt)
      #expect(own == own.sorted() && own.count == 10, "writer \(writer)'s changes, all, in its order")
    }
  }

  @Test func aCorruptFile_IsSetAside_AndTheLedgerStartsAgain() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = LaunchChangeLedger(directory: directory.url, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    try Data("{\"seenAt\": \"garbage\"\n".utf8).write(to: ledger.fileURL)
    #expect(ledger.changes().isEmpty)
    let aside = directory.url.appendingPathComponent("launch-changes.jsonl.corrupt-1800000000")
    #expect(FileManager.default.fileExists(atPath: aside.path), "kept for whoever wants to look")
    try await ledger.append([Self.change(1)])
    #expect(ledger.changes() == [Self.change(1)])
  }

  @Test func aLineBrokenInside_IsFoundWhenRead_AndSetAside() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = LaunchChangeLedger(directory: directory.url, now: { Date(timeIntervalSince1970: 1_800_000_001) })
    try await ledger.append([Self.change(1)])
    // Its shape passes the scan (an object with both members); its kind is none there is.
    let broken = #"{"kind": "teleport", "launchID": "a", "launchName": "A", "seenAt": "2027-01-15T08:00:00Z"}"#
    try (String(contentsOf: ledger.fileURL, encoding: .utf8) + broken + "\n").write(
      to: ledger.fileURL, atomically: true, encoding: .utf8)
    #expect(ledger.changes(of: ["a"]).isEmpty)
    let aside = directory.url.appendingPathComponent("launch-changes.jsonl.corrupt-1800000001")
    #expect(FileManager.default.fileExists(atPath: aside.path))
    try await ledger.append([Self.change(2)])
    #expect(ledger.changes() == [Self.change(2)], "a new ledger")
  }
}
