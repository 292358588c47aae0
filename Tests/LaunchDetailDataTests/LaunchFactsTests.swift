import Core
import Foundation
import LaunchDetailDomain
import Testing

/// A launch's counted facts: ours where the catalog holds every launch up to it, LL2's otherwise
/// (said), and LL2's beside ours where they disagree.
@Suite struct LaunchFactsTests {
  typealias Placed = LaunchFacts.Placed
  static func day(_ text: String) -> Date { APIDate.parse(text)! }

  /// Four launches of 2026 from two pads, one of 2025, and two to come on the same minute.
  static let launches = [
    Placed(date: day("2025-12-30T10:00:00Z"), padID: "4E"),
    Placed(date: day("2026-01-02T10:00:00Z"), padID: "40"),
    Placed(date: day("2026-01-05T10:00:00Z"), padID: "4E"),
    Placed(date: day("2026-01-09T04:00:00Z"), padID: "4E"),
    Placed(date: day("2026-01-31T00:00:00Z"), padID: "40"),
    Placed(date: day("2026-01-31T00:00:00Z"), padID: nil),
  ]

  @Test func aCompleteCatalog_CountsItself_AndLL2AgreeingSaysNothingMore() {
    let facts = LaunchFacts.counting(
      Self.launches[3], among: Self.launches, catalogIsComplete: true,
      launchLibrary: .init(providerYear: 3, padYear: 2, padTurnaround: 4 * 86_400 - 6 * 3600 + 30))
    #expect(facts.year == 2026)
    #expect(facts.providerYear == .init(value: 3, source: .catalog))
    #expect(facts.padYear == .init(value: 2, source: .catalog), "the 2025 launch from 4E is another year's")
    #expect(
      facts.padTurnaround == .init(value: 4 * 86_400 - 6 * 3600, source: .catalog),
      "30 s apart: the same turnaround, as LL2 had it when it wrote the record")
  }

  @Test func wherethetwoDisagree_LL2sCountStandsBesideOurs() {
    let facts = LaunchFacts.counting(
      Self.launches[3], among: Self.launches, catalogIsComplete: true,
      launchLibrary: .init(providerYear: 4, padYear: 2, padTurnaround: 86_400))
    #expect(facts.providerYear == .init(value: 3, source: .catalog, launchLibraryValue: 4))
    #expect(facts.padYear?.launchLibraryValue == nil)
    #expect(facts.padTurnaround?.launchLibraryValue == 86_400)
  }

  @Test func launchesOnTheSameDate_ShareANumber_AsLL2Counts() {
    let facts = LaunchFacts.counting(
      Self.launches[4], among: Self.launches, catalogIsComplete: true, launchLibrary: .init())
    #expect(facts.providerYear?.value == 5 && facts.padYear?.value == 2)
    #expect(facts.padTurnaround?.value == 29 * 86_400 - 10 * 3600)
  }

  @Test func anIncompleteCatalog_GivesLL2sCounts_AsLL2s() {
    let facts = LaunchFacts.counting(
      Self.launches[3], among: Self.launches, catalogIsComplete: false,
      launchLibrary: .init(providerYear: 87, padYear: nil, padTurnaround: 3600))
    #expect(facts.providerYear == .init(value: 87, source: .launchLibrary))
    #expect(facts.padYear == nil, "LL2 said nothing of it, and ours is not complete: unknown")
    #expect(facts.padTurnaround == .init(value: 3600, source: .launchLibrary))
    let nothing = LaunchFacts.counting(
      Self.launches[3], among: Self.launches, catalogIsComplete: false, launchLibrary: .init())
    #expect(nothing.isEmpty)
  }

  @Test func aLaunchWithoutAPad_HasNoPadFacts_AndAPadsFirstLaunch_NoTurnaround() {
    let unassigned = LaunchFacts.counting(
      Self.launches[5], among: Self.launches, catalogIsComplete: false,
      launchLibrary: .init(providerYear: 6, padYear: 2, padTurnaround: 60))
    #expect(unassigned.providerYear?.value == 6 && unassigned.padYear == nil && unassigned.padTurnaround == nil)
    let first = LaunchFacts.counting(
      Self.launches[1], among: Self.launches, catalogIsComplete: true, launchLibrary: .init(padTurnaround: 9_000_000))
    #expect(first.padYear?.value == 1)
    #expect(
      first.padTurnaround == .init(value: 9_000_000, source: .launchLibrary),
      "our catalog knows no earlier launch from the pad (another provider's may be): LL2's, as LL2's")
  }
}
