import AppContainer
import Core
import LaunchesDomain
import LaunchpadDomain

/// A launchpad with the names of its rockets and its launches, newest first, from the Launches
/// feature's catalog and query. Shared by `spacex launchpad` and `launchpads.get`.
struct LaunchpadDetail: Sendable {
  var pad: Sourced<Launchpad>
  var rockets: [String]
  /// `nil` when the launches could not be loaded; the pad is still shown.
  var launches: [LaunchSummary]?

  static func load(_ reference: String, pads: any LaunchpadRepository, launches: any LaunchRepository) async throws
    -> LaunchpadDetail
  {
    await load(pad: try await pads.launchpad(reference, refresh: false), launches: launches)
  }

  /// The rest of `pad`'s detail: its rockets' names and its launches.
  static func load(pad: Sourced<Launchpad>, launches: any LaunchRepository) async -> LaunchpadDetail {
    guard let catalog = try? await launches.catalog(refresh: false) else {
      return LaunchpadDetail(pad: pad, rockets: [], launches: nil)
    }
    let rockets = catalog.value.rockets.filter { pad.value.rocketIDs.contains($0.id) }.map(\.name)
    return LaunchpadDetail(pad: pad, rockets: rockets, launches: await launches.newestFirst(launchpad: pad.value.id))
  }

  func card(_ formatter: DisplayFormatter) -> Card {
    LaunchpadPresenter.card(for: pad.value, rockets: rockets, formatter: formatter)
  }
}
