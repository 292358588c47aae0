import AppContainer
import Core
import LaunchDetailData
import LaunchDetailDomain
import LaunchDetailPresentation
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

/// Launch detail cards of real launches from the offline sample, in every language and unit system.
@Suite struct LaunchDetailPresenterTests {
  private func detail(_ reference: String) async throws -> LaunchDetail<Launch> {
    try await AppContainer.assemble(core: .sample(), features: [.launchesData, .launchDetailData])
      .resolve((any LaunchDetailRepository<Launch>).self).detail(reference, refresh: false).value
  }

  private func assertCards(_ reference: String, function: StaticString = #function) async throws {
    let detail = try await detail(reference)
    for (name, settings) in Fixtures.settingsMatrix {
      let card = LaunchDetailPresenter.card(for: detail, formatter: Fixtures.formatter(settings))
      Snapshot.assert(card.text(), named: name, function: function)
    }
  }

  @Test func crewedLaunch() async throws {
    try await assertCards("CCtCap Demo Mission 2")
  }

  @Test func droneShipLandings() async throws {
    try await assertCards("Falcon Heavy Test Flight")
  }

  @Test func failedLaunch() async throws {
    try await assertCards("CRS-7")
  }

  @Test func upcomingLaunch() async throws {
    try await assertCards("O3b mPower 1,2")
  }

  @Test func partialNotice_NamesEachIncompletePart() async throws {
    var detail = try await detail("CRS-7")
    detail.payloads = .unavailable("live: HTTP 500")
    detail.ships = .partial([], missing: ["x", "y"])
    #expect(
      LaunchDetailPresenter.partialNotice(for: detail, language: .en)
        == "Partial: Payloads unavailable (live: HTTP 500); Ships (2 referenced records missing)")
    let card = LaunchDetailPresenter.card(for: detail, formatter: Fixtures.formatter(Settings()))
    #expect(card.sections.first { $0.key == "payloads" }?.entries == [Card.Entry(value: "unavailable")])
  }

  /// A landing attempt is yes, no, or not recorded, and the card says which: a `null` in the
  /// data is unknown, never "no".
  @Test func landingAttempt_YesNoOrUnknown() async throws {
    var detail = try await detail("CRS-7")
    detail.cores = .complete([
      CoreUse(coreID: "a", serial: "B1", landingAttempt: true, landingSuccess: true, landingType: "ASDS"),
      CoreUse(coreID: "b", serial: "B2", landingAttempt: false),
      CoreUse(coreID: "c", serial: "B3", landingAttempt: nil),
    ])
    let card = LaunchDetailPresenter.card(for: detail, formatter: Fixtures.formatter(Settings()))
    let cores = card.sections.first { $0.key == "cores" }?.entries.map(\.value) ?? []
    #expect(cores.count == 3)
    #expect(cores[0].hasSuffix("landed"), "\(cores)")
    #expect(cores[1].hasSuffix("no landing attempt"), "\(cores)")
    #expect(cores[2].hasSuffix("landing unknown"), "\(cores)")
  }
}
