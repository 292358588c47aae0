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
    let tokyo: TimeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    formatter.timeZone = DisplayZone(tokyo)
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

  /// Launch Library 2 dates a launch known to the month, quarter, half or year on the period's
  /// last day, the SpaceX API on its first: either way the row tells the period ("2025", "Q1
  /// 2026") and how far off it is, and a period that has ended is overdue. Dates two months or
  /// more away, timed or dated, are said in months or years too. "Now" is 2026-01-01.
  @Test func coarseDates_AsEitherSourceWritesThem() throws {
    let launches: [Launch] = [
      .mock("last-year", "Last Year's Mission", "2025-12-31T00:00:00.000Z", precision: .year),
      .mock("this-year", "This Year's Mission", "2026-12-31T00:00:00.000Z", precision: .year),
      .mock("this-half", "First Half Mission", "2026-06-30T00:00:00.000Z", precision: .half),
      .mock("this-quarter", "First Quarter Mission", "2026-03-31T00:00:00.000Z", precision: .quarter),
      .mock("this-month", "January Mission", "2026-01-31T00:00:00.000Z", precision: .month),
      .mock("next-month", "February Mission", "2026-02-28T00:00:00.000Z", precision: .month),
      .mock("next-year", "Next Year's Mission", "2027-01-01T00:00:00.000Z", precision: .year),
      .mock("timed", "Timed Mission", "2026-04-01T12:00:00.000Z", precision: .hour),
      .mock("far-off", "Far-Off Crew Flight", "2030-03-31T00:00:00.000Z", precision: .day),
    ]
    let catalog = LaunchCatalog(
      launches: launches, rockets: [.init(id: "f9", name: "Falcon 9")], launchpads: [.init(id: "slc40", name: "SLC 40")]
    )
    var query = LaunchQuery()
    query.sort = .oldest
    let page = try query.run(on: catalog)
    let list = LaunchList(
      query: query, items: page.items, lastPage: query.page, totalItems: page.totalItems, totalPages: page.totalPages,
      hasNextPage: page.hasNextPage, emptiedBy: page.emptiedBy)
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(settings)
        formatter.width = width
        let text = LaunchListPresenter.text(
          of: Sourced(list, provenance: Provenance(source: .cache, isStale: false, fetchedAt: Fixtures.now)),
          formatter: formatter)
        Snapshot.assert(text, named: "\(name)-\(width)")
      }
    }
    let rows = page.items.map { LaunchRowPresenter.row(for: $0, formatter: Fixtures.formatter(Settings())) }
    #expect(rows.first { $0.id == "last-year" }?.statusKey == "overdue")
    #expect(rows.filter { $0.statusKey == "upcoming" }.count == launches.count - 1)
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

  /// A launch LL2 calls TBD has no set time: its countdown is in calendar days (`TBD · in 46 days`),
  /// never to the hour (`TBD · T−46d 23h`); a Go launch at the same moment counts to the hour.
  @Test func aTBDLaunch_IsCountedInDays() {
    let formatter = Fixtures.formatter(Settings())
    let date = formatter.now.addingTimeInterval(46 * 86_400 + 23 * 3600)
    let row = { (word: LaunchStatusWord) in
      LaunchRowPresenter.row(
        id: "x", flightNumber: nil, name: "Starlink", date: date, precision: .hour, outcome: .upcoming,
        rocket: nil, launchpad: nil, day: LaunchDay(status: word), formatter: formatter)
    }
    #expect(row(.toBeDetermined).statusShort == "TBD · in 46 days", "\(row(.toBeDetermined).statusShort)")
    #expect(row(.go).statusShort == "go · T−46d 23h", "\(row(.go).statusShort)")
    #expect(LaunchStatusWord.toBeDetermined.countdownPrecision(.month) == .month, "never more precise than known")
  }
}
