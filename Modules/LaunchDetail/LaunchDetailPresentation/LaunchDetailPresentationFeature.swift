import AppContainer

extension Feature {
  /// Registers `spacex launch` and `launches.get`.
  package static let launchDetailPresentation = Feature(name: "launchDetail.presentation") { container in
    try container.commands.register(LaunchCommand.command)
    try container.methods.register(
      LaunchesGetMethod.method, summary: LaunchesGetMethod.summary, params: LaunchesGetMethod.Params.self,
      handler: LaunchesGetMethod.handle)
    try container.screens.register(LaunchScreen.factory)
  }
}
