import AppContainer
import Core
import Foundation
import LaunchesDomain
import RocketsDomain
import TestSupport
import Testing

@testable import RocketsPresentation

@Suite struct RocketRowPresenterTests {
  private let rockets: [Rocket] = [.mockFalcon1, .mockFalcon9, .mockFalconHeavy, .mockSparse]

  private struct Listed: RocketRepository {
    var rockets: [Rocket]
    func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]> {
      Sourced(rockets, provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    }
  }

  private struct NoLaunches: LaunchRepository {
    func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> { throw .unavailable("down") }
  }

  /// The list as `spacex rockets` prints it, from the rockets' declaration.
  private func output(of rockets: Sourced<[Rocket]>, formatter: DisplayFormatter) -> CommandOutput {
    RegisteredCollection(
      RocketCollection(rockets: Listed(rockets: rockets.value), launches: NoLaunches(), marks: { RowMarks() })
    )
    .output(rockets.map { QueriedList(values: $0) }, formatter: formatter)
  }

  @Test func rocketListText() {
    let live = Sourced(rockets, provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    let stale = Sourced(rockets, provenance: Provenance(source: .cache, isStale: true, fetchedAt: Fixtures.now))
    let sample = Sourced(rockets, provenance: Provenance(source: .bundled, isStale: false, fetchedAt: Fixtures.now))
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      let formatter = Fixtures.formatter(settings)
      Snapshot.assert(output(of: live, formatter: formatter).text, named: "\(name)-live")
      Snapshot.assert(output(of: stale, formatter: formatter).text, named: "\(name)-stale")
      Snapshot.assert(output(of: sample, formatter: formatter).text, named: "\(name)-sample")
      // Stale because the run was kept off the network: the source line names the option.
      var offline = formatter
      offline.keptOffline = "--offline"
      Snapshot.assert(output(of: stale, formatter: offline).text, named: "\(name)-stale-offline")
    }
  }

  @Test func rocketListSnapshot() {
    Snapshot.assertJSON(
      RocketRowPresenter.snapshot(of: rockets, formatter: Fixtures.formatter(Settings())), named: "all")
  }

  @Test func snapshot_RetiringARocket_MovesItBetweenSectionsKeepingItsID() {
    var retired = Rocket.mockFalcon9
    retired.isActive = false
    let before = RocketRowPresenter.snapshot(
      of: [.mockFalcon1, .mockFalcon9], formatter: Fixtures.formatter(Settings()))
    let after = RocketRowPresenter.snapshot(of: [.mockFalcon1, retired], formatter: Fixtures.formatter(Settings()))
    #expect(before.sections.map(\.id) == ["active", "inactive"])
    #expect(after.sections.map(\.id) == ["inactive"])
    #expect(Set(after.sections.flatMap(\.items)) == Set(before.sections.flatMap(\.items)))
  }

  /// Rockets are written straight to JSON: every item (a full rocket, one counted from launches,
  /// one the source says almost nothing of) gives the bytes `JSONEncoder` gives, and reads back
  /// to the same bytes.
  @Test func items_WrittenStraight_AreWhatJSONEncoderWrites() throws {
    var record = FlightRecord()
    (record.launches, record.successes, record.consecutiveSuccesses) = (12, 11, 9)
    record.lastFlight = Fixtures.now
    let counted = Rocket.mockFalcon9.counted(record, now: Fixtures.now)
    for rocket in rockets + [counted] {
      let item = RocketItem(rocket, formatter: Fixtures.formatter(Settings(language: .ru)))
      let encoded = try JSONEncoder.sortedKeys().encode(item)
      #expect(String(decoding: JSONWriter.data(item), as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
      let read = try JSONDecoder.spaceXAPI().decode(RocketItem.self, from: encoded)
      #expect(JSONWriter.data(read) == encoded)
    }
  }
}
