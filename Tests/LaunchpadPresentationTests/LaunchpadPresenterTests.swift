import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import LaunchpadData
import LaunchpadDomain
import LaunchpadPresentation
import TestSupport
import Testing

/// Launchpad list and cards from the offline sample, through the real repositories.
@Suite struct LaunchpadPresenterTests {
  private func container() throws -> AppContainer {
    try AppContainer.assemble(core: .sample(), features: [.launchesData, .launchpadData])
  }

  @Test func launchpadList() async throws {
    let container = try container()
    let collection = RegisteredCollection(
      LaunchpadCollection(
        pads: try container.resolve((any LaunchpadRepository).self),
        launches: try container.resolve((any LaunchRepository).self), marks: { RowMarks() }))
    let pads = try await collection.load(false)
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      Snapshot.assert(
        collection.output(pads.map { QueriedList(values: $0) }, formatter: Fixtures.formatter(settings)).text,
        named: name)
    }
    for (language, name) in [(Language.en, "snapshot"), (.ru, "snapshot-ru")] {
      Snapshot.assertJSON(
        collection.snapshot(pads.value, formatter: Fixtures.formatter(Settings(language: language))), named: name)
    }
  }

  /// Its rockets are those the launch catalog names for it, in the catalog's order.
  @Test func kennedyCard() async throws {
    let pad = try await container().resolve((any LaunchpadRepository).self).launchpad("ksc-lc-39a", refresh: false)
      .value
    #expect(pad.rocketNames == ["Falcon 9", "Falcon Heavy"])
    for (name, settings) in Fixtures.settingsMatrix {
      Snapshot.assert(LaunchpadPresenter.card(for: pad, formatter: Fixtures.formatter(settings)).text(), named: name)
    }
  }

  @Test func reference_ByIDShortOrFullName_AndUnknownWithSuggestions() async throws {
    let repository = try container().resolve((any LaunchpadRepository).self)
    for reference in ["5e9e4502f509094188566f88", "KSC LC 39A", "kennedy space center historic launch complex 39a"] {
      #expect(try await repository.launchpad(reference, refresh: false).value.name == "KSC LC 39A")
    }
    // `vafb` is a word of two pads' names: ambiguous, naming both by the name that opens each.
    let choices = ["VAFB SLC 3W", "VAFB SLC 4E"].map { ReferenceChoice(reference: $0, name: $0) }
    await #expect(throws: LaunchpadError.ambiguous(reference: "vafb", candidates: choices)) {
      try await repository.launchpad("vafb", refresh: false)
    }
    await #expect(
      throws: LaunchpadError.notFound(reference: "VAFB SLC 5E", suggestions: ["VAFB SLC 4E", "VAFB SLC 3W"])
    ) {
      try await repository.launchpad("VAFB SLC 5E", refresh: false)
    }
  }

  @Test func successRate_IsNilBeforeTheFirstAttempt() {
    #expect(Launchpad(id: "x", name: "New", launchAttempts: 0, launchSuccesses: 0).successRatePercent == nil)
    #expect(Launchpad(id: "x", name: "Old", launchAttempts: 4, launchSuccesses: 3).successRatePercent == 75)
  }

  /// launchpads.get's answer (its launches, and its rockets beside them) written straight is
  /// what JSONEncoder writes.
  @Test func getAnswer_WrittenStraight_IsWhatJSONEncoderWrites() async throws {
    let container = try container()
    let collection = RegisteredCollection(
      LaunchpadCollection(
        pads: try container.resolve((any LaunchpadRepository).self),
        launches: try container.resolve((any LaunchRepository).self), marks: { RowMarks() }))
    let formatter = Fixtures.formatter(Settings(language: .ru))
    for pad in try await collection.load(false).value {
      let answer = WithProvenance(
        await collection.detail(pad, formatter: formatter),
        provenance: Provenance(source: .bundled, isStale: false, fetchedAt: Fixtures.now))
      let expected = String(decoding: try JSONEncoder.sortedKeys().encode(answer), as: UTF8.self)
      #expect(expected.contains("\"rockets\":"))
      #expect(String(decoding: JSONWriter.data(answer), as: UTF8.self) == expected)
    }
  }
}
