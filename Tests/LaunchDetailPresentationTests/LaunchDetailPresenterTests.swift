import AppContainer
import Core
import Foundation
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

  /// A launch set for 22:15 UTC, read at 22:03 from a copy synced at 21:16 that could not be
  /// refreshed: the date says how old it is, where it is shown.
  @Test func launchDueSoon_OnOldData_SaysItsAgeBesideItsDate() async throws {
    var detail = try await detail("O3b mPower 1,2")
    detail.launch.date = try #require(APIDate.parse("2026-12-03T22:15:00Z"))
    detail.launch.datePrecision = .hour
    let now = detail.launch.date.addingTimeInterval(-12 * 60)
    for language in [Language.en, .ru] {
      var settings = Settings()
      settings.language = language
      let formatter = DisplayFormatter(settings: settings, timeZone: DateText.utc, now: now)
      let card = LaunchDetailPresenter.card(
        for: detail, formatter: formatter, countdown: false, asOf: now.addingTimeInterval(-47 * 60))
      for width in [60, 80, 120] {
        let text = card.text(width: width)
        // Read as one line, however the narrowest width wraps the field.
        let flowing = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flowing.contains(language == .en ? "(as of 21:16, 47m ago)" : "(по данным на 21:16, 47 мин назад)"))
        Snapshot.assert(text, named: "\(language.rawValue)-\(width)")
      }
    }
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

  /// An attempt with no outcome yet is planned before the launch, and of unknown outcome after it.
  @Test func landingWithoutOutcome_IsPlannedBeforeTheLaunch() async throws {
    let cases: [(reference: String, en: String, ru: String)] = [
      ("O3b mPower 1,2", "drone ship: landing planned", "посадка запланирована"),
      ("CRS-7", "drone ship: landing outcome unknown", "исход посадки неизвестен"),
    ]
    for (reference, en, ru) in cases {
      var detail = try await detail(reference)
      detail.cores = .complete([CoreUse(coreID: "a", serial: "B1", landingAttempt: true, landingType: "ASDS")])
      for (language, said) in [(Language.en, en), (.ru, ru)] {
        let card = LaunchDetailPresenter.card(for: detail, formatter: Fixtures.formatter(Settings(language: language)))
        let cores = card.sections.first { $0.key == "cores" }?.entries.map(\.value) ?? []
        #expect(cores.count == 1 && cores[0].hasSuffix(said), "\(reference) \(language): \(cores)")
      }
    }
  }

}
