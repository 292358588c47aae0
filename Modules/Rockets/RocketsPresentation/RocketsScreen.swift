import AppContainer
import Core
import RocketsDomain

/// The rocket list as a hosted screen.
enum RocketsScreen {
  static let factory = ScreenFactory(name: "rockets") { _, container in
    ResourceScreen(viewModel: try RocketsCommands.rocketsViewModel(container)) { rockets, formatter in
      (
        ScreenState.json(rockets.map { RocketItem($0, formatter: formatter) }),
        RocketRowPresenter.snapshot(of: rockets, formatter: formatter)
      )
    }
  }
}
