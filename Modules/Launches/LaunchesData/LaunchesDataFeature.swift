import AppContainer
import Core
import LaunchesDomain

extension Feature {
  /// Registers the live ``LaunchRepository``: the SpaceX API merged with Launch Library 2, unless
  /// that is turned off (`--no-ll2`, `--ll2-url off`, `SPACEX_LL2_URL=off`); and, when it is on,
  /// LL2's detailed records for launch cards (``LaunchLibraryRecords``); and the change ledger
  /// its syncs write (``LaunchChangeLog``, empty when LL2 is off).
  package static let launchesData = launchesData { try LaunchLibraryAccess.configured($0) }

  /// The same, reaching Launch Library 2 through the access `launchLibrary` gives (`nil`: off),
  /// so a test gives a stub's.
  package static func launchesData(
    launchLibrary: @escaping @Sendable (CoreServices) throws -> LaunchLibraryAccess?
  ) -> Feature {
    let check: @Sendable (CoreServices) throws -> Void = { _ = try launchLibrary($0) }
    return Feature(
      name: "launches.data", options: LaunchLibraryAccess.options,
      provides: [
        ServiceKey((any LaunchRepository).self), ServiceKey((any LaunchLibraryRecords)?.self),
        ServiceKey((any LaunchChangeLog).self),
      ],
      checks: check
    ) { container in
      let loader = container.core.loader
      let access = try launchLibrary(container.core)
      let ledger = container.core.run.map { LaunchChangeLedger(directory: $0.cacheDirectory, now: loader.now) }
      let repository = APILaunchRepository(
        loader: loader, launchLibrary: access.map { LaunchLibrarySync(access: $0, loader: loader, ledger: ledger) },
        ledger: ledger)
      try container.services.register((any LaunchRepository).self, repository)
      try container.services.register((any LaunchChangeLog).self, repository)
      try container.services.register(
        (any LaunchLibraryRecords)?.self, access.map { LaunchLibraryRecordSource(access: $0) })
    }
  }
}
