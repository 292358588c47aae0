import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchpadData
import SkyData
import SkyDomain
import SkyPresentation
import TestSupport
import Testing

/// `spacex watch --on plumeLikely`'s judgement, as the Sky feature adds it: whether a twilight
/// plume is likely from the home place were the launch to lift off at a given time.
@Suite struct PlumeLikelyTests {
  private func judgement(home: Place?) throws -> (WatchJudgement, AppContainer) {
    let container = try AppContainer.assemble(
      core: .sample(settings: Settings(home: home)),
      features: [.launchesData, .launchpadData, .skyData, .skyPresentation])
    let judgement = try #require(container.watchJudgements.all.first { $0.name == "plumeLikely" })
    return (judgement, container)
  }

  /// SAOCOM 1A from La Crescenta: at its real liftoff, 51 minutes after sunset, the plume was
  /// seen; the same launch at 13:00 local time would have been a daylight launch.
  @Test func holdsAtTwilight_NotAtMidday() async throws {
    let (judgement, container) = try judgement(home: Place(latitude: 34.22, longitude: -118.24))
    let launch = try await container.resolve((any SkyRepository).self).launch("SAOCOM 1A", refresh: false).value
    let twilight = try #require(ISO8601DateFormatter().date(from: "2018-10-08T02:21:00Z"))
    let midday = try #require(ISO8601DateFormatter().date(from: "2018-10-07T20:00:00Z"))
    #expect(await judgement.holds(launch.id, twilight) == true)
    #expect(await judgement.holds(launch.id, midday) == false)
  }

  /// No home place: it cannot say, and so never tells.
  @Test func withoutAHome_SaysNothing() async throws {
    let (judgement, container) = try judgement(home: nil)
    let launch = try await container.resolve((any SkyRepository).self).launch("SAOCOM 1A", refresh: false).value
    #expect(await judgement.holds(launch.id, launch.net) == nil)
  }
}
