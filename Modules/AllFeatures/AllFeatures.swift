import AppContainer
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
  package static let all: [Feature] = [
    .rocketsData,
    .rocketsPresentation,
    .launchesData,
    .launchesPresentation,
    .launchDetailData,
    .launchDetailPresentation,
    .launchpadData,
    .launchpadPresentation,
    .settingsData,
    .settingsPresentation,
  ]
}
