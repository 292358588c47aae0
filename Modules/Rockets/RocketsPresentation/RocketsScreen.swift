import AppContainer
import Core
import JSONRPC
import RocketsDomain

/// The rocket list as a hosted screen.
enum RocketsScreen {
  static let factory = ScreenFactory(
    name: "rockets", home: HomeEntry(title: Phrase(en: "Rockets", ru: "Ракеты"), order: 10)
  ) { params, container in
    _ = try MethodParams.decode(NoParams.self, from: params)
    return ResourceScreen(
      viewModel: try RocketsCommands.rocketsViewModel(container),
      text: { RocketRowPresenter.text(of: $0, formatter: $1) },
      row: { rockets, number in
        rockets.indices.contains(number - 1)
          ? ScreenLink(
            title: Phrase(en: "Launches", ru: "Запуски"), screen: "launches",
            params: .object(["rocket": .string(rockets[number - 1].id)]))
          : nil
      }
    ) { rockets, formatter in
      (
        ScreenState.json(rockets.map { RocketItem($0, formatter: formatter) }),
        RocketRowPresenter.snapshot(of: rockets, formatter: formatter)
      )
    }
  }
}
