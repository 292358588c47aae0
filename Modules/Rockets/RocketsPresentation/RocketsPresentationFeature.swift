import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import RocketsDomain

extension Feature {
  /// Registers the Rockets commands and RPC methods.
  package static let rocketsPresentation = Feature(
    name: "rockets.presentation",
    needs: [ServiceKey((any RocketRepository).self), ServiceKey((any LaunchRepository).self)]
  ) { container in
    try container.commands.register(RocketsCommands.list)
    try container.commands.register(RocketsCommands.detail)
    // Methods and screens get the repository now: a missing one fails at start-up, not at a
    // user's request, and each can be tested with a hand-made one.
    let rockets = try container.resolve((any RocketRepository).self)
    try RocketMethods.over(rockets).register(in: &container.methods)
    try container.screens.register(RocketsScreen.list(rockets))
    let launches = try container.resolve((any LaunchRepository).self)
    try container.screens.register(RocketsScreen.detail(rockets, launches: launches, marks: container.marks))
    // Rocket names for completion, from whatever data the run may use (the cache or the sample).
    let names: @Sendable () async -> [String] = {
      ((try? await rockets.rockets(refresh: false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
    container.completions.register(.argument(command: RocketsCommands.detail.name), values: names)
    container.completions.register(.flag("--rocket"), values: names)
  }
}
