import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@Suite struct LaunchQueryTests {
  private func run(_ input: [String: String]) throws -> LaunchPage {
    try LaunchQuery(parsing: input).run(on: .mock)
  }

  private func ids(_ input: [String: String]) throws -> [String] {
    try run(input).items.map(\.id)
  }

  @Test func defaults_NewestFirst_TiesByFlightThenID() throws {
    #expect(
      try ids([:]) == [
        "future", "o3b", "twinB", "twinA", "demo2", "crs7", "turkmen", "ratsat", "falconsat",
      ])
    #expect(
      try ids(["sort": "oldest"]) == [
        "falconsat", "ratsat", "turkmen", "crs7", "demo2", "twinA", "twinB", "o3b", "future",
      ])
  }

  @Test(arguments: ["falcon9", "Falcon 9", "falcon-9", "FALCON9", "f9"])
  func rocket_AcceptsLooseNamesAndIDs(reference: String) throws {
    #expect(try run(["rocket": reference]).totalItems == 6)
  }

  @Test func status_MatchesTheContract() throws {
    #expect(try ids(["status": "success", "sort": "oldest"]) == ["ratsat", "turkmen", "demo2"])
    #expect(try ids(["status": "failed"]) == ["crs7", "falconsat"])
    #expect(try run(["status": "upcoming"]).totalItems == 4)
    #expect(try run(["status": "ALL"]).totalItems == 9)
  }

  @Test func year_AndInclusiveDateRange_AreUTC() throws {
    #expect(try ids(["year": "2015"]) == ["crs7", "turkmen"])
    #expect(try ids(["from": "2015-06-28", "to": "2015-06-28"]) == ["crs7"])
    #expect(try ids(["from": "2022-01-01"]) == ["future", "o3b", "twinB", "twinA"])
    #expect(try ids(["to": "2008-09-28"]) == ["ratsat", "falconsat"])
  }

  @Test func search_IgnoresCaseAndDiacritics() throws {
    #expect(try ids(["search": "turkmenalem"]) == ["turkmen"])
    #expect(try ids(["search": "MONACO"]) == ["turkmen"])
    #expect(try ids(["search": "demo mission"]) == ["demo2"])
    #expect(try ids(["search": "TÜRKMEN"]) == ["turkmen"])
  }

  /// Matches anywhere in a name (start, middle, end, whole), and nowhere else.
  @Test func search_MatchesSubstrings_Only() throws {
    #expect(try ids(["search": "sat"]) == ["turkmen", "ratsat", "falconsat"])
    #expect(try ids(["search": "mpower 1,2"]) == ["o3b"])
    #expect(try ids(["search": "falconsat"]) == ["falconsat"])
    #expect(try run(["search": "falconsats"]).totalItems == 0)
    #expect(try run(["search": "mission 2 and more"]).totalItems == 0)
  }

  @Test func paging_NeverRepeatsOrSkips_AndReportsTotals() throws {
    var seen: [String] = []
    for page in 1...5 {
      let result = try run(["page": "\(page)", "limit": "2"])
      #expect(result.totalItems == 9)
      #expect(result.totalPages == 5)
      #expect(result.hasNextPage == (page < 5))
      seen += result.items.map(\.id)
    }
    #expect(seen == (try ids(["limit": "100"])))
    #expect(Set(seen).count == 9)
  }

  @Test func pagePastTheEnd_IsEmptyNotAnError() throws {
    let result = try run(["page": "6", "limit": "2"])
    #expect(result.items.isEmpty)
    #expect(result.totalItems == 9)
    #expect(!result.hasNextPage)
  }

  @Test func emptyResult_HasZeroPages_AndNamesTheFilterThatEmptiedIt() throws {
    let result = try run(["rocket": "falcon1", "status": "upcoming"])
    #expect(result.totalItems == 0)
    #expect(result.totalPages == 0)
    #expect(result.emptiedBy == .status)
    #expect(try run(["year": "1999", "search": "x"]).emptiedBy == .year)
  }

  @Test(arguments: [
    (["status": "sideways"], "status"), (["sort": "random"], "sort"),
    (["year": "20x1"], "year"), (["year": "99"], "year"),
    (["from": "2020-02-30"], "from"), (["to": "2020/01/01"], "to"),
    (["from": "2021-01-01", "to": "2020-01-01"], "to"), (["page": "0"], "page"),
    (["limit": "0"], "limit"), (["limit": "101"], "limit"),
    (["limit": "ten"], "limit"),
  ])
  func invalidValues_AreRejectedNamingTheParameter(input: [String: String], parameter: String) {
    #expect {
      try LaunchQuery(parsing: input)
    } throws: { error in
      (error as? UsageError)?.parameter == parameter
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
      try run(["rocket": "falcon 8"])
    }
  }
}

