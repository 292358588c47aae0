import AppContainer
import JSONRPC
import LaunchDetailDomain

extension Feature {
  /// Registers `spacex launch` and `spacex next`, `launches.get` and `launches.next`.
  package static let launchDetailPresentation = Feature(name: "launchDetail.presentation") { container in
    try container.commands.register(LaunchCommand.command)
    try container.methods.register(
      LaunchesGetMethod.method, summary: LaunchesGetMethod.summary, params: LaunchesGetMethod.Params.self,
      example: ["ref": "CRS-7"], handler: LaunchesGetMethod.handle)
    try container.commands.register(NextCommand.command)
    try container.methods.register(
      LaunchesNextMethod.method, summary: LaunchesNextMethod.summary, params: LaunchesNextMethod.Params.self,
      handler: LaunchesNextMethod.handle)
    try container.screens.register(
      LaunchScreen.factory(try container.resolve((any LaunchDetailRepository).self), marks: container.marks))
  }
}
