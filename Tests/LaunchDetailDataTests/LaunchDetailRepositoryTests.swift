import AppContainer
import Core
import Foundation
import LaunchDetailData
import LaunchDetailDomain
import LaunchesData
import LaunchesDomain
import OfflineSample
import TestSupport
import Testing

@Suite struct LaunchDetailRepositoryTests {
  private func repository(_ core: CoreServices) throws -> any LaunchDetailRepository<Launch> {
    try AppContainer.assemble(core: core, features: [.launchesData, .launchDetailData])
      .resolve((any LaunchDetailRepository<Launch>).self)
  }

  @Test func crewedLaunch_LinksEveryPart() async throws {
    let detail = try await repository(.sample()).detail("CCtCap Demo Mission 2", refresh: false).value
    #expect(detail.incompleteParts.isEmpty)
    #expect(detail.rocket.value??.name == "Falcon 9")
    #expect(detail.launchpad.value??.name == "KSC LC 39A")
    #expect(detail.crew.value?.map(\.name) == ["Robert Behnken", "Douglas Hurley"])
    #expect(detail.capsules.value?.map(\.serial) == ["C206"])
    #expect(detail.payloads.value?.map(\.name) == ["CCtCap Demo Mission 2"])
    #expect(detail.ships.value?.count == 5)
    #expect(detail.cores.value?.first?.serial == "B1058")
    #expect(detail.cores.value?.first?.landpad == "OCISLY")
  }

  @Test func reference_ByFlightNumber_AndUnknownWithSuggestions() async throws {
    #expect(try await repository(.sample()).detail("24", refresh: false).value.launch.name == "CRS-7")
    await #expect(throws: LaunchDetailError.notFound(reference: "CRS-77", suggestions: ["CRS-7", "CRS-17", "CRS-1"])) {
      try await repository(.sample()).detail("CRS-77", refresh: false)
    }
  }

  /// A live API where every collection answers after a pause, except the ones in `failing`.
  private func slowAPI(failing: Set<String> = []) -> StubHTTPClient {
    StubHTTPClient { request in
      let path = request.url.path.replacingOccurrences(of: "/v4/", with: "")
      if failing.contains(path) { return .status(500) }
      let collection = path == "launches/query" ? "launches" : path
      guard var body = OfflineSample.document(for: collection) else { return .status(404) }
      if collection == "launches" {
        body = Data(#"{"docs":"#.utf8) + body + Data(#","totalPages":1,"page":1}"#.utf8)
      }
      return .delayed(.milliseconds(20), HTTPResponse(status: 200, body: body))
    }
  }

  @Test func relatedFetches_RunConcurrently() async throws {
    let http = slowAPI()
    let detail = try await repository(.test(policy: SourcePolicy(mode: .live), http: http)).detail(
      "CRS-7", refresh: false)
    #expect(detail.value.incompleteParts.isEmpty)
    #expect(http.maximumInFlight > 1)
    let paths = http.requests.map(\.url.path)
    #expect(Set(paths).count == paths.count, "each collection is fetched once: \(paths)")
  }

  @Test func failingPayloads_LeaveThemUnavailable_AndTheRestShown() async throws {
    let repository = try repository(.test(policy: SourcePolicy(mode: .live), http: slowAPI(failing: ["payloads"])))
    let detail = try await repository.detail("CRS-7", refresh: false).value
    #expect(detail.incompleteParts == ["payloads"])
    guard case .unavailable(let reason) = detail.payloads else {
      Issue.record("payloads should be unavailable")
      return
    }
    #expect(reason.contains("HTTP 500"))
    #expect(detail.capsules.value?.map(\.serial) == ["C109"])
    #expect(detail.launchpad.value??.name == "CCSFS SLC 40")
  }

  @Test func launchWithoutCrew_FetchesNoCrew() async throws {
    let http = slowAPI()
    _ = try await repository(.test(policy: SourcePolicy(mode: .live), http: http)).detail("FalconSat", refresh: false)
    #expect(!http.requests.contains { $0.url.path == "/v4/crew" })
    #expect(!http.requests.contains { $0.url.path == "/v4/capsules" })
  }
}
