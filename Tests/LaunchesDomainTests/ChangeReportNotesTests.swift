import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// `changes --notes`: Launch Library 2's editors' notes among the ledger's changes, newest first
/// by when each was written or seen, within the same span and rocket as the changes.
@Suite struct ChangeReportNotesTests {
  private static let day = Date(timeIntervalSince1970: 1_800_000_000)

  private static func at(_ hours: Double) -> Date { day.addingTimeInterval(hours * 3600) }

  /// Twin A (a Falcon 9) and Twin B (a Falcon Heavy), both known to LL2, with notes.
  private static func catalog() throws -> LaunchCatalog {
    var catalog = LaunchCatalog.mock
    for (id, notes) in [
      ("twinA", [LaunchNote(id: 1, comment: "A moved", at: at(3)), LaunchNote(id: 2, comment: "A old", at: at(-30))]),
      ("twinB", [LaunchNote(id: 3, comment: "B set", at: at(1)), LaunchNote(id: 4, comment: "B undated")]),
    ] {
      let index = try #require(catalog.launches.firstIndex { $0.id == id })
      catalog.launches[index].launchLibraryID = "ll2-" + id
      catalog.launches[index].launchDay.notes = notes
    }
    return catalog
  }

  private static let changes = [
    LaunchChange(seenAt: at(0), launchID: "ll2-twinA", launchName: "Twin A", kind: .status, from: "8", to: "1"),
    LaunchChange(seenAt: at(2), launchID: "ll2-twinB", launchName: "Twin B", kind: .name, from: "B", to: "Twin B"),
    LaunchChange(seenAt: at(3), launchID: "ll2-twinA", launchName: "Twin A", kind: .pad, from: "x", to: "y"),
  ]

  private static func describe(_ entry: LaunchChangeReport.Entry) -> String {
    switch entry.what {
    case .change(let change): "\(entry.name) \(change.kind.rawValue)"
    case .note(let note, _): "\(entry.name) note \(note.comment)"
    }
  }

  @Test func notes_AreInterleavedByTime_WithinTheSpan() throws {
    let report = try LaunchChangeReport.make(
      Self.changes, catalog: try Self.catalog(), since: Self.at(-24), rocket: nil, notes: true)
    #expect(
      report.entries.map(Self.describe) == [
        "Twin A pad", "Twin A note A moved", "Twin B name", "Twin B note B set", "Twin A status",
      ], "a change before a note of the same moment; the old and the undated left out")
    #expect(Set(report.entries.map(\.id)).count == report.entries.count)
  }

  @Test func withoutNotes_OnlyChanges_AndTheRocketFilterHoldsForNotes() throws {
    let catalog = try Self.catalog()
    let plain = try LaunchChangeReport.make(Self.changes, catalog: catalog, since: Self.at(-24), rocket: nil)
    #expect(plain.entries.allSatisfy { $0.change != nil } && plain.entries.count == 3)
    let heavy = try LaunchChangeReport.make(
      Self.changes, catalog: catalog, since: Self.at(-24), rocket: "fh", notes: true)
    #expect(heavy.entries.map(Self.describe) == ["Twin B name", "Twin B note B set"])
  }
}
