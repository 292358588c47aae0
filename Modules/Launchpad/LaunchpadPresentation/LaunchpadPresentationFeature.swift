import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import LaunchpadDomain

extension Feature {
  /// Registers the launchpad commands and RPC methods.
  package static let launchpadPresentation = Feature(
    name: "launchpad.presentation",
    needs: [ServiceKey((any LaunchpadRepository).self), ServiceKey((any LaunchRepository).self)]
  ) { container in
    try container.commands.register(LaunchpadCommands.list)
    try container.commands.register(LaunchpadCommands.detail)
    // Methods and screens get their services now: a missing one fails at start-up.
    let pads = try container.resolve((any LaunchpadRepository).self)
    let launches = try container.resolve((any LaunchRepository).self)
    // The card lists the pad's launches with their marks.
    try LaunchpadMethods.over(pads, launches: launches, marks: container.marks)
      .register(in: &container.methods, getReads: [.rowMarks])
    try container.screens.register(LaunchpadScreens.list(pads))
    container.completions.register(.argument(command: LaunchpadCommands.detail.name)) {
      ((try? await pads.launchpads(refresh: false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
    try container.screens.register(
      LaunchpadScreens.detail(pads, launches: launches, marks: container.marks))
  }
}
