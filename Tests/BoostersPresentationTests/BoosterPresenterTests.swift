import AppContainer
import BoostersData
import BoostersDomain
import BoostersPresentation
import Core
import Foundation
import LaunchesData
import TestSupport
import Testing

/// The booster list and a booster's career on the offline sample, through the real repositories,
/// as a terminal shows them at the widths people use, in both languages.
@Suite struct BoosterPresenterTests {
  private func boosters() async throws -> Sourced<[Booster]> {
    try await AppContainer.assemble(core: .sample(), features: [.launchesData, .boostersData])
      .resolve((any BoosterRepository).self).boosters(refresh: false)
  }

  @Test func fleetLeaders() async throws {
    let all = try await boosters()
    let leaders = all.map { Array(BoosterQuery(sort: .flights).run(on: $0).prefix(8)) }
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text = BoosterPresenter.output(of: leaders, formatter: formatter).text
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  /// The sample merged with its Launch Library 2 part, which reaches no network in bundled mode.
  private func mergedBoosters() async throws -> Sourced<[Booster]> {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: UnimplementedHTTPClient(), retry: .none),
      budget: RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: 15), hasToken: false)
    return try await AppContainer.assemble(core: .sample(), features: [.launchesData { _ in access }, .boostersData])
      .resolve((any BoosterRepository).self).boosters(refresh: false)
  }

  /// B1069 flew twice by the SpaceX API's record and once more is planned by Launch Library 2's,
  /// which counts 31 flights before it: the card says both, not a total it cannot vouch for.
  @Test func careerCard_WithAShorterLogThanLaunchLibrarysCount_SaysBoth() async throws {
    let booster = try #require(try await mergedBoosters().value.first { $0.serial == "B1069" })
    #expect(booster.flown.count == 2 && booster.launchLibraryFlights == 31)
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text =
          BoosterPresenter.card(for: booster, formatter: formatter).text(width: width) + "\n"
          + BoosterPresenter.career.text(booster.flights, formatter: formatter)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  @Test func careerCard() async throws {
    let booster = try #require(try await boosters().value.first { $0.serial == "B1062" })
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text =
          BoosterPresenter.card(for: booster, formatter: formatter).text(width: width) + "\n"
          + BoosterPresenter.career.text(booster.flights, formatter: formatter)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }
}
