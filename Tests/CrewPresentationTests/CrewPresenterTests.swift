import AppContainer
import Core
import CrewData
import CrewDomain
import CrewPresentation
import Foundation
import JSONRPC
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

@testable import CrewData

/// The crew on the offline sample through the real repositories, as a terminal shows it at the
/// widths people use, in both languages; and the join and the query on made-up records.
@Suite struct CrewPresenterTests {
  private func repository() throws -> CrewRepository {
    try AppContainer.assemble(core: .sample(), features: [.launchesData, .crewData]).resolve(CrewRepository.self)
  }

  private func eachWidth(_ body: (DisplayFormatter, String) throws -> Void) rethrows {
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        try body(formatter, "\(language)-\(width)")
      }
    }
  }

  @Test func list_ByAgency() async throws {
    let collection = RegisteredCollection(CrewCollection(source: try repository()))
    let crew = try await repository().load(false)
    let nasa = crew.map {
      collection.query.run(try! collection.query.choices(arguments: ["--agency", "NaSa"]), on: $0)
    }
    #expect(nasa.value.values.count == 15 && nasa.value.values.allSatisfy { $0.agency == "NASA" })
    eachWidth { formatter, name in
      let text = collection.output(nasa, formatter: formatter).text
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= formatter.width! }, "\(name)")
      Snapshot.assert(text, named: name)
    }
  }

  @Test func card_WithItsLaunches() async throws {
    let astronaut = try await repository().find("behnken", refresh: false).value
    #expect(astronaut.name == "Robert Behnken" && astronaut.flights.map(\.launchName) == ["CCtCap Demo Mission 2"])
    let collection = RegisteredCollection(CrewCollection(source: try repository()))
    eachWidth { formatter, name in
      let text =
        collection.card(astronaut, formatter).text(width: formatter.width) + "\n"
        + collection.related!.text(astronaut.flights, formatter: formatter)
      // A link keeps its line whole, as every card's does.
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= formatter.width! || $0.contains("://") }, "\(name)")
      Snapshot.assert(text, named: name)
    }
  }

  /// Every count agrees with the launches listed under the card, on the whole sample.
  @Test func everyCount_AgreesWithItsList() async throws {
    let collection = RegisteredCollection(CrewCollection(source: try repository()))
    let crew = try await repository().load(false).value
    #expect(crew.count == 30)
    let formatter = Fixtures.formatter(Settings())
    for astronaut in crew {
      // As a client reads the get method's answer: the card's count, the launches listed.
      let detail = await collection.detail(astronaut, formatter: formatter)
      let json = try #require(
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(detail)) as? [String: Any])
      let launches = try #require(json["launches"] as? [[String: Any]])
      let flown = launches.filter { $0["upcoming"] as? Bool == false }.count
      #expect(detail.card.fields.first { $0.key == "flights" }?.value == "\(flown)", "\(astronaut.name)")
      #expect((json["item"] as? [String: Any])?["flights"] as? Int == flown, "\(astronaut.name)")
    }
    #expect(crew.map(\.flown.count) == crew.map(\.flown.count).sorted(by: >), "most flights first")
  }

  /// A launch is someone's when either record says so, once; a flight to come is listed last;
  /// a nameless record is no one.
  @Test func join_TakesBothRecords_AndOrdersByFlights() {
    func launch(_ id: String, day: Double, upcoming: Bool = false, crew: [CrewAssignment] = []) -> Launch {
      Launch(
        id: id, flightNumber: nil, name: "L\(id)", date: Date(timeIntervalSince1970: day * 86_400),
        isUpcoming: upcoming, crew: crew)
    }
    let launches = [
      launch("3", day: 30, upcoming: true, crew: [CrewAssignment(crewID: "a")]),
      launch("1", day: 10), launch("2", day: 20, crew: [CrewAssignment(crewID: "a", role: "Commander")]),
      launch("0", day: 5, crew: [CrewAssignment(crewID: "b")]),
    ]
    let crew = CrewJoin.crew(
      [
        CrewDTO(id: "b", name: "Bea", agency: "ESA", status: nil, wikipedia: nil, launches: ["1"]),
        CrewDTO(id: "a", name: "Al", agency: "NASA", status: "active", wikipedia: nil, launches: ["1", "2"]),
        CrewDTO(id: "c", name: " ", agency: nil, status: nil, wikipedia: nil, launches: ["1"]),
      ], launches: launches)
    #expect(crew.map(\.name) == ["Al", "Bea"])
    #expect(crew[0].flights.map(\.launchID) == ["1", "2", "3"] && crew[0].flown.count == 2)
    #expect(crew[1].flights.map(\.launchID) == ["0", "1"], "each record's launches, oldest first")
  }

  /// The options as the command and the method take them; a list they empty says which did.
  @Test func query_FiltersAndSaysWhichFilterEmptiedTheList() async throws {
    let collection = RegisteredCollection(CrewCollection(source: try repository()))
    let crew = try await repository().load(false)
    let axiom = collection.query.run(try collection.query.choices(params: .object(["agency": "axiom"])), on: crew.value)
    #expect(axiom.values.count == 4)
    let typed = collection.query.run(
      try collection.query.choices(arguments: ["--agency", "axiom-space"]), on: crew.value)
    #expect(typed.values.map(\.id) == axiom.values.map(\.id), "the agency as completion offers it")
    #expect(throws: UsageError.self) { try collection.query.choices(arguments: ["--status", "retird"]) }
    let emptied = crew.map {
      collection.query.run(
        try! collection.query.choices(arguments: ["--agency", "esa", "--status", "retired"]), on: $0)
    }
    #expect(emptied.value.emptiedBy?.option == "status")
    #expect(collection.words.none.en == "No astronauts." && collection.words.none.ru == "Астронавтов нет.")
    eachWidth { formatter, name in
      let text = collection.output(emptied, formatter: formatter).text
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= formatter.width! }, "\(name)")
      Snapshot.assert(text, named: name)
    }
  }
}
