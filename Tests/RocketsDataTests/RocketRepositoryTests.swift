import AppContainer
import Core
import Foundation
import OfflineSample
import RocketsData
import RocketsDomain
import TestSupport
import Testing

/// The registered repository, end to end from bytes to domain values.
@Suite struct RocketRepositoryTests {
  private func repository(_ core: CoreServices) throws -> any RocketRepository {
    try AppContainer.assemble(core: core, features: [.rocketsData]).resolve((any RocketRepository).self)
  }

  private func sample() -> CoreServices {
    CoreServices.test(policy: SourcePolicy(mode: .bundled)) { path in
      OfflineSample.document(for: path).map { ($0, OfflineSample.capturedAt) }
    }
  }

  @Test func rockets_FromTheSample_MapEveryField() async throws {
    let rockets = try await repository(sample()).rockets(refresh: false)
    #expect(rockets.value.map(\.name) == ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
    #expect(rockets.provenance.source == .bundled)
    let falcon9 = try #require(rockets.value.first { $0.name == "Falcon 9" })
    #expect(falcon9.id == "5e9d0d95eda69973a809d1ec")
    #expect(falcon9.isActive)
    #expect(falcon9.firstFlight == APIDate.parse("2010-06-04"))
    #expect(falcon9.costPerLaunch == 50_000_000)
    #expect(falcon9.height == Measured(metric: 70, imperial: 229.6))
    #expect(falcon9.mass == Measured(metric: 549_054, imperial: 1_207_920))
    #expect(falcon9.payloadToLEO == Measured(metric: 22_800, imperial: 50_265))
    #expect(falcon9.firstStage.thrust == Thrust(kilonewtons: 7_607, poundsForce: 1_710_000))
    #expect(falcon9.secondStage.thrust == Thrust(kilonewtons: 934, poundsForce: 210_000))
    #expect(falcon9.engines?.propellants == ["liquid oxygen", "RP-1 kerosene"])
  }

  @Test func rocket_LooseName_ResolvesLikeAnID() async throws {
    let repository = try repository(sample())
    for reference in ["falcon9", "Falcon 9", "falcon-9", "5e9d0d95eda69973a809d1ec"] {
      #expect(try await repository.rocket(reference, refresh: false).value.name == "Falcon 9")
    }
  }

  @Test func rocket_Unknown_SuggestsCloseNames() async throws {
    await #expect(throws: RocketsError.notFound(reference: "falcon 8", suggestions: ["Falcon 1", "Falcon 9"])) {
      try await repository(sample()).rocket("falcon 8", refresh: false)
    }
  }

  @Test func rockets_LiveDocumentsWithMissingAndMalformedFields_KeepWhatIsReadable() async throws {
    let body = Data(
      #"""
      [{"id":"a","name":"Minimal"},
       {"id":"b","name":"Broken","height":{"meters":"tall"}},
       {"id":"c","name":"Typed","active":true,"first_flight":"2020-01-02","cost_per_launch":5}]
      """#.utf8)
    let core = CoreServices.test(http: StubHTTPClient([.ok(body)]))
    let rockets = try await repository(core).rockets(refresh: false)
    #expect(rockets.value.map(\.name) == ["Minimal", "Typed"])
    #expect(rockets.value[0].isActive == false)
    #expect(rockets.value[0].height == Measured(metric: nil, imperial: nil))
    #expect(rockets.value[1].costPerLaunch == 5)
    #expect(rockets.provenance.source == .live)
  }

  @Test func rockets_NoSourceCanAnswer_IsUnavailable() async throws {
    let core = CoreServices.test(policy: SourcePolicy(mode: .live), http: StubHTTPClient([.status(404)]))
    await #expect {
      try await repository(core).rockets(refresh: false)
    } throws: { error in
      guard case .unavailable(let reason) = error as? RocketsError else { return false }
      return reason.contains("HTTP 404")
    }
  }

  @Test func rockets_WrongTopLevelJSON_IsUnavailable() async throws {
    let core = CoreServices.test(
      policy: SourcePolicy(mode: .live), http: StubHTTPClient([.ok(Data(#"{"docs":[]}"#.utf8))]))
    await #expect(throws: RocketsError.self) { try await repository(core).rockets(refresh: false) }
  }
}
