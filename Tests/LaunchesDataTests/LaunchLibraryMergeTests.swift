import AppContainer
import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchesData

/// The merged catalog, driven through the live repository with stubbed SpaceX API and Launch
/// Library 2 answers: which launches are the same, and what each side contributes.
@Suite struct LaunchLibraryMergeTests {
  static let falcon9 = "5e9d0d95eda69973a809d1ec"
  static let starship = "5e9d0d96eda699382d09d1ee"
  static let slc40 = "5e9e4501f509094ba4566f84"
  static let lc39a = "5e9e4502f509094188566f88"

  /// A v4 launch document with what the merge reads.
  static func v4(
    _ id: String, _ name: String, flight: Int, date: String, upcoming: Bool = false, success: Bool? = true,
    pad: String = slc40, link: String? = nil
  ) -> String {
    let successText = success.map { "\($0)" } ?? "null"
    let linkText = link.map { "\"\($0)\"" } ?? "null"
    return
      #"{"id":"\#(id)","name":"\#(name)","flight_number":\#(flight),"date_utc":"\#(date)","date_precision":"hour","upcoming":\#(upcoming),"success":\#(successText),"rocket":"\#(falcon9)","launchpad":"\#(pad)","launch_library_id":\#(linkText)}"#
  }

  /// An LL2 launch in the 2.3.0 `normal` shape (the fields the merge reads).
  static func ll2(
    _ id: String, _ name: String, net: String, status: Int = 3, precision: String = "MIN", configuration: Int = 164,
    configurationName: String = "Falcon 9", pad: Int = 80, padName: String = "Space Launch Complex 40",
    updated: String = "2025-01-01T00:00:00Z"
  ) -> String {
    #"{"id":"\#(id)","name":"\#(name)","net":"\#(net)","net_precision":{"id":1,"abbrev":"\#(precision)"},"status":{"id":\#(status),"abbrev":"x"},"last_updated":"\#(updated)","launch_service_provider":{"id":121,"name":"SpaceX"},"rocket":{"configuration":{"id":\#(configuration),"name":"\#(configurationName)"}},"mission":null,"pad":{"id":\#(pad),"name":"\#(padName)","latitude":28.56,"longitude":-80.57,"location":{"name":"Cape Canaveral SFS, FL, USA"}}}"#
  }

  static func page(_ launches: [String], count: Int? = nil, next: String? = nil) -> Data {
    let nextText = next.map { "\"\($0)\"" } ?? "null"
    return Data(
      #"{"count":\#(count ?? launches.count),"next":\#(nextText),"previous":null,"results":[\#(launches.joined(separator: ","))]}"#
        .utf8)
  }

