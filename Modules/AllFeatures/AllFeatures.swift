import AppContainer
import BoostersData
import BoostersPresentation
import CapsulesData
import CapsulesPresentation
import CrewData
import CrewPresentation
import FavouritesData
import FavouritesPresentation
import LandpadsData
import LandpadsPresentation
import LaunchDetailData
import LaunchDetailPresentation
import LaunchesData
import LaunchesPresentation
import LaunchpadData
import LaunchpadPresentation
import PayloadsData
import PayloadsPresentation
import RocketsData
import RocketsPresentation
import SettingsData
import SettingsPresentation
import ShipsData
import ShipsPresentation
import SkyData
import SkyPresentation
import StatsData
import StatsPresentation

extension Feature {
  /// The one list of features, shared by both executables. Adding a feature means adding its
  /// Data and Presentation sides here; no executable changes. The order decides nothing but
  /// where equals stand (help and the home screen list by their own order): assembly registers
  /// each side after the providers of what it declares it needs.
  package static let all: [Feature] = [
    .launchesData,
    .rocketsData,
    .rocketsPresentation,
    .launchesPresentation,
    .launchDetailData,
    .launchDetailPresentation,
    .launchpadData,
    .launchpadPresentation,
    .boostersData,
    .boostersPresentation,
    .capsulesData,
    .capsulesPresentation,
    .crewData,
    .crewPresentation,
    .landpadsData,
    .landpadsPresentation,
    .payloadsData,
    .payloadsPresentation,
    .shipsData,
    .shipsPresentation,
    .statsData,
    .statsPresentation,
    .settingsData,
    .settingsPresentation,
    .skyData,
    .skyPresentation,
    .favouritesData,
    .favouritesPresentation,
  ]
}

extension QuickAnswer {
  /// The commands answered before anything is assembled (see ``QuickAnswer``), each its feature's:
  /// a feature that adds one lists it here too. Kept apart from ``Feature/all`` because building
  /// that list alone costs a status line more than its whole answer.
  package static let all: [QuickAnswer] = [.nextLine]
}
