import Core
import Foundation

extension Sourced {
  /// Rockets or launchpads (`Value` holds them) with the facts their launches determine, from
  /// `catalog` keyed by `key` (a launch's rocket or launchpad id); the answer names Launch
  /// Library 2 among its sources when its launches count, as a launch list does. Without a
  /// catalog the items stand as their source gave them.
  package func counted<Item>(
    by catalog: Sourced<LaunchCatalog>?, key: (Launch) -> String?, now: Date,
    apply: (Item, FlightRecord) -> Item
  ) -> Sourced<[Item]> where Value == [Item], Item: Identifiable, Item.ID == String {
    guard let catalog else { return self }
    let records = catalog.value.flightRecords(by: key, now: now)
    let counted = value.map { item in records[item.id].map { apply(item, $0) } ?? item }
    guard let launchLibrary = catalog.provenance.part(.launchLibrary) else {
      return Sourced<[Item]>(counted, provenance: provenance)
    }
    return Sourced<[Item]>(counted, provenance: provenance.combined(with: launchLibrary))
  }
}

extension Optional where Wrapped == any LaunchRepository {
  /// The merged launch catalog, when the Launches feature is there and can answer; asked without
  /// `refresh`, so one refresh of another collection never spends a second request on launches.
  package func catalogIfAvailable() async -> Sourced<LaunchCatalog>? {
    guard let repository = self else { return nil }
    return try? await repository.catalog(refresh: false)
  }
}
