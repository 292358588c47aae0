import AppContainer
import Core
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain

extension Feature {
  /// Registers `spacex launch` and `spacex next`, `launches.get`, `launches.next` and
  /// `launches.statusLine`.
  package static let launchDetailPresentation = Feature(
    name: "launchDetail.presentation",
    needs: [
      ServiceKey((any LaunchDetailRepository<Launch>).self), ServiceKey((any LaunchChangeLog).self),
      ServiceKey((any LaunchRepository).self),
    ],
    offers: [
      .command("launch"), .command(NextCommand.name), .method(LaunchesGetMethod.method),
      .method(LaunchesNextMethod.method),
      .method(LaunchesStatusLineMethod.method), .statusLine(LaunchesStatusLineMethod.method),
      .statusLineCommand(NextCommand.name), .screen(.launch),
      .screen(.next),
    ],
    reads: [.rowMarks(LaunchDetailPresenter.markKind), .cardSections(.launch)]
  ) { container in
    let marks = try container.marks()
    // Methods and the screens (which the commands show) get the repository now: a missing one fails at start-up.
    let details = try container.resolve((any LaunchDetailRepository<Launch>).self)
    let log = try container.resolve((any LaunchChangeLog).self)
    try container.commands.register(LaunchCommand.command(repository: details))
    let sections = container.cardSections
    try container.methods.register(LaunchesGetMethod(repository: details, marks: marks, log: log, sections: sections))
    let launches = try container.resolve((any LaunchRepository).self)
    try container.commands.register(NextCommand.command(launches: launches, log: log, clock: container.core.clock))
    try container.methods.register(LaunchesStatusLineMethod(launches: launches))
    try container.methods.register(LaunchesNextMethod(repository: details, marks: marks, log: log, sections: sections))
    try container.screens.register(LaunchScreen.factory(details, marks: marks, log: log, sections: sections))
    try container.screens.register(
      LaunchScreen.next(details, marks: marks, log: log, sections: sections, clock: container.core.clock.now))
  }
}
