import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import TestSupport
import Testing

@Suite struct LaunchRowPresenterTests {
  private func list(_ query: LaunchQuery = LaunchQuery()) throws -> Sourced<LaunchList> {
    let page = try query.run(on: .mock)
    let list = LaunchList(
      query: query, items: page.items, lastPage: query.page, totalItems: page.totalItems, totalPages: page.totalPages,
      hasNextPage: page.hasNextPage, emptiedBy: page.emptiedBy)
    return Sourced(list, provenance: Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now))
  }

  /// Every kind of row: timed, month-precision and quarter-precision dates; success, failure,
  /// upcoming, and upcoming-but-overdue (the API stopped in 2022; "now" is 2026).
  @Test func launchList() throws {
    for (name, settings) in Fixtures.settingsMatrix {
      Snapshot.assert(LaunchListPresenter.text(of: try list(), formatter: Fixtures.formatter(settings)), named: name)
    }
  }

  /// A row's cells are what any row's are, read through its encoding: a member added to one and
  /// not the other fails here.
  @Test func cells_AreTheRowsStringMembers() throws {
    for summary in try list().value.items {
      let row = LaunchRowPresenter.row(for: summary, formatter: Fixtures.formatter(Settings()))
      #expect(row.cells == DisplayRow.cells(of: row))
    }
  }

  @Test func launchList_InTheLocalZone_ShowsTheZone() throws {
    var formatter = Fixtures.formatter(Settings())
    formatter.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let text = LaunchListPresenter.text(of: try list(), formatter: formatter)
    #expect(text.contains("Date (Asia/Tokyo)") && text.contains("2020-05-31 04:22"))
  }

  @Test func emptyList_SaysWhichFilterEmptiedIt() throws {
    var query = LaunchQuery()
    query.rocket = "Falcon 1"
    query.status = .upcoming
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      Snapshot.assert(
        LaunchListPresenter.text(of: try list(query), formatter: Fixtures.formatter(settings)), named: name)
    }
  }

  @Test func status_NeverCountsDownPastADate() throws {
    let formatter = Fixtures.formatter(Settings())
    let rows = try LaunchQuery().run(on: .mock).items.map { LaunchRowPresenter.row(for: $0, formatter: formatter) }
    #expect(rows.first { $0.id == "o3b" }?.statusKey == "overdue")
    #expect(rows.first { $0.id == "future" }?.statusKey == "upcoming")
    #expect(rows.first { $0.id == "crs7" }?.statusKey == "failed")
    #expect(rows.first { $0.id == "o3b" }?.date == "November 2022")
    #expect(rows.first { $0.id == "future" }?.date == "Q2 2030")
  }
}
