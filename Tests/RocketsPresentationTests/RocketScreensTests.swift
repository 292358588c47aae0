import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesData
import LaunchesDomain
import RocketsData
import RocketsDomain
import TestSupport
import Testing

@testable import RocketsPresentation

/// The rocket screens and methods get their repository when they are made, so they run with a
/// hand-made one and no container.
@Suite struct RocketScreensTests {
  private struct HandMade: RocketRepository {
    var rockets: [Rocket]
    func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> {
      Sourced(rockets, provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    }
  }

  /// Launches that cannot be loaded: the rocket's card still shows, and says so under it.
  private struct NoLaunches: LaunchRepository {
    func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> { throw .unavailable("down") }
  }

  /// The rockets' collection registered alone, over hand-made repositories.
  private func container(_ rockets: some RocketRepository, launches: some LaunchRepository = NoLaunches()) throws
    -> AppContainer
  {
    var container = AppContainer(core: .sample())
    try container.register(RocketCollection(rockets: rockets, launches: launches, marks: { RowMarks() }))
    return container
  }

  /// A method's answer, as JSON.
  private func call(_ method: String, _ params: JSONValue?, in container: AppContainer) async throws -> [String: Any] {
    let handler = try #require(container.methods[named: method]?.handler)
    let data = try await handler(params, MethodContext(formatter: Fixtures.formatter(Settings())))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func detailScreen_OpensWithAHandMadeRepository() async throws {
    let repository = HandMade(rockets: [.mockFalcon9, .mockFalconHeavy])
    let screen = try await #require(try container(repository).screens[named: "rocket"]).open(.object(["ref": "heavy"]))
    try await screen.send(.load)
    let formatter = Fixtures.formatter(Settings())
    let (output, provenance) = try #require(try await screen.output(formatter))
    #expect(output.body.hasPrefix("Falcon Heavy — "))
    #expect(output.body.hasSuffix("\nLaunches\n  unavailable\n"), "the launches under the card: unavailable")
    #expect(await screen.destination(ofRow: 1) == nil)
    #expect(provenance?.source == .live)
    #expect(await screen.links().map(\.key) == ["l"])
  }

  @Test func listScreen_FailureIsThrownForTheCommand() async throws {
    struct Down: RocketRepository {
      func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> { throw .unavailable("down") }
    }
    let screen = try await #require(try container(Down()).screens[named: "rockets"]).open(nil)
    try await screen.send(.load)
    await #expect(throws: RocketsError.unavailable("down")) { try await screen.output(Fixtures.formatter(Settings())) }
  }

  @Test func listMethod_RunsWithAHandMadeRepository() async throws {
    let envelope = try await call(
      "rockets.list", nil, in: container(HandMade(rockets: [.mockFalcon9, .mockFalcon1])))
    let items = try #require(envelope["items"] as? [[String: Any]])
    #expect(items.map { $0["name"] as? String } == ["Falcon 9", "Falcon 1"], "active first, as the snapshot")
    #expect(envelope["totalItems"] as? Int == 2 && envelope["source"] as? String == "live")
  }

  @Test func getMethod_FindsALooseName_AndFailsWithTheFeaturesWords() async throws {
    let rockets = try container(HandMade(rockets: [.mockFalcon9, .mockFalconHeavy]))
    let heavy = try await call("rockets.get", .object(["ref": "heavy"]), in: rockets)
    #expect((heavy["item"] as? [String: Any])?["name"] as? String == "Falcon Heavy")
    #expect(((heavy["card"] as? [String: Any])?["title"] as? String)?.hasPrefix("Falcon Heavy") == true)
    // Its launches could not be loaded: null, and no total.
    #expect(heavy["launches"] is NSNull && heavy["totalLaunches"] == nil)
    await #expect(throws: RocketsError.notFound(reference: "falcon 8", suggestions: ["Falcon 9"])) {
      try await call("rockets.get", .object(["id": "falcon 8"]), in: rockets)
    }
    #expect(
      RocketsError.notFound(reference: "x", suggestions: []).message(in: .ru) == "Ракета «x» не найдена.")
  }
}

/// `rockets.get` answers what the rocket's screen shows: the newest ten launches, and how many
/// it has in all.
@Suite struct RocketGetTests {
  @Test func get_SendsTheNewestTenLaunches_AndTheirTotal() async throws {
    let container = try AppContainer.assemble(
      core: .sample(), features: [.launchesData, .rocketsData, .rocketsPresentation])
    let handler = try #require(container.methods[named: "rockets.get"]?.handler)
    let data = try await handler(.object(["id": "falcon9"]), MethodContext(formatter: Fixtures.formatter(Settings())))
    let answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let launches = try #require(answer["launches"] as? [[String: Any]])
    let total = try #require(answer["totalLaunches"] as? Int)
    #expect(launches.count == 10 && total > 10)
    let dates = launches.compactMap { $0["dateUtc"] as? String }
    #expect(dates.count == 10 && dates == dates.sorted(by: >), "newest first")
    #expect(launches.allSatisfy { ($0["rocket"] as? [String: Any])?["name"] as? String == "Falcon 9" })
  }
}
