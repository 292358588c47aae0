import AppContainer
import LaunchDetailDomain
import LaunchesDomain

extension Feature {
  /// Registers the live ``LaunchDetailRepository``, built on the Launches feature's repository
  /// (and Launch Library 2's detailed records for the launches only it knows).
  package static let launchDetailData = Feature(
    name: "launchDetail.data", provides: [ServiceKey((any LaunchDetailRepository<Launch>).self)],
    needs: [ServiceKey((any LaunchRepository).self)], uses: [ServiceKey((any LaunchLibraryRecords)?.self)]
  ) { container in
    let launches = try container.resolve((any LaunchRepository).self)
    let records = (try? container.resolve((any LaunchLibraryRecords)?.self)) ?? nil
    try container.services.register(
      (any LaunchDetailRepository<Launch>).self,
      APILaunchDetailRepository(launches: launches, loader: container.core.loader, launchLibrary: records))
  }
}
