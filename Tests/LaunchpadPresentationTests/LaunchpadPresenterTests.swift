import AppContainer
import Core
import LaunchesData
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
    let pads = try await container().resolve((any LaunchpadRepository).self).launchpads(refresh: false)
    for (name, settings) in Fixtures.settingsMatrix where name.hasSuffix("metric") {
      Snapshot.assert(
        LaunchpadPresenter.listOutput(of: pads, formatter: Fixtures.formatter(settings)).text, named: name)
    }
    Snapshot.assertJSON(LaunchpadPresenter.snapshot(of: pads.value, language: .en), named: "snapshot")
    Snapshot.assertJSON(LaunchpadPresenter.snapshot(of: pads.value, language: .ru), named: "snapshot-ru")
  }

  @Test func kennedyCard() async throws {
    let pad = try await container().resolve((any LaunchpadRepository).self).launchpad("ksc-lc-39a", refresh: false)
      .value
    for (name, settings) in Fixtures.settingsMatrix {
      let card = LaunchpadPresenter.card(
        for: pad, rockets: ["Falcon 9", "Falcon Heavy"], formatter: Fixtures.formatter(settings))
      Snapshot.assert(card.text(), named: name)
    }
  }

  @Test func reference_ByIDShortOrFullName_AndUnknownWithSuggestions() async throws {
    let repository = try container().resolve((any LaunchpadRepository).self)
    for reference in ["5e9e4502f509094188566f88", "KSC LC 39A", "kennedy space center historic launch complex 39a"] {
      #expect(try await repository.launchpad(reference, refresh: false).value.name == "KSC LC 39A")
    }
    // `vafb` is a word of two pads' names: ambiguous, naming both.
    await #expect(throws: LaunchpadError.ambiguous(reference: "vafb", candidates: ["VAFB SLC 3W", "VAFB SLC 4E"])) {
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
}
