import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import PayloadsData
import PayloadsDomain
import TestSupport
import Testing

@testable import PayloadsData
@testable import PayloadsPresentation

/// The payloads on the offline sample through the real repositories, as a terminal shows them
/// at the widths people use, in both languages and both units; the join on made-up records.
@Suite struct PayloadPresenterTests {
  private func repository() throws -> PayloadRepository {
    try AppContainer.assemble(core: .sample(), features: [.launchesData, .payloadsData]).resolve(PayloadRepository.self)
  }

  private func eachWidth(units: UnitSystem = .metric, _ body: (DisplayFormatter, String) throws -> Void) rethrows {
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language).overridden(units: units, language: nil))
        formatter.width = width
        try body(formatter, "\(language)-\(width)")
      }
    }
  }

  /// Every payload of the sample, each on the launch that carried it; NASA's at the station.
  @Test func list_ToTheStationForNASA() async throws {
    let collection = RegisteredCollection(PayloadCollection(source: try repository()))
    let all = try await repository().load(false)
    #expect(all.value.count == 225)
    // Four name a launch v4's launches do not have: no launch, listed last.
    #expect(
      all.value.suffix(4).map(\.name) == ["IM-1 Nova-C", "Janus", "Psyche", "Starlink 2-2 (v1.5)"]
        && all.value.filter { $0.launch == nil }.count == 4)
    let station = all.map {
      collection.query.run(try! collection.query.choices(arguments: ["--orbit", "iss", "--customer", "NASA"]), on: $0)
    }
    #expect(station.value.values.count == 32 && station.value.values.allSatisfy { $0.orbit == "ISS" })
    eachWidth { formatter, name in
      let text = collection.output(station, formatter: formatter).text
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= formatter.width! }, "\(name)")
      Snapshot.assert(text, named: name)
    }
  }

  /// `--orbit` and `--type` match a whole word, `--customer` a part; an unknown word empties the
  /// list and says which filter did.
  @Test func query_MatchesAsItsHelpSays() async throws {
    let collection = RegisteredCollection(PayloadCollection(source: try repository()))
    let all = try await repository().load(false).value
    let run = { (arguments: [String]) in
      collection.query.run(try collection.query.choices(arguments: arguments), on: all)
    }
    #expect(try run(["--orbit", "leo"]).values.allSatisfy { $0.orbit == "LEO" })
    #expect(try run(["--type", "crew-dragon"]).values.map(\.name).count == 9)
    #expect(try run(["--customer", "iridium"]).values.count == 8)
    let emptied = try run(["--orbit", "mars"])
    #expect(emptied.values.isEmpty && emptied.emptiedBy?.option == "orbit")
  }

  /// A Dragon's card, and a car's in imperial units: the orbit's range in miles, the mass in
  /// pounds, in both languages.
  @Test(arguments: ["CRS-20", "Tesla Roadster"])
  func card(reference: String) async throws {
    let payload = try await repository().find(reference, refresh: false).value
    let collection = RegisteredCollection(PayloadCollection(source: try repository()))
    eachWidth(units: reference == "CRS-20" ? .metric : .imperial) { formatter, name in
      let text = collection.card(payload, formatter).text(width: formatter.width)
      Snapshot.assert(text, named: "\(reference.split(separator: " ")[0])-\(name)")
    }
    #expect(collection.links(payload).map(\.key) == ["l"])
  }

  /// A payload flew on the launch its record names, else the launch that lists it; a Dragon's
  /// capsule is named by its serial; a nameless record is no payload; newest launch first.
  @Test func join_OnMadeUpRecords() {
    let day = { (day: Int) in Date(timeIntervalSince1970: TimeInterval(day) * 86_400) }
    let launches = [
      Launch(id: "L1", flightNumber: 1, name: "One", date: day(1)),
      Launch(id: "L2", flightNumber: 2, name: "Two", date: day(2), payloadIDs: ["P2"]),
    ]
    let record = { (id: String, name: String, launch: String?, dragon: PayloadDTO.DragonDTO?) in
      PayloadDTO(
        id: id, name: name, type: nil, orbit: nil, launch: launch, customers: nil, manufacturers: nil, massKg: nil,
        massLbs: nil, periapsisKm: nil, apoapsisKm: nil, inclinationDeg: nil, reused: nil, dragon: dragon)
    }
    let dragon = PayloadDTO.DragonDTO(
      capsule: "cap", flightTimeSec: 3600, waterLanding: true, landLanding: nil, massReturnedKg: nil,
      massReturnedLbs: nil)
    let dtos = [
      record("P1", "First", "L1", dragon), record("P2", "Second", nil, nil), record("P3", " ", "L1", nil),
    ]
    let payloads = PayloadJoin.payloads(
      dtos, capsules: V4Names([.init(id: "cap", serial: "C206")]), launches: launches)
    #expect(payloads.map(\.name) == ["Second", "First"])
    #expect(payloads.map { $0.launch?.launchID } == ["L2", "L1"])
    #expect(payloads[1].dragon?.capsule == "C206" && payloads[0].dragon == nil)
  }
}
