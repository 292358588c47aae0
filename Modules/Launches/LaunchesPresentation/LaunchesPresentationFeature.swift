import AppContainer
import Core
import JSONRPC
import LaunchesDomain

extension Feature {
  /// Registers the launch list and the change list: commands, RPC methods and screens.
  package static let launchesPresentation = Feature(
    name: "launches.presentation",
    needs: [ServiceKey((any LaunchRepository).self), ServiceKey((any LaunchChangeLog).self)],
    offers: [
      .command("launches"), .command("changes"), .command("watch"), .method(LaunchesListMethod.method),
      .method(LaunchesChangesMethod.method), .screen(.launches), .screen(.changes),
      .job(LaunchRefreshJob.name), .job(LaunchRefreshJob.followName),
    ],
    reads: [.rowMarks(LaunchItem.markKind)],
    checks: LaunchRefreshJob.check
  ) { container in
    let marks = try container.marks()
    try container.commands.register(LaunchesCommand.command)
    // The method and the screen get the repository now: a missing one fails at start-up.
    let launches = try container.resolve((any LaunchRepository).self)
    try container.methods.register(LaunchesListMethod(repository: launches, marks: marks))
    try container.screens.register(LaunchesScreen.factory(repository: launches, marks: marks))
    // From whatever data the run may use (the cache or the sample), never the network.
    container.completions.register(.names(.programs)) {
      let catalog = try? await launches.catalog(refresh: false).value
      return Array(Set((catalog?.launches ?? []).flatMap { $0.programs ?? [] })).sorted().map(CompletionRegistry.typed)
    }
    let log = try container.resolve((any LaunchChangeLog).self)
    try container.commands.register(ChangesCommand.command)
    try container.commands.register(
      WatchCommand.command(
        launches: launches, log: log, marks: marks, judgements: container.watchJudgements, clock: container.core.clock))
    try container.methods.register(LaunchesChangesMethod(launches: launches, log: log))
    try container.methods.registerNotification(
      LaunchesChangesMethod.notification,
      summary:
        "The changes a sync just recorded, the server's own (every \(LaunchRefreshJob.environmentVariable) seconds, default 900) or any other process's on its cache (told within seconds of it), newest first; open views then update.",
      params: LaunchRefreshJob.Notification.self)
    if let run = container.core.run {
      container.backgroundJobs += try LaunchRefreshJob.jobs(
        launches: launches, log: log, environment: run.environment, now: { [core = container.core] in core.now })
    }
    try container.screens.register(
      ChangesScreen.factory(launches: launches, log: log) { [core = container.core] in core.now })
  }
}
