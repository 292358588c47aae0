import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import TestSupport
import Testing

/// `launches.list` answers and the launches screen's data write themselves (`JSONWritable`); they must be the bytes
/// `JSONEncoder.sortedKeys()` makes of the same values, or the two paths have drifted apart.
@Suite struct LaunchItemJSONTests {
  private static let awkward = LaunchSummary(
    launch: Launch(
      id: "awkward", flightNumber: -1, name: "Quote \" backslash \\ slash / line\nbreak \u{01} 🚀",
      date: Date(timeIntervalSince1970: 1_000_000_000.5), datePrecision: .half, isUpcoming: false, success: nil,
      rocketID: "unknown-rocket", launchpadID: nil),
    rocketName: nil, launchpadName: nil)

  @Test func everyMockLaunch_InEverySetting_MatchesJSONEncoder() throws {
    let summaries = try LaunchQuery().run(on: .mock).items + [Self.awkward]
    for (name, settings) in Fixtures.settingsMatrix {
      let formatter = Fixtures.formatter(settings)
      let items = summaries.map { LaunchItem($0, formatter: formatter) }
      let envelope = ListEnvelope(
        page: items, page: 1, limit: 20, totalItems: items.count, totalPages: 1,
        provenance: Provenance(source: .cache, isStale: true, fetchedAt: Fixtures.now),
        snapshot: LaunchListPresenter.wireSnapshot(of: summaries))
      let expected = String(decoding: try JSONEncoder.sortedKeys().encode(envelope), as: UTF8.self)
      #expect(String(decoding: JSONWriter.data(envelope), as: UTF8.self) == expected, "\(name)")
      // The launches screen's data for `view.*`: the same items with its paging facts.
      let page = LaunchListPage(
        items: items, lastPage: 2, limit: 5, totalItems: items.count, totalPages: 3, hasNextPage: true)
      let expectedPage = String(decoding: try JSONEncoder.sortedKeys().encode(page), as: UTF8.self)
      #expect(String(decoding: JSONWriter.data(page), as: UTF8.self) == expectedPage, "\(name)")
    }
  }

  /// The wire snapshot leaves revisions out, and nothing else: same sections, same ids.
  @Test func wireSnapshot_IsTheSnapshotWithoutRevisions() throws {
    let newest = try LaunchQuery().run(on: .mock).items
    // Also out of date order, where a year comes back after another: it joins its first section.
    let summaries = newest + newest.reversed() + [newest[0]]
    let full = LaunchListPresenter.snapshot(of: summaries, formatter: Fixtures.formatter(Settings()))
    let wire = LaunchListPresenter.wireSnapshot(of: summaries)
    #expect(wire.sections == full.sections)
    #expect(wire.revisions.isEmpty && !full.revisions.isEmpty)
  }
}
