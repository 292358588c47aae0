import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import ShipsData
import ShipsDomain
import ShipsPresentation
import TestSupport
import Testing

/// The ship list and a ship's card on the offline sample, through the real repository, at the
/// widths people use, in both languages.
@Suite struct ShipPresenterTests {
  private func ships() async throws -> Sourced<[Ship]> {
    try await AppContainer.assemble(core: .sample(), features: [.launchesData, .shipsData]).resolve(ShipRepository.self)
      .load(false)
  }

  @Test func shipList() async throws {
    let container = try AppContainer.assemble(core: .sample(), features: [.launchesData, .shipsData])
    let collection = RegisteredCollection(
      ShipCollection(
        source: try container.resolve(ShipRepository.self),
        launches: try container.resolve((any LaunchRepository).self), marks: { RowMarks() }))
    let ships = try await ships().map { QueriedList(values: $0) }
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text = collection.output(ships, formatter: formatter).text
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  @Test func shipCard_AndLooseReferences() async throws {
    let repository = try AppContainer.assemble(core: .sample(), features: [.launchesData, .shipsData])
      .resolve(ShipRepository.self)
    let ship = try await repository.find("go quest", refresh: false).value
    #expect(ship.name == "GO Quest")
    #expect(try await repository.find("of still", refresh: false).value.name == "Of Course I Still Love You")
    for settings in [Settings(language: .en), Settings(mass: .lb, language: .ru)] {
      let card = ShipPresenter.card(for: ship, formatter: Fixtures.formatter(settings)).text(width: 80)
      Snapshot.assert(card, named: settings.language.rawValue)
    }
  }

  /// A drone ship's card counts the landings on it from both sources' flights, year by year: what
  /// its landing site counts (OCISLY: 55 of 62 tried), not the SpaceX API's short list.
  @Test func droneShipCard_CountsItsLandingsByYear() async throws {
    let ship = try #require(try await ships().value.first { $0.name == "Of Course I Still Love You" })
    #expect(ship.landingsByYear.reduce(0) { $0 + $1.attempts } == 62)
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        let text = ShipPresenter.card(for: ship, formatter: Fixtures.formatter(Settings(language: language)))
          .text(width: width)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  /// Every ship of the sample (masses, photos, landings by year, a status not given) written
  /// straight to JSON gives the bytes `JSONEncoder` gives.
  @Test func items_WrittenStraight_AreWhatJSONEncoderWrites() async throws {
    let formatter = Fixtures.formatter(Settings())
    let ships = try await ships().value
    #expect(ships.contains { $0.image != nil } && ships.contains { $0.mass.metric != nil })
    for ship in ships {
      let item = ShipItem(ship, formatter: formatter)
      let encoded = try JSONEncoder.sortedKeys().encode(item)
      #expect(String(decoding: JSONWriter.data(item), as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
    }
  }
}
