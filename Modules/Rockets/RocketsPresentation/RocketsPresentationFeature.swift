import AppContainer
import JSONRPC

extension Feature {
  /// Registers the Rockets commands and RPC methods.
  package static let rocketsPresentation = Feature(name: "rockets.presentation") { container in
    try container.commands.register(RocketsCommands.list)
    try container.commands.register(RocketsCommands.detail)
    try container.methods.register(
      RocketsListMethod.method, summary: RocketsListMethod.summary, params: RocketsListMethod.Params.self,
      handler: RocketsListMethod.handle)
    try container.methods.register(
      RocketsGetMethod.method, summary: RocketsGetMethod.summary, params: RocketsGetMethod.Params.self,
      example: ["id": "falcon9"], handler: RocketsGetMethod.handle)
    try container.screens.register(RocketsScreen.factory)
  }
}
