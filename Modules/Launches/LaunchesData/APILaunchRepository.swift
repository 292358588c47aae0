import Core
import Foundation
import LaunchesDomain
import Synchronization

/// Launches from the API's paged `POST /v4/launches/query` (all pages, gathered in parallel and
/// cached as one collection), with rocket and launchpad names from `GET /v4/rockets` and
/// `GET /v4/launchpads`; each through the ``ResourceLoader`` and its source policy.
///
/// Queries run locally on the whole collection, so filters, order and paging behave the same
/// whether the data is live, cached or the offline sample.
struct APILaunchRepository: LaunchRepository {
  let loader: ResourceLoader
  /// The last catalog built, by the provenance of its three inputs: mapping 200 documents to
  /// domain values (URLs, dates) costs more than the query itself, so it is done once per fetch.
  private let lastCatalog = LastCatalog()

  init(loader: ResourceLoader) {
    self.loader = loader
  }

  private static let sources: [APIResource] = [
    .allPages(of: "launches"), .init(.all("rockets")), .init(.all("launchpads")),
  ]

  func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    // In order of cost: this process's own catalog while fresh, the compact cache, the JSON.
    if let remembered = lastCatalog.fresh(loader: loader, refresh: refresh) { return remembered }
    if let compact = loader.derived(
      LaunchCatalog.compactName, from: Self.sources, refresh: refresh, decode: LaunchCatalog.readCompact)
    {
      lastCatalog.store(compact.value, for: [compact.provenance])
      return compact
    }
    do {
      async let launches = loader.load(.allPages(of: "launches"), as: LossyArray<LaunchDTO>.self, refresh: refresh)
      async let rockets = loader.load(.all("rockets"), as: LossyArray<NamedDocumentDTO>.self, refresh: refresh)
      async let launchpads = loader.load(.all("launchpads"), as: LossyArray<LaunchpadSiteDTO>.self, refresh: refresh)
      let (launchDocuments, rocketNames, launchpadNames) = try await (launches, rockets, launchpads)
      let inputs = [launchDocuments.provenance, rocketNames.provenance, launchpadNames.provenance]
      if let catalog = lastCatalog.value(for: inputs) {
        return Sourced(catalog, provenance: launchDocuments.provenance)
      }
      let catalog = LaunchCatalog(
        launches: launchDocuments.value.elements.map(\.domain),
        rockets: rocketNames.value.elements.map { LaunchCatalog.Name(id: $0.id, name: $0.name) },
        launchpads: launchpadNames.value.elements.map {
          LaunchCatalog.Site(id: $0.id, name: $0.name, fullName: $0.fullName, locality: $0.locality, region: $0.region)
        })
      lastCatalog.store(catalog, for: inputs)
      loader.storeDerived(LaunchCatalog.compactName, basedOn: inputs) { catalog.writeCompact(to: &$0) }
      return Sourced(catalog, provenance: launchDocuments.provenance)
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
  }
}

/// One remembered catalog and the provenance of the documents it was built from. Provenance
/// (source and fetch time) changes whenever the documents do, so it is a safe key.
private final class LastCatalog: Sendable {
  private let last = Mutex<(inputs: [Provenance], catalog: LaunchCatalog)?>(nil)

  func value(for inputs: [Provenance]) -> LaunchCatalog? {
    last.withLock { $0?.inputs == inputs ? $0?.catalog : nil }
  }

  /// The remembered catalog, if the policy would answer from a fresh cache now and it is fresh.
  func fresh(loader: ResourceLoader, refresh: Bool) -> Sourced<LaunchCatalog>? {
    guard loader.policy.steps(refresh: refresh).first == .freshCache,
      let (inputs, catalog) = last.withLock({ $0 }), let first = inputs.first,
      inputs.allSatisfy({ $0.source != .bundled && !$0.isStale }),
      let oldest = inputs.map(\.fetchedAt).min(),
      loader.now().timeIntervalSince(oldest) < loader.policy.freshness.timeInterval
    else { return nil }
    return Sourced(catalog, provenance: Provenance(source: .cache, isStale: false, fetchedAt: first.fetchedAt))
  }

  func store(_ catalog: LaunchCatalog, for inputs: [Provenance]) {
    last.withLock { $0 = (inputs, catalog) }
  }
}
