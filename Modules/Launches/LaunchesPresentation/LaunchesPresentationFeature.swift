import AppContainer

extension Feature {
  /// Registers the launch list command and RPC method.
  package static let launchesPresentation = Feature(name: "launches.presentation") { container in
    try container.commands.register(LaunchesCommand.command)
    try container.methods.register(
      LaunchesListMethod.method, summary: LaunchesListMethod.summary, params: LaunchesListMethod.Params.self,
      handler: LaunchesListMethod.handle)
    try container.screens.register(LaunchesScreen.factory)
  }
}
