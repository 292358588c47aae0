import AppContainer
import BoostersDomain
import Core

extension Feature {
  /// The boosters: their list and careers as commands, methods and screens (on the home screen),
  /// and their serials for completion.
  package static let boostersPresentation = Feature(
    name: "boosters.presentation", needs: [ServiceKey((any BoosterRepository).self)]
  ) { container in
    let boosters = try container.resolve((any BoosterRepository).self)
    try container.commands.register(BoosterCommands.list)
    try container.commands.register(BoosterCommands.detail)
    try BoosterMethods.register(boosters, in: &container.methods)
    try container.screens.register(BoosterScreens.list(boosters))
    try container.screens.register(BoosterScreens.detail(boosters))
    container.completions.register(.argument(command: BoosterCommands.detail.name)) {
      ((try? await boosters.boosters(refresh: false).value) ?? []).map(\.serial)
    }
  }
}
