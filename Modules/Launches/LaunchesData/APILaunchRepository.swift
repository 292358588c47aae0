import Core
import LaunchesDomain

/// Launches from the API's paged `POST /v4/launches/query` (all pages, gathered in parallel and
/// cached as one collection), with rocket and launchpad names from `GET /v4/rockets` and
/// `GET /v4/launchpads`; each through the ``ResourceLoader`` and its source policy.
///
/// Queries run locally on the whole collection, so filters, order and paging behave the same
/// whether the data is live, cached or the offline sample.
struct APILaunchRepository: LaunchRepository {
  let loader: ResourceLoader

  func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    do {
      async let launches = loader.load(.allPages(of: "launches"), as: LossyArray<LaunchDTO>.self, refresh: refresh)
      async let rockets = loader.load(.all("rockets"), as: LossyArray<NamedDocumentDTO>.self, refresh: refresh)
      async let launchpads = loader.load(.all("launchpads"), as: LossyArray<LaunchpadSiteDTO>.self, refresh: refresh)
      let (launchDocuments, rocketNames, launchpadNames) = try await (launches, rockets, launchpads)
      let catalog = LaunchCatalog(
        launches: launchDocuments.value.elements.map(\.domain),
        rockets: rocketNames.value.elements.map { LaunchCatalog.Name(id: $0.id, name: $0.name) },
        launchpads: launchpadNames.value.elements.map {
          LaunchCatalog.Site(id: $0.id, name: $0.name, fullName: $0.fullName, locality: $0.locality, region: $0.region)
        })
      return Sourced(catalog, provenance: launchDocuments.provenance)
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
  }
}
