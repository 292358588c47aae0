import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain
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

  @Test func detailScreen_OpensWithAHandMadeRepository() async throws {
    let repository = HandMade(rockets: [.mockFalcon9, .mockFalconHeavy])
    let screen = try await RocketsScreen.detail(repository, launches: NoLaunches(), marks: MarkRegistry())
      .open(.object(["ref": "heavy"]))
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
    let screen = try await RocketsScreen.list(Down()).open(nil)
    try await screen.send(.load)
    await #expect(throws: RocketsError.unavailable("down")) { try await screen.output(Fixtures.formatter(Settings())) }
  }

  @Test func listMethod_RunsWithAHandMadeRepository() async throws {
    let methods = RocketMethods.over(HandMade(rockets: [.mockFalcon9, .mockFalcon1]))
    let envelope = try await methods.list(QueryParams(), MethodContext(formatter: Fixtures.formatter(Settings())))
    #expect(envelope.items.map(\.name) == ["Falcon 9", "Falcon 1"], "active first, as the snapshot")
    #expect(envelope.totalItems == 2 && envelope.source == .live)
  }

  @Test func getMethod_FindsALooseName_AndFailsWithTheFeaturesWords() async throws {
    let methods = RocketMethods.over(HandMade(rockets: [.mockFalcon9, .mockFalconHeavy]))
    let context = MethodContext(formatter: Fixtures.formatter(Settings()))
    let heavy = try await methods.get(
      try MethodParams.decode(ReferenceParams.self, from: .object(["ref": "heavy"])), context)
    #expect(heavy.item.name == "Falcon Heavy" && heavy.card.title.hasPrefix("Falcon Heavy"))
    let typo = try MethodParams.decode(ReferenceParams.self, from: .object(["id": "falcon 8"]))
    await #expect(throws: RocketsError.notFound(reference: "falcon 8", suggestions: ["Falcon 9"])) {
      try await methods.get(typo, context)
    }
    #expect(
      RocketsError.notFound(reference: "x", suggestions: []).message(in: .ru) == "Ракета «x» не найдена.")
  }
}