  /// Both APIs: v4 from `v4`, LL2's launch list from `ll2` (every page the same).
  static func stub(v4 launches: [String], ll2: @escaping @Sendable (HTTPRequest) -> Data) -> StubHTTPClient {
    StubHTTPClient { request in
      switch request.url.path {
      case "/v4/launches/query":
        let docs = launches.joined(separator: ",")
        return .ok(Data(#"{"docs":[\#(docs)],"totalDocs":\#(launches.count),"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets":
        return .ok(Data(#"[{"id":"\#(falcon9)","name":"Falcon 9"},{"id":"\#(starship)","name":"Starship"}]"#.utf8))
      case "/v4/launchpads":
        return .ok(
          Data(
            #"[{"id":"\#(slc40)","name":"CCSFS SLC 40","latitude":28.5618571,"longitude":-80.577366},{"id":"\#(lc39a)","name":"KSC LC 39A","latitude":28.6080585,"longitude":-80.6039558}]"#
              .utf8))
      case "/2.3.0/launches", "/2.3.0/launches/":
        return .ok(ll2(request))
      default:
        return .status(404)
      }
    }
  }

  /// Core services over `http`, and Launch Library 2 reached through it with a budget in `directory`.
  struct Setup {
    var core: CoreServices
    var access: LaunchLibraryAccess

    /// The Launches feature reaching LL2 through this setup's access.
    var feature: Feature {
      let access = access
      return .launchesData { _ in access }
    }
  }

  static func core(
    http: StubHTTPClient, budget: Int = 15, directory: TemporaryDirectory, verdict: NetworkVerdict? = nil
  ) -> Setup {
    var core = CoreServices.test(policy: SourcePolicy(mode: .live), http: http)
    if let verdict { core.loader.session = LoaderSession(verdict: verdict) }
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: http, retry: .none),
      budget: RequestBudget(
        file: directory.url.appendingPathComponent("budget.json"), limit: budget, now: { Fixtures.now }),
      hasToken: false)
    return Setup(core: core, access: access)
  }

  static func catalog(_ setup: Setup) async throws -> Sourced<LaunchCatalog> {
    try await AppContainer.assemble(core: setup.core, features: [setup.feature])
      .resolve((any LaunchRepository).self).catalog(refresh: false)
  }

  @Test func linkAndName_Merge_WrongLink_IsRefused_NothingListedTwice() async throws {
    let directory = try TemporaryDirectory()
    let v4 = [
      Self.v4("v-crew5", "Crew-5", flight: 187, date: "2022-10-05T16:00:00.000Z", pad: Self.lc39a, link: "l-crew5"),
      // The link is wrong (as the real data's Galaxy 33 → Hotbird 13F): it names the Crew-5 launch.
      Self.v4("v-galaxy", "Galaxy 33 (15R) & 34 (12R)", flight: 186, date: "2022-10-08T23:05:00.000Z", link: "l-crew5"),
      Self.v4(
        "v-starlink", "Starlink 4-36 (v1.5)", flight: 195, date: "2022-11-01T00:00:00.000Z", upcoming: true,
        success: nil),
    ]
    let ll2 = [
      Self.ll2(
        "l-crew5", "Falcon 9 Block 5 | Crew-5", net: "2022-10-05T16:00:57Z", pad: 87, padName: "Launch Complex 39A"),
      Self.ll2("l-galaxy", "Falcon 9 Block 5 | Galaxy 33 & 34", net: "2022-10-08T23:05:00Z"),
      Self.ll2("l-starlink", "Falcon 9 Block 5 | Starlink Group 4-36", net: "2022-10-20T14:50:00Z"),
    ]
    let http = Self.stub(v4: v4) { _ in Self.page(ll2) }
    let catalog = try await Self.catalog(Self.core(http: http, directory: directory)).value

    #expect(catalog.launches.count == 3, "\(catalog.launches.map(\.name))")
    let byID = Dictionary(uniqueKeysWithValues: catalog.launches.map { ($0.id, $0) })
    #expect(byID["v-crew5"]?.launchLibraryID == "l-crew5")
    #expect(byID["v-galaxy"]?.launchLibraryID == "l-galaxy", "the wrong link must give way to the name")
    #expect(byID["v-galaxy"]?.providers == [.spaceXAPI, .launchLibrary])
    // Upcoming in v4, flown in LL2: its real outcome and date.
    let starlink = try #require(byID["v-starlink"])
    #expect(starlink.success == true)
    #expect(!starlink.isUpcoming)
    #expect(starlink.date == APIDate.parse("2022-10-20T14:50:00Z"))
    #expect(starlink.flightNumber == 195)
  }

  /// A merged launch answers to either source's name, a Starship flight to the short forms people
  /// type, and a rocket to its initials.
  @Test func references_FindAMergedLaunchByEitherName_AndStarshipFlightsByTheirShortForms() async throws {
    let directory = try TemporaryDirectory()
    let v4 = [
      Self.v4(
        "v-starlink", "Starlink 4-36 (v1.5)", flight: 195, date: "2022-11-01T00:00:00.000Z", upcoming: true,
        success: nil)
    ]
    let ll2 = [
      Self.ll2("l-starlink", "Falcon 9 Block 5 | Starlink Group 4-36", net: "2022-10-20T14:50:00Z"),
      Self.ll2(
        "l-flight5", "Starship | Flight 5", net: "2024-10-13T12:25:00Z", configuration: 464,
        configurationName: "Starship", pad: 188, padName: "Orbital Launch Mount A"),
      Self.ll2(
        "l-flight15", "Starship | Flight 15", net: "2026-10-13T12:25:00Z", status: 1, configuration: 464,
        configurationName: "Starship", pad: 188, padName: "Orbital Launch Mount A"),
    ]
    let http = Self.stub(v4: v4) { _ in Self.page(ll2) }
    let catalog = try await Self.catalog(Self.core(http: http, directory: directory)).value
    for reference in ["Starlink Group 4-36", "starlink group 4-36", "Starlink 4-36 (v1.5)", "Starlink 4-36"] {
      #expect((try? catalog.launch(reference))?.id == "v-starlink", "\(reference)")
    }
    for reference in ["IFT-5", "ift5", "IFT 5", "Flight 5", "Starship Flight 5", "starship | flight 5"] {
      #expect((try? catalog.launch(reference))?.id == "l-flight5", "\(reference)")
    }
    #expect((try? catalog.launch("IFT-15"))?.id == "l-flight15", "not Flight 1 or 5")
    #expect(throws: LaunchesError.self) { try catalog.launch("IFT-7") }

    var query = LaunchQuery()
    query.rocket = "f9"
    #expect(try query.run(on: catalog).rocketName == "Falcon 9")
  }

  @Test func flightNumbers_OfStarshipTestNames() {
    #expect(LaunchNames.flightNumber("Flight 5") == 5)
    #expect(LaunchNames.flightNumber("Starship | Flight 12") == 12)
    #expect(LaunchNames.flightNumber("Integrated Flight Test 3") == 3)
    #expect(LaunchNames.flightNumber("IFT-4") == 4)
    #expect(LaunchNames.flightNumber("SN15 10 km Flight") == nil)
    #expect(LaunchNames.flightNumber("Crew-5") == nil)
  }

  /// A schedule v4 froze in 2022 that slipped by years: rocket and name decide, the date only
  /// between several candidates; nothing is listed twice, and nothing that flew stays upcoming.
  @Test func upcomingInV4_SlippedByYears_MatchesByName_TheDateBreaksTies() async throws {
    let directory = try TemporaryDirectory()
    let v4 = [
      Self.v4(
        "v-legion", "WorldView Legion 1 & 2", flight: 200, date: "2022-12-01T00:00:00.000Z", upcoming: true,
        success: nil),
      Self.v4("v-sat", "Acme-1", flight: 201, date: "2022-12-01T00:00:00.000Z", upcoming: true, success: nil),
      // A flown launch whose name recurs: its record is its own, never the schedule's.
      Self.v4("v-rerun-1", "Rerun", flight: 150, date: "2021-03-01T10:00:00.000Z"),
      Self.v4("v-rerun-2", "Rerun", flight: 202, date: "2022-12-01T00:00:00.000Z", upcoming: true, success: nil),
    ]
    let ll2 = [
      Self.ll2("l-legion", "Falcon 9 Block 5 | WorldView Legion 1 & 2", net: "2024-05-02T18:36:00Z"),
      // Two launches of one name: the one nearer v4's date is v4's.
      Self.ll2("l-acme-near", "Falcon 9 Block 5 | Acme-1", net: "2023-02-10T10:00:00Z"),
      Self.ll2("l-acme-far", "Falcon 9 Block 5 | Acme-1", net: "2026-08-10T10:00:00Z", status: 1),
      Self.ll2("l-rerun-1", "Falcon 9 Block 5 | Rerun", net: "2021-03-01T10:00:30Z"),
      Self.ll2("l-rerun-2", "Falcon 9 Block 5 | Rerun", net: "2021-02-27T10:00:30Z"),
    ]
    let http = Self.stub(v4: v4) { _ in Self.page(ll2) }
    let catalog = try await Self.catalog(Self.core(http: http, directory: directory)).value
    let byID = Dictionary(uniqueKeysWithValues: catalog.launches.map { ($0.id, $0) })
    let legion = try #require(byID["v-legion"])
    #expect(legion.launchLibraryID == "l-legion", "17 months late, still the same launch")
    #expect(!legion.isUpcoming && legion.success == true)
    #expect(legion.date == APIDate.parse("2024-05-02T18:36:00Z"))
    #expect(legion.launchpadID == Self.slc40, "LL2's pad 80: where it flew")
    #expect(byID["v-sat"]?.launchLibraryID == "l-acme-near")
    #expect(byID["l-acme-far"]?.providers == [.launchLibrary], "the other Acme-1 is a launch of its own")
    #expect(byID["v-rerun-1"]?.launchLibraryID == "l-rerun-1")
    #expect(byID["v-rerun-2"]?.launchLibraryID == "l-rerun-2", "the schedule takes what the flown launch left")
    #expect(catalog.launches.count == 5, "\(catalog.launches.map(\.name))")
    #expect(!catalog.launches.contains { $0.name.contains("Legion") && $0.id == "l-legion" }, "listed twice")
  }

  @Test func launchLibraryOnly_IsMapped_ToV4RocketAndPad_OrShownByItsOwnPad() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = [
      Self.ll2(
        "l-sn8", "Starship SN8 | 12.5 km Flight", net: "2020-12-09T22:45:25Z", status: 7, configuration: 207,
        configurationName: "Starship Prototype", pad: 111, padName: "Launch Pad A"),
      Self.ll2(
        "l-koreasat", "Falcon 9 Block 5 | Koreasat 6A", net: "2024-10-31T00:00:00Z", status: 2, precision: "M",
        pad: 72, padName: "Unknown Pad"),
      Self.ll2("l-crew9", "Falcon 9 Block 5 | Crew-9", net: "2024-09-28T17:17:00Z", pad: 80),
    ]
    let http = Self.stub(v4: []) { _ in Self.page(ll2) }
    let catalog = try await Self.catalog(Self.core(http: http, directory: directory)).value
    let byID = Dictionary(uniqueKeysWithValues: catalog.launches.map { ($0.id, $0) })

    let sn8 = try #require(byID["l-sn8"])
    #expect(sn8.name == "SN8 12.5 km Flight", "a prototype's serial is kept in its name")
    #expect(sn8.flightNumber == nil)
    #expect(sn8.rocketID == Self.starship)
    #expect(sn8.launchpadID == "5e9e4502f5090927f8566f85")
    #expect(sn8.success == false && sn8.isPartialFailure)
    #expect(sn8.providers == [.launchLibrary])

    let koreasat = try #require(byID["l-koreasat"])
    #expect(koreasat.name == "Koreasat 6A")
    #expect(koreasat.isUpcoming && koreasat.success == nil)
    #expect(koreasat.datePrecision == .month)
    #expect(catalog.summary(of: koreasat).launchpadName == "Unknown Pad")
    #expect(catalog.summary(of: koreasat).rocketName == "Falcon 9")

    #expect(byID["l-crew9"]?.launchpadID == Self.slc40)
    #expect(byID["l-crew9"]?.success == true)
  }

  @Test func flownLaunch_NamedDifferently_MatchesBySamePadWithinADay_OnlyWhenUnique() async throws {
    let directory = try TemporaryDirectory()
    let v4 = [Self.v4("v-crs1", "CRS-1", flight: 9, date: "2012-10-08T00:35:00.000Z")]
    let ll2 = [
      Self.ll2(
        "l-crs1", "Falcon 9 v1.0 | SpX CRS-1", net: "2012-10-08T00:35:07Z", status: 7, configuration: 169,
        configurationName: "Falcon 9 v1.0")
    ]
    let http = Self.stub(v4: v4) { _ in Self.page(ll2) }
    let catalog = try await Self.catalog(Self.core(http: http, directory: directory)).value
    #expect(catalog.launches.count == 1)
    let crs1 = try #require(catalog.launches.first)
    #expect(crs1.launchLibraryID == "l-crs1")
    // v4 recorded the outcome; LL2's "partial failure" does not overwrite a recorded fact.
    #expect(crs1.success == true && !crs1.isPartialFailure)
  }

  @Test func envelopeSources_NameBothProviders_CombinedIsTheOldest() async throws {
    let directory = try TemporaryDirectory()
    let http = Self.stub(v4: []) { _ in
      Self.page([Self.ll2("l-1", "Falcon 9 Block 5 | X", net: "2025-01-01T00:00:00Z")])
    }
    let provenance = try await Self.catalog(Self.core(http: http, directory: directory)).provenance
    #expect(provenance.sources.map(\.provider) == [.spaceXAPI, .launchLibrary])
    #expect(provenance.sources.allSatisfy { $0.source == .live && !$0.isStale })
  }
}

/// The merge over the real captures in `../shared` (read at run time, never copied): the SpaceX
/// API's 205 launches and Launch Library 2's SpaceX launches as of mid-2023.
@Suite(SharedData.needed("spacex-api-v4"), SharedData.needed("launch-library-2"))
struct LaunchLibraryCaptureMergeTests {
  static var shared: URL { SharedData.root }

