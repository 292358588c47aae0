import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchpadDomain
import SkyDomain

/// A launch as the sky needs it: the launch from the catalog, the pad's coordinates from the
/// launchpads, the orbit and timeline from what Launch Library 2 said of it.
struct CatalogSkyRepository: SkyRepository {
  let launches: any LaunchRepository
  let launchpads: any LaunchpadRepository
  let now: @Sendable () -> Date

  func launch(_ reference: String?, refresh: Bool) async throws -> Sourced<SkyLaunch> {
    let catalog = try await launches.catalog(refresh: refresh)
    let launch: Launch
    if let reference {
      launch = try catalog.value.launch(reference)
    } else {
      guard let next = try catalog.value.nextLaunch(rocket: nil, now: now()) else {
        throw LaunchesError.nothingUpcoming(rocket: nil)
      }
      launch = next
    }
    // A pad whose coordinates cannot be read leaves the report to say so; the launch still shows.
    let pads = try? await launchpads.launchpads(refresh: false).value
    let pad = launch.launchpadID.flatMap { id in pads?.first { $0.id == id } }
    // The NET is Launch Library 2's where it knows the launch: its copy's age is the NET's.
    let sources = catalog.provenance.sources
    let provider: DataProvider = launch.providers.contains(.launchLibrary) ? .launchLibrary : .spaceXAPI
    let asOf = sources.first { $0.provider == provider }?.fetchedAt ?? catalog.provenance.fetchedAt
    return catalog.map { catalog in
      Self.skyLaunch(launch, netAsOf: asOf, padName: catalog.summary(of: launch).launchpadName ?? pad?.name, pad: pad)
    }
  }

  static func skyLaunch(_ launch: Launch, netAsOf: Date, padName: String?, pad: Launchpad?) -> SkyLaunch {
    let day = launch.launchDay
    let timeline = day.timeline ?? []
    // LL2's event types: 12 is MECO, 20 SECO-1 (its SOURCE.md's list).
    let offset = { (type: Int) in timeline.first { $0.typeID == type }?.offset }
    let point = pad.flatMap { pad in
      pad.latitude.flatMap { latitude in
        pad.longitude.flatMap { longitude in
          Place(latitude: latitude, longitude: longitude).map {
            GeodeticPoint(latitude: $0.latitude, longitude: $0.longitude)
          }
        }
      }
    }
    return SkyLaunch(
      id: launch.id, name: launch.name, net: launch.date,
      precision: launch.hasTimedPlan
        ? .hour : day.status?.countdownPrecision(launch.datePrecision) ?? launch.datePrecision,
      netToTheHour: launch.launchLibraryFacts.netToTheHour, netAsOf: netAsOf, isUpcoming: launch.isUpcoming,
      windowStart: day.windowStart, windowEnd: day.windowEnd,
      padName: padName,
      pad: point, orbit: launch.launchLibraryFacts.orbit?.abbrev, meco: offset(12), seco: offset(20))
  }
}

extension Feature {
  /// Registers the live ``SkyRepository`` over the launches and the launchpads.
  package static let skyData = Feature(
    name: "sky.data", provides: [ServiceKey((any SkyRepository).self)],
    needs: [ServiceKey((any LaunchRepository).self), ServiceKey((any LaunchpadRepository).self)]
  ) { container in
    try container.services.register(
      (any SkyRepository).self,
      CatalogSkyRepository(
        launches: try container.resolve((any LaunchRepository).self),
        launchpads: try container.resolve((any LaunchpadRepository).self)
      ) { [core = container.core] in core.now })
  }
}