@Suite struct LaunchReferenceTests {
  @Test(arguments: ["crs7", "24", " 24 ", "CRS-7", "crs-7"])
  func reference_ByIDFlightNumberOrName(reference: String) throws {
    #expect(try LaunchCatalog.mock.launch(reference).id == "crs7")
  }

  @Test func sharedFlightNumber_ListsTheLaunchesSharingIt_ByWhatOpensEach() throws {
    let error = #expect(throws: LaunchesError.self) { try LaunchCatalog.mock.launch("188") }
    guard case .ambiguous(let reference, let choices)? = error else {
      Issue.record("not ambiguous: \(String(describing: error))")
      return
    }
    #expect(reference == "188")
    // The shared number opens neither, so each is named by its name; each choice opens its launch.
    #expect(choices.map(\.reference) == ["Twin A", "Twin B"])
    #expect(try choices.map { try LaunchCatalog.mock.launch($0.reference).name } == ["Twin A", "Twin B"])
    #expect(choices.allSatisfy { $0.detail?.count == 10 }, "each dated to the day: \(choices)")
  }

  @Test func unknown_SuggestsCloseNames() {
    #expect(throws: LaunchesError.notFound(reference: "CRS-8", suggestions: ["CRS-7"])) {
      try LaunchCatalog.mock.launch("CRS-8")
    }
  }
}

/// `--program`: Launch Library 2's programs, by name or initials; launches only the SpaceX API
/// knows have none, and a list so filtered says how many it could not see.
@Suite struct LaunchProgramFilterTests {
  private static let catalog = {
    var catalog = LaunchCatalog.mock
    catalog.launches[0].programs = ["Commercial Crew Program", "International Space Station"]
    catalog.launches[1].programs = ["International Space Station", "Commercial Resupply Services"]
    catalog.launches[2].programs = []
    return catalog
  }()

  private func page(_ input: [String: String]) throws -> LaunchPage {
    try LaunchQuery(parsing: ["limit": "all"].merging(input) { $1 }).run(on: Self.catalog)
  }

  @Test(arguments: ["Commercial Crew Program", "commercial-crew-program", "ccp", "CCP "])
  func aProgram_IsFoundByNameOrInitials(reference: String) throws {
    #expect(try page(["program": reference]).items.map(\.id) == [Self.catalog.launches[0].id])
  }

  @Test func launchesOfThatProgram_AreListed_AndThoseNoSourceKnows_Counted() throws {
    let listed = try page(["program": "iss"])
    #expect(Set(listed.items.map(\.id)) == Set(Self.catalog.launches[0...1].map(\.id)))
    // Every launch but the three LL2 named programs for (one of them none) is unknown.
    #expect(listed.programUnknown == Self.catalog.launches.count - 3)
    #expect(try page([:]).programUnknown == 0, "no program filter: nothing left out")
  }

  @Test func theOtherFiltersCount_TheUnknownTheyKeep() throws {
    let year = DateText.utcYear(Self.catalog.launches[3].date)
    let unknown = Self.catalog.launches.dropFirst(3).filter { DateText.utcYear($0.date) == year }.count
    #expect(try page(["program": "iss", "year": String(year)]).programUnknown == unknown)
  }

  @Test func anUnknownProgram_SuggestsClose_OrSaysTheDataHasNone() {
    #expect(
      throws: LaunchesError.unknownProgram(
        reference: "comercial crew program", suggestions: ["Commercial Crew Program"])
    ) { try page(["program": "comercial crew program"]) }
    #expect(throws: LaunchesError.unknownProgram(reference: "ccp", suggestions: [], noneKnown: true)) {
      try LaunchQuery(parsing: ["program": "ccp"]).run(on: .mock)
    }
  }

  @Test func theSelection_CountsTheSameLaunches() throws {
    let selection = try LaunchQuery(parsing: ["program": "iss"]).selection(in: Self.catalog, now: Date())
    #expect(selection.selected?.filter { $0 }.count == 2)
    #expect(selection.programName == "International Space Station")
  }
}