  @Test func realCaptures_EveryFlownFalconLaunchMatchesOnce_AndTheWrongLinkIsRefused() async throws {
    let v4 = try Data(contentsOf: Self.shared.appendingPathComponent("spacex-api-v4/launches.json"))
    let ll2 = try Data(
      contentsOf: Self.shared.appendingPathComponent("launch-library-2/v2.2.0-spacex-launches-normal-2023-06.json"))
    let rockets = try Data(contentsOf: Self.shared.appendingPathComponent("spacex-api-v4/rockets.json"))
    let pads = try Data(contentsOf: Self.shared.appendingPathComponent("spacex-api-v4/launchpads.json"))
    let directory = try TemporaryDirectory()
    let http = StubHTTPClient { request in
      switch request.url.path {
      case "/v4/launches/query":
        let docs = String(decoding: v4, as: UTF8.self)
        return .ok(Data(#"{"docs":\#(docs),"totalDocs":205,"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets": return .ok(rockets)
      case "/v4/launchpads": return .ok(pads)
      case "/2.3.0/launches", "/2.3.0/launches/": return .ok(ll2)
      default: return .status(404)
      }
    }
    let catalog = try await LaunchLibraryMergeTests.catalog(
      LaunchLibraryMergeTests.core(http: http, directory: directory)
    )
    .value
    let v4Launches = catalog.launches.filter { $0.providers.contains(.spaceXAPI) }
    #expect(v4Launches.count == 205)
    #expect(Set(catalog.launches.map(\.id)).count == catalog.launches.count, "a launch is listed twice")
    // Every flown Falcon launch up to v4's last flight found its v4 launch, but the one v4 never
    // recorded (it has no Starlink 4-29).
    let lastFlown = v4Launches.filter { !$0.isUpcoming }.map(\.date).max()!
    let falcons = Set(catalog.rockets.filter { $0.name.hasPrefix("Falcon") }.map(\.id))
    let unmatched = catalog.launches.filter {
      $0.providers == [.launchLibrary] && $0.date <= lastFlown && falcons.contains($0.rocketID ?? "")
    }
    #expect(unmatched.map(\.name) == ["Starlink Group 4-29"])
    let amos = try #require(catalog.launches.first { $0.name == "Amos-6" })
    #expect(amos.launchLibraryID == "3622669f-6e06-467a-86f3-47b56b1114c1", "lost on the pad two days before its date")
    let galaxy = try #require(catalog.launches.first { $0.name == "Galaxy 33 (15R) & 34 (12R)" })
    let hotbird = try #require(catalog.launches.first { $0.name == "Hotbird 13F" })
    #expect(galaxy.launchLibraryID != hotbird.launchLibraryID)
    #expect(galaxy.launchLibraryID == "03ee73b8-a553-4575-8dfa-d0da4e7939e9")
    #expect(hotbird.launchLibraryID == "13977bd5-45d2-4ed1-9a4a-9fefeee0723a")
    // No schedule v4 froze in 2022 is listed beside the launch it became: a v4 launch still
    // upcoming has no LL2-only namesake on the same rocket.
    let stillUpcoming = v4Launches.filter(\.isUpcoming)
    let ll2Only = catalog.launches.filter { $0.providers == [.launchLibrary] }
    let doubled = stillUpcoming.filter { launch in
      ll2Only.contains { $0.rocketID == launch.rocketID && Self.sameMission($0.name, launch.name) }
    }
    #expect(doubled.isEmpty, "listed twice: \(doubled.map(\.name))")
  }

  /// Names as a person would compare them: letters and digits only, any case, "group" left out,
  /// bracketed parts ignored. Written here, not taken from the merge, so the test is its own judge.
  static func sameMission(_ first: String, _ second: String) -> Bool {
    func key(_ name: String) -> String {
      let unbracketed = name.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
      return unbracketed.lowercased().replacingOccurrences(of: "group", with: "").filter { $0.isLetter || $0.isNumber }
    }
    return key(first) == key(second)
  }
}

/// A launch's boosters from Launch Library 2's `detailed` shape, on the real captures: serial,
/// flight, turnaround, landing and the booster's state, in 2.2.0's names and 2.3.0's.
@Suite struct LaunchLibraryStagesTests {
  @Test(SharedData.needed("launch-library-2")) func realDetailedCapture_GivesEachLaunchItsBoosters() throws {
    let records = try DetailedCapture.records()
    let starlink = try #require(records.first { $0.name.contains("Starlink Group 17-39") })
    let core = try #require(starlink.cores.first)
    #expect(core.serial == "B1082" && core.flight == 23 && core.turnaroundDays == 50)
    #expect(core.landingAttempt == true && core.landingSuccess == nil, "to come: no outcome yet, not a failure")
    #expect(core.landingType == "ASDS" && core.landingPlace == "OCISLY" && core.boosterStatus == "active")
    #expect(core.boosterFlights == 22, "LL2's own count of B1082's flights before this one")
    #expect(core.coreID == nil, "no SpaceX API id for a flight only LL2 records")
    let expended = try #require(records.flatMap(\.cores).first { $0.serial == "B1069" })
    #expect(expended.landingAttempt == false && expended.landingPlace == "ATL" && expended.boosterFlights == 31)
    let ship = try #require(records.flatMap(\.craft).first { $0.serial == "S40" }, "2.2.0's spacecraft_stage object")
    #expect(ship.crewCount == 0 && ship.landingAttempt == true && ship.status == "active")
    let unknown = records.flatMap(\.cores).filter { $0.serial == "Unknown F9" }
    #expect(unknown.allSatisfy { $0.flight == nil }, "an unassigned booster has no flight number")
  }

  @Test func version230Shape_DecodesTheSame() throws {
    let json = #"""
      {"count":1,"next":null,"results":[{"id":"x","name":"Falcon 9 Block 5 | A","net":"2026-01-01T00:00:00Z",
      "status":{"id":3},"rocket":{"configuration":{"id":164,"name":"Falcon 9"},"launcher_stage":[{"reused":true,
      "launcher_flight_number":7,"turn_around_time":"P49DT23H10M","launcher":{"serial_number":"B1090",
      "status":{"id":1,"name":"Active"}},"landing":{"attempt":true,"success":true,"type":{"abbrev":"RTLS"},
      "landing_location":{"name":"Landing Zone 2","abbrev":"LZ-2"}}}],"spacecraft_stage":[{"spacecraft":
      {"serial_number":"C206","name":"Crew Dragon Endeavour","status":{"name":"Active"}},"launch_crew":[{},{},{},{}],
      "landing":{"attempt":true,"success":true}}]}}]}
      """#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    let core = try #require(page.results.elements.first.flatMap(LaunchLibraryRecord.init)?.cores.first)
    #expect(core.serial == "B1090" && core.flight == 7 && core.turnaroundDays == 49)
    #expect(core.landingSuccess == true && core.landingType == "RTLS" && core.landingPlace == "LZ-2")
    #expect(core.boosterStatus == "active")
    let craft = try #require(page.results.elements.first.flatMap(LaunchLibraryRecord.init)?.craft.first)
    #expect(craft.serial == "C206" && craft.crewCount == 4 && craft.landingSuccess == true, "2.3.0's array")
  }

  /// A record's programs by name: none named is known to be none, a record without the field
  /// (an old shape) unknown; a malformed program is skipped, not the launch.
  @Test func programs_AreNamed_NoneIsNone_AbsentIsUnknown() throws {
    let json = #"""
      {"count":3,"next":null,"results":[
      {"id":"a","name":"Falcon 9 | A","net":"2026-01-01T00:00:00Z","status":{"id":3},
       "program":[{"id":25,"name":"Starlink","agencies":[]},{"id":"x"},{"id":17,"name":"International Space Station"}]},
      {"id":"b","name":"Falcon 9 | B","net":"2026-01-01T00:00:00Z","status":{"id":3},"program":[]},
      {"id":"c","name":"Falcon 9 | C","net":"2026-01-01T00:00:00Z","status":{"id":3}}]}
      """#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    let records = page.results.elements.compactMap(LaunchLibraryRecord.init)
    #expect(records.map(\.programs) == [["Starlink", "International Space Station"], [], nil])
  }

  /// A probability is a percentage or unknown (LL2 writes -1 for none); a coordinate that is no
  /// number a pad can have (`nan`, `1e999`, past 1e15) skips its launch as any malformed one.
  @Test func outOfRangeNumbers_AreUnknownOrSkipTheRecord() throws {
    func launch(_ id: String, probability: String, latitude: String) -> String {
      #"{"id":"\#(id)","name":"L \#(id)","net":"2026-01-01T00:00:00Z","probability":\#(probability),"pad":{"id":80,"latitude":\#(latitude),"longitude":-80.57}}"#
    }
    let launches = [
      launch("a", probability: "70", latitude: "28.56"), launch("b", probability: "-1", latitude: "\"28.56\""),
      launch("c", probability: "250", latitude: "-90"), launch("d", probability: "1", latitude: "\"nan\""),
      launch("e", probability: "2", latitude: "\"1e999\""), launch("f", probability: "3", latitude: "1e300"),
    ]
    let page = try JSONDecoder.spaceXAPI().decode(
      LaunchLibraryPageDTO.self,
      from: Data(#"{"count":6,"next":null,"results":[\#(launches.joined(separator: ","))]}"#.utf8))
    let records = page.results.elements.compactMap(LaunchLibraryRecord.init)
    #expect(records.map(\.id) == ["a", "b", "c"])
    #expect(records.map(\.probability) == [70, nil, nil])
    #expect(records.map(\.padLatitude) == [28.56, 28.56, -90])
  }
}

/// A flight both sources know is one flight with one set of boosters: v4's cores stand where v4
/// recorded the launch as flown, LL2's where v4 names none or froze a plan; the other source's
/// stay beside them, never counted. What flew wins over what was planned.
@Suite struct LaunchMergeBoostersTests {
  private static let record = LaunchLibraryRecord(
    id: "ll2-x", name: "Falcon 9 Block 5 | Crew-5", net: Date(timeIntervalSince1970: 1_664_985_600),
    netPrecision: "MIN", statusID: 3,
    stages: [
      .init(
        serial: "B1077", flight: 1, landingAttempt: true, landingSuccess: true, landingType: "RTLS",
        landingPlace: "LZ-1")
    ],
    spacecraft: [.init(serial: "C210", crewCount: 4, landingAttempt: true, landingSuccess: true)])

  @Test func v4sCoresStand_LL2sFillOnlyWhatV4NeverNamed() {
    let named = Launch(
      id: "v4", flightNumber: 187, name: "Crew-5", date: Date(timeIntervalSince1970: 1_664_985_600), success: true,
      capsuleIDs: ["cap-210"], cores: [CoreAssignment(coreID: "core-77", flight: 1, landingAttempt: true)])
    let merged = LaunchMerge.enriched(named, with: Self.record)
    #expect(merged.cores.map(\.coreID) == ["core-77"] && merged.cores.count == 1, "one booster, v4's")
    #expect(merged.spacecraft.isEmpty, "v4 names its capsule: LL2's is not added a second time")
    let unnamed = Launch(
      id: "v4", flightNumber: 199, name: "Crew-5", date: Date(timeIntervalSince1970: 1_664_985_600), isUpcoming: true,
      cores: [CoreAssignment(coreID: nil)])
    let filled = LaunchMerge.enriched(unnamed, with: Self.record)
    #expect(filled.cores.map(\.serial) == ["B1077"] && filled.spacecraft.map(\.serial) == ["C210"])
  }

  /// A plan v4 froze (USSF-44 with its boosters by id, planned from LC-39A): LL2 says what flew,
  /// with which boosters and from which pad; v4's planned boosters stay beside them.
  @Test func aPlanV4Froze_TakesWhatFlew_BoostersPadAndTime() {
    let plan = Launch(
      id: "v4", flightNumber: 190, name: "Crew-5", date: Date(timeIntervalSince1970: 1_664_900_000),
      datePrecision: .month, isUpcoming: true, launchpadID: "pad-39a",
      cores: [CoreAssignment(coreID: "core-64", flight: 1)])
    let flown = LaunchMerge.enriched(plan, with: Self.record, launchpadID: "pad-40")
    #expect(flown.cores.map(\.serial) == ["B1077"], "the newer source's booster flew")
    #expect(flown.otherSourceCores.map(\.coreID) == ["core-64"], "v4's plan kept to show the disagreement")
    #expect(flown.launchpadID == "pad-40" && !flown.isUpcoming && flown.success == true)
    #expect(flown.date == Self.record.net && flown.datePrecision == .hour)
    let unassigned = LaunchMerge.enriched(plan, with: Self.record, launchpadID: nil)
    #expect(unassigned.launchpadID == "pad-39a", "an unassigned pad moves nothing")
  }

  /// Starlink 4-25: v4 recorded the day it flew, LL2 the minute; v4's boosters stand, LL2's
  /// beside them.
  @Test func aFlownLaunchV4KnewToTheDay_TakesLaunchLibrarysTime() {
    let day = Launch(
      id: "v4", flightNumber: 180, name: "Crew-5", date: Date(timeIntervalSince1970: 1_664_928_000),
      datePrecision: .day, success: true, cores: [CoreAssignment(coreID: "core-77", flight: 1)])
    let merged = LaunchMerge.enriched(day, with: Self.record)
    #expect(merged.date == Self.record.net && merged.datePrecision == .hour)
    #expect(merged.cores.map(\.coreID) == ["core-77"] && merged.otherSourceCores.map(\.serial) == ["B1077"])
    var hour = day
    hour.datePrecision = .hour
    #expect(LaunchMerge.enriched(hour, with: Self.record).date == day.date, "v4's own time stands")
  }
}
