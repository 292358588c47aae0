import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@Suite struct LaunchQueryTests {
  private func run(_ input: LaunchQueryInput) throws -> LaunchPage {
    try LaunchQuery(parsing: input).run(on: .mock)
  }

  private func ids(_ input: LaunchQueryInput) throws -> [String] {
    try run(input).items.map(\.id)
  }

  @Test func defaults_NewestFirst_TiesByFlightThenID() throws {
    #expect(
      try ids(LaunchQueryInput()) == [
        "future", "o3b", "twinB", "twinA", "demo2", "crs7", "turkmen", "ratsat", "falconsat",
      ])
    #expect(
      try ids(LaunchQueryInput(sort: "oldest")) == [
        "falconsat", "ratsat", "turkmen", "crs7", "demo2", "twinA", "twinB", "o3b", "future",
      ])
  }

  @Test(arguments: ["falcon9", "Falcon 9", "falcon-9", "FALCON9", "f9"])
  func rocket_AcceptsLooseNamesAndIDs(reference: String) throws {
    #expect(try run(LaunchQueryInput(rocket: reference)).totalItems == 6)
  }

  @Test func status_MatchesTheContract() throws {
    #expect(try ids(LaunchQueryInput(status: "success", sort: "oldest")) == ["ratsat", "turkmen", "demo2"])
    #expect(try ids(LaunchQueryInput(status: "failed")) == ["crs7", "falconsat"])
    #expect(try run(LaunchQueryInput(status: "upcoming")).totalItems == 4)
    #expect(try run(LaunchQueryInput(status: "ALL")).totalItems == 9)
  }

  @Test func year_AndInclusiveDateRange_AreUTC() throws {
    #expect(try ids(LaunchQueryInput(year: "2015")) == ["crs7", "turkmen"])
    #expect(try ids(LaunchQueryInput(from: "2015-06-28", to: "2015-06-28")) == ["crs7"])
    #expect(try ids(LaunchQueryInput(from: "2022-01-01")) == ["future", "o3b", "twinB", "twinA"])
    #expect(try ids(LaunchQueryInput(to: "2008-09-28")) == ["ratsat", "falconsat"])
  }

  @Test func search_IgnoresCaseAndDiacritics() throws {
    #expect(try ids(LaunchQueryInput(search: "turkmenalem")) == ["turkmen"])
    #expect(try ids(LaunchQueryInput(search: "MONACO")) == ["turkmen"])
    #expect(try ids(LaunchQueryInput(search: "demo mission")) == ["demo2"])
    #expect(try ids(LaunchQueryInput(search: "TÜRKMEN")) == ["turkmen"])
  }

  /// Matches anywhere in a name (start, middle, end, whole), and nowhere else.
  @Test func search_MatchesSubstrings_Only() throws {
    #expect(try ids(LaunchQueryInput(search: "sat")) == ["turkmen", "ratsat", "falconsat"])
    #expect(try ids(LaunchQueryInput(search: "mpower 1,2")) == ["o3b"])
    #expect(try ids(LaunchQueryInput(search: "falconsat")) == ["falconsat"])
    #expect(try run(LaunchQueryInput(search: "falconsats")).totalItems == 0)
    #expect(try run(LaunchQueryInput(search: "mission 2 and more")).totalItems == 0)
  }

  @Test func paging_NeverRepeatsOrSkips_AndReportsTotals() throws {
    var seen: [String] = []
    for page in 1...5 {
      let result = try run(LaunchQueryInput(page: "\(page)", limit: "2"))
      #expect(result.totalItems == 9)
      #expect(result.totalPages == 5)
      #expect(result.hasNextPage == (page < 5))
      seen += result.items.map(\.id)
    }
    #expect(seen == (try ids(LaunchQueryInput(limit: "100"))))
    #expect(Set(seen).count == 9)
  }

  @Test func pagePastTheEnd_IsEmptyNotAnError() throws {
    let result = try run(LaunchQueryInput(page: "6", limit: "2"))
    #expect(result.items.isEmpty)
    #expect(result.totalItems == 9)
    #expect(!result.hasNextPage)
  }

  @Test func emptyResult_HasZeroPages_AndNamesTheFilterThatEmptiedIt() throws {
    let result = try run(LaunchQueryInput(rocket: "falcon1", status: "upcoming"))
    #expect(result.totalItems == 0)
    #expect(result.totalPages == 0)
    #expect(result.emptiedBy == .status)
    #expect(try run(LaunchQueryInput(year: "1999", search: "x")).emptiedBy == .year)
  }

  @Test(arguments: [
    (LaunchQueryInput(status: "sideways"), "status"), (LaunchQueryInput(sort: "random"), "sort"),
    (LaunchQueryInput(year: "20x1"), "year"), (LaunchQueryInput(year: "99"), "year"),
    (LaunchQueryInput(from: "2020-02-30"), "from"), (LaunchQueryInput(to: "2020/01/01"), "to"),
    (LaunchQueryInput(from: "2021-01-01", to: "2020-01-01"), "to"), (LaunchQueryInput(page: "0"), "page"),
    (LaunchQueryInput(limit: "0"), "limit"), (LaunchQueryInput(limit: "101"), "limit"),
    (LaunchQueryInput(limit: "ten"), "limit"),
  ])
  func invalidValues_AreRejectedNamingTheParameter(input: LaunchQueryInput, parameter: String) {
    #expect {
      try LaunchQuery(parsing: input)
    } throws: { error in
      guard case .invalidParameter(let name, _, _, _) = error as? LaunchesError else { return false }
      return name == parameter
    }
  }

  /// Ids are coded by comparison while there are few, by hash past 32: both answer alike.
  @Test(arguments: [3, 50])
  func launchpadFilter_FindsItsLaunches_HoweverManyPadsThereAre(pads: Int) throws {
    let launches = (0..<100).map { number in
      Launch(
        id: "l\(number)", flightNumber: number, name: number == 42 ? "Türksat 5A" : "Launch \(number)",
        date: Date(timeIntervalSince1970: Double(number) * 86_400), rocketID: "rocket-\(number % 3)",
        launchpadID: number % 10 == 9 ? nil : "pad-\(number % pads)")
    }
    let catalog = LaunchCatalog(launches: launches, rockets: [], launchpads: [])
    var query = LaunchQuery()
    query.limit = 100
    query.launchpadID = "pad-2"
    let expected = launches.filter { $0.launchpadID == "pad-2" }.map(\.id)
    #expect(Set(try query.run(on: catalog).items.map(\.id)) == Set(expected))
    #expect(!expected.isEmpty)
    query.launchpadID = "pad-none"
    #expect(try query.run(on: catalog).items.isEmpty)
    // Names are folded at the first search, and found in any case and accent.
    query.launchpadID = nil
    query.search = "TURKSAT"
    #expect(try query.run(on: catalog).items.map(\.id) == ["l42"])
  }

  @Test func unknownRocket_SuggestsCloseNames() {
    #expect(throws: LaunchesError.unknownRocket(reference: "falcon 8", suggestions: ["Falcon 1", "Falcon 9"])) {
      try run(LaunchQueryInput(rocket: "falcon 8"))
    }
  }
}

@Suite struct LaunchReferenceTests {
  @Test(arguments: ["crs7", "24", " 24 ", "CRS-7", "crs-7"])
  func reference_ByIDFlightNumberOrName(reference: String) throws {
    #expect(try LaunchCatalog.mock.launch(reference).id == "crs7")
  }

  @Test func sharedFlightNumber_ListsTheLaunchesSharingIt() {
    #expect(throws: LaunchesError.ambiguous(reference: "188", candidates: ["Twin A", "Twin B"])) {
      try LaunchCatalog.mock.launch("188")
    }
  }

  @Test func unknown_SuggestsCloseNames() {
    #expect(throws: LaunchesError.notFound(reference: "CRS-8", suggestions: ["CRS-7"])) {
      try LaunchCatalog.mock.launch("CRS-8")
    }
  }
}
