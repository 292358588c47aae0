import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import OfflineSample
import TestSupport
import Testing

@Suite struct LaunchRepositoryTests {
  private func repository(_ core: CoreServices) throws -> any LaunchRepository {
    try AppContainer.assemble(core: core, features: [.launchesData]).resolve((any LaunchRepository).self)
  }

  private func sample() -> CoreServices {
    CoreServices.test(policy: SourcePolicy(mode: .bundled)) { path in
      OfflineSample.document(for: path).map { ($0, OfflineSample.capturedAt) }
    }
  }

  /// A live API whose query endpoint pages `launches`, plus the rockets and launchpads lists.
  private func liveAPI(launches: String) -> StubHTTPClient {
    StubHTTPClient { request in
      switch request.url.path {
      case "/v4/launches/query":
        return .ok(Data(#"{"docs":\#(launches),"totalDocs":1,"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets":
        return .ok(Data(#"[{"id":"r9","name":"Falcon 9"}]"#.utf8))
      case "/v4/launchpads":
        return .ok(Data(#"[{"id":"p40","name":"CCSFS SLC 40","full_name":"Cape Canaveral"}]"#.utf8))
      default:
        return .status(404)
      }
    }
  }

  @Test func sample_DecodesEveryLaunchWithNames() async throws {
    let catalog = try await repository(sample()).catalog(refresh: false)
    #expect(catalog.value.launches.count == 205, "every launch of the SpaceX API")
    #expect(catalog.provenance.source == .bundled)
    let crs7 = try #require(catalog.value.launches.first { $0.name == "CRS-7" })
    #expect(crs7.success == false)
    #expect(crs7.flightNumber == 24)
    #expect(crs7.failures.first?.time == 139)
    let summary = catalog.value.summary(of: crs7)
    #expect(summary.rocketName == "Falcon 9")
    #expect(summary.launchpadName == "CCSFS SLC 40")
    let demo2 = try #require(catalog.value.launches.first { $0.name == "CCtCap Demo Mission 2" })
    #expect(demo2.crew.count == 2)
    #expect(catalog.value.launches.contains { $0.datePrecision == .month && $0.isUpcoming })
  }

  @Test func sample_FailedFalcon9Launches_NewestFirst() async throws {
    var query = LaunchQuery()
    query.rocket = "falcon9"
    query.status = .failed
    let page = try await repository(sample()).page(query, refresh: false)
    #expect(page.value.items.map(\.launch.name) == ["Amos-6", "CRS-7"])
  }

  @Test func live_ReadsThePagedQueryEndpoint_AndDecodesBothCrewShapes() async throws {
    let launch = #"""
      [{"id":"l1","name":"Crewed","flight_number":7,"date_utc":"2021-01-01T10:00:00.000Z","date_precision":"fortnight",
        "rocket":"r9","launchpad":"p40","crew":["c1",{"crew":"c2","role":"Commander"}],"upcoming":false,"success":true}]
      """#
    let http = liveAPI(launches: launch)
    let catalog = try await repository(CoreServices.test(http: http)).catalog(refresh: false)
    let decoded = try #require(catalog.value.launches.first)
    #expect(decoded.crew == [CrewAssignment(crewID: "c1"), CrewAssignment(crewID: "c2", role: "Commander")])
    #expect(decoded.datePrecision == .day)
    #expect(catalog.value.summary(of: decoded).rocketName == "Falcon 9")
    #expect(catalog.provenance.source == .live)
    #expect(
      Set(http.requests.map { "\($0.method) \($0.url.path)" }) == [
        "POST /v4/launches/query", "GET /v4/rockets", "GET /v4/launchpads",
      ])
  }

  @Test func live_MalformedLaunch_IsSkipped_TheRestListed() async throws {
    let launches =
      #"[{"id":"ok","name":"Fine"},{"id":5,"name":"Broken"},{"id":"ok2","name":"Also fine","upcoming":"maybe"}]"#
    let catalog = try await repository(CoreServices.test(http: liveAPI(launches: launches))).catalog(refresh: false)
    #expect(catalog.value.launches.map(\.id) == ["ok"])
  }

  @Test func noSource_IsUnavailable() async throws {
    let core = CoreServices.test(policy: SourcePolicy(mode: .live), http: StubHTTPClient { _ in .status(503) })
    await #expect(throws: LaunchesError.self) { try await repository(core).catalog(refresh: false) }
  }
}
