import Foundation
import LaunchesData
import LaunchesDomain

/// The change ledger as it grows: appending what one sync of the whole catalog could record
/// (every launch's date moved: ``wholeSync`` changes), and reading it back cold (a new process
/// reads and decodes the file) and warm (a running server whose file did not change), at 2,500,
/// 5,000 and 10,000 recorded changes and after 20,000 (the ledger keeps the newest 10,000), each
/// next to a one-change ledger measured in the same run; and what commands read of it: one
/// launch's changes (a card) and the last hundred (`spacex changes`).
enum LedgerBenchmarks {
  /// About as many SpaceX launches as Launch Library 2 has.
  static let wholeSync = 700

  static func run(runs: Int) async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-ledger-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let baseline = try await ledger(recorded: 1, in: root)
    let baselineRead = Measurement.measure("baseline: read a 1-change ledger, cold", runs: runs) {
      _ = LaunchChangeLedger(directory: baseline.directory).changes()
    }
    let baselineAppend = try await appending(
      to: baseline.directory, name: "baseline: append 1 change to it", count: 1, runs: runs)
    var reads: [Measurement] = []
    var appends: [Measurement] = []
    for recorded in [2_500, 5_000, 10_000, 20_000] {
      let (directory, kept) = try await ledger(recorded: recorded, in: root)
      reads.append(
        Measurement.measure("read, cold: \(recorded) recorded (\(kept) kept)", runs: runs) {
          _ = LaunchChangeLedger(directory: directory).changes()
        })
      reads.append(
        Measurement.measure("one launch's changes (a card), cold: \(recorded) recorded", runs: runs) {
          _ = LaunchChangeLedger(directory: directory).changes(of: [launchID(7)])
        })
      reads.append(
        Measurement.measure("the last 100 changes (spacex changes), cold: \(recorded) recorded", runs: runs) {
          _ = LaunchChangeLedger(directory: directory).changes(since: change(recorded - 100).seenAt)
        })
      let warm = LaunchChangeLedger(directory: directory)
      _ = warm.changes()
      reads.append(
        Measurement.measure("read, warm (file unchanged): \(recorded) recorded", runs: runs) { _ = warm.changes() })
      appends.append(
        try await appending(
          to: directory, name: "append a whole sync (\(wholeSync) changes): \(recorded) recorded", count: wholeSync,
          runs: runs))
    }
    report("Change ledger, reads, \(runs) runs", baseline: baselineRead, reads)
    report("Change ledger, appends, \(runs) runs", baseline: baselineAppend, appends)
  }

  /// A ledger in its own directory with `recorded` changes appended, and how many it kept.
  private static func ledger(recorded: Int, in root: URL) async throws -> (directory: URL, kept: Int) {
    let directory = root.appendingPathComponent("\(recorded)")
    let ledger = LaunchChangeLedger(directory: directory)
    var written = 0
    while written < recorded {
      let batch = min(2_500, recorded - written)
      try await ledger.append((0..<batch).map { change(written + $0) })
      written += batch
    }
    return (directory, LaunchChangeLedger(directory: directory).changes().count)
  }

  /// Appends `count` changes per run to a copy of the ledger, so each run starts from its size.
  private static func appending(to directory: URL, name: String, count: Int, runs: Int) async throws -> Measurement {
    let original = try Data(contentsOf: LaunchChangeLedger(directory: directory).fileURL)
    let changes = (0..<count).map { change(1_000_000 + $0) }
    let ledger = LaunchChangeLedger(directory: directory)
    return try await Measurement.measureAsync(name, runs: runs) {
      try original.write(to: ledger.fileURL)
      try await ledger.append(changes)
    }
  }

  private static func launchID(_ number: Int) -> String {
    "00000000-0000-4000-8000-\(String(format: "%012d", number))"
  }

  private static func change(_ index: Int) -> LaunchChange {
    LaunchChange(
      seenAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
      launchID: launchID(index % wholeSync),
      launchName: "Starlink Group \(index % 40)-\(index % 97)", kind: .date, from: "2026-07-20T14:00:00.000Z",
      to: "2026-07-21T14:49:32.000Z", fromPrecision: "MIN", toPrecision: "SEC")
  }
}
