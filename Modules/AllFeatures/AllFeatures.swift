import AppContainer
import FavouritesData
import FavouritesPresentation
import LaunchDetailData
import LaunchDetailPresentation
import LaunchesData
import LaunchesPresentation
import LaunchpadData
import LaunchpadPresentation
import RocketsData
import RocketsPresentation
import SettingsData
import SettingsPresentation

extension Feature {
  /// The one list of features, shared by both executables. Adding a feature means adding its
  /// Data and Presentation sides here; no executable changes.
  /// The Launches feature's data comes first: rockets and launchpads count its launches.
  package static let all: [Feature] = [
    .launchesData,
    .rocketsData,
    .rocketsPresentation,
    .launchesPresentation,
    .launchDetailData,
    .launchDetailPresentation,
    .launchpadData,
    .launchpadPresentation,
    .settingsData,
    .settingsPresentation,
    .favouritesData,
    .favouritesPresentation,
  ]
}
