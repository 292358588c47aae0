import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain

/// A launch from the Launches feature's repository, with its related documents fetched
/// concurrently from their collections, or, for a launch only Launch Library 2 knows, from its
/// detailed LL2 record. A related fetch that fails marks only its part.
struct APILaunchDetailRepository: LaunchDetailRepository {
  let launches: any LaunchRepository
  let loader: ResourceLoader
  /// `nil` when Launch Library 2 is off (no launch is then LL2's alone).
  var launchLibrary: (any LaunchLibraryRecords)?

  func detail(_ reference: String, refresh: Bool) async throws(LaunchDetailError) -> Sourced<LaunchDetail<Launch>> {
    let catalog: Sourced<LaunchCatalog>
    let launch: Launch
    do {
      catalog = try await launches.catalog(refresh: refresh)
      launch = try catalog.value.launch(reference)
    } catch {
      switch error {
      case .notFound(let reference, let suggestions): throw .notFound(reference: reference, suggestions: suggestions)
      case .ambiguous(let reference, let candidates): throw .ambiguous(reference: reference, candidates: candidates)
      default: throw .unavailable(error.message(in: .en))
      }
    }
    if launch.providers == [.launchLibrary], let launchLibrary {
      let record = await LaunchLibraryDetailLoader(records: launchLibrary, loader: loader, refresh: refresh)
        .record(id: launch.launchLibraryID ?? launch.id)
      var detail = Self.detail(launch, in: catalog.value, record: record)
      detail.facts = Self.facts(of: detail.launch, in: catalog)
      return Sourced(detail, provenance: catalog.provenance)
    }
    var detail = await gather(launch, in: catalog.value, related: RelatedLoader(loader: loader, refresh: refresh))
    detail.facts = Self.facts(of: launch, in: catalog)
    return Sourced(detail, provenance: catalog.provenance)
  }

  /// The launch's counted facts: ours where the catalog holds every launch up to it, else LL2's.
  static func facts(of launch: Launch, in catalog: Sourced<LaunchCatalog>) -> LaunchFacts? {
    let recorded = launch.launchLibraryFacts
    let facts = LaunchFacts.counting(
      LaunchFacts.Placed(date: launch.date, padID: recorded.padUnassigned ? nil : launch.launchpadID),
      among: catalog.value.launches.map { LaunchFacts.Placed(date: $0.date, padID: $0.launchpadID) },
      catalogIsComplete: catalogIsComplete(through: launch.date, catalog),
      launchLibrary: LaunchFacts.LaunchLibraryCounts(
        providerYear: recorded.providerYearCount, padYear: recorded.padYearCount,
        padTurnaround: recorded.padTurnaround))
    return facts.isEmpty ? nil : facts
  }

  /// Whether the catalog holds every launch up to `date`: always with a Launch Library 2 copy
  /// that was synced (it lists every SpaceX launch, flown and to come); else up to where its
  /// sources end (the SpaceX API's last flown launch, the offline sample's capture).
  static func catalogIsComplete(through date: Date, _ catalog: Sourced<LaunchCatalog>) -> Bool {
    if let current = catalog.provenance.part(.launchLibrary), current.completeThrough == nil { return true }
    let lastFlown = catalog.value.launches.lazy.filter { !$0.isUpcoming }.map(\.date).max()
    guard let through = catalog.provenance.launchesCompleteThrough(lastFlown: lastFlown) else { return false }
    return date <= through
  }

  func next(rocket: String?, now: Date, refresh: Bool) async throws(LaunchDetailError) -> Sourced<LaunchDetail<Launch>>
  {
    let launch: Launch?
    do {
      launch = try await launches.catalog(refresh: refresh).value.nextLaunch(rocket: rocket, now: now)
    } catch {
      switch error {
      case .unknownRocket(let reference, let suggestions):
        throw .unknownRocket(reference: reference, suggestions: suggestions)
      case .ambiguous(let reference, let candidates): throw .ambiguous(reference: reference, candidates: candidates)
      default: throw .unavailable(error.message(in: .en))
      }
    }
    guard let launch else { throw .nothingUpcoming(rocket: rocket) }
    return try await detail(launch.id, refresh: false)
  }

  /// A launch only Launch Library 2 knows: its rocket and launchpad from the catalog, the rest from
  /// its detailed record, or marked unavailable, with why, when the record could not be had.
  private static func detail(
    _ launch: Launch, in catalog: LaunchCatalog,
    record: Result<LaunchLibraryDetailDTO, LaunchLibraryDetailLoader.DetailFailure>
  ) -> LaunchDetail<Launch> {
    var launch = launch
    func part<T: Sendable & Hashable>(_ value: (LaunchLibraryDetailDTO) -> T) -> Related<T> {
      switch record {
      case .success(let dto): .complete(value(dto))
      case .failure(let failure): .unavailable(failure.reason)
      }
    }
    if case .success(let dto) = record { launch.links = dto.links(adding: launch.links) }
    return LaunchDetail(
      launch: launch, rocket: rocket(of: launch, in: catalog), launchpad: launchpad(of: launch, in: catalog),
      payloads: part(\.payloads), crew: part(\.crew), capsules: part(\.capsules), ships: .complete([]),
      cores: part(\.cores))
  }

  private static func rocket(of launch: Launch, in catalog: LaunchCatalog) -> Related<RocketInfo?> {
    part(
      launch.rocketID, catalog.rockets.first { $0.id == launch.rocketID }.map { RocketInfo(id: $0.id, name: $0.name) })
  }

  private static func launchpad(of launch: Launch, in catalog: LaunchCatalog) -> Related<LaunchpadInfo?> {
    part(
      launch.launchpadID,
      catalog.launchpads.first { $0.id == launch.launchpadID }.map {
        LaunchpadInfo(id: $0.id, name: $0.name, fullName: $0.fullName, locality: $0.locality, region: $0.region)
      })
  }

  /// The rocket and launchpad come with the catalog; everything else from its collection.
  private func gather(_ launch: Launch, in catalog: LaunchCatalog, related: RelatedLoader) async -> LaunchDetail<Launch>
  {
    let coreIDs = launch.cores.compactMap(\.coreID)
    let landpadIDs = launch.cores.compactMap(\.landpadID)
    async let payloads = related.documents("payloads", ids: launch.payloadIDs, as: PayloadDTO.self)
    async let crew = related.documents("crew", ids: launch.crew.map(\.crewID), as: CrewDTO.self)
    async let capsules = related.documents("capsules", ids: launch.capsuleIDs, as: CapsuleDTO.self)
    async let ships = related.documents("ships", ids: launch.shipIDs, as: ShipDTO.self)
    async let cores = related.documents("cores", ids: coreIDs, as: CoreDTO.self)
    async let landpads = related.documents("landpads", ids: Array(Set(landpadIDs)), as: NamedDTO.self)
    return LaunchDetail(
      launch: launch,
      rocket: Self.rocket(of: launch, in: catalog),
      launchpad: Self.launchpad(of: launch, in: catalog),
      payloads: await payloads.map { $0.map(Payload.init) },
      crew: await crew.map { members in
        members.map { member in CrewMember(member, role: launch.crew.first { $0.crewID == member.id }?.role) }
      },
      capsules: await capsules.map { $0.map(Capsule.init) },
      ships: await ships.map { $0.map(Ship.init) },
      cores: Self.coreUses(launch.cores, cores: await cores, landpads: await landpads))
  }

  /// Complete when the referenced entry was found (or nothing is referenced), partial when not.
  private static func part<Info: Sendable & Hashable>(_ id: String?, _ found: Info?) -> Related<Info?> {
    guard let id else { return .complete(nil) }
    return found.map { .complete($0) } ?? .partial(nil, missing: [id])
  }

  /// Cores keep the launch's own facts (flight, landing) even when the core documents or
  /// landpads cannot be read; only serials and landpad names go missing then.
  private static func coreUses(
    _ uses: [CoreAssignment], cores: Related<[CoreDTO]>, landpads: Related<[NamedDTO]>
  ) -> Related<[CoreUse]> {
    let serials = Dictionary((cores.value ?? []).map { ($0.id, $0.serial) }, uniquingKeysWith: { first, _ in first })
    let padNames = Dictionary((landpads.value ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let values = uses.map { use in
      CoreUse(
        coreID: use.coreID, serial: use.coreID.flatMap { serials[$0] ?? nil }, flight: use.flight,
        isReused: use.isReused,
        landingAttempt: use.landingAttempt, landingSuccess: use.landingSuccess, landingType: use.landingType,
        landpad: use.landpadID.map { padNames[$0] ?? $0 })
    }
    switch (cores, landpads) {
    case (.unavailable(let reason), _), (_, .unavailable(let reason)): return .partial(values, missing: [reason])
    case (.partial(_, let missing), _), (_, .partial(_, let missing)): return .partial(values, missing: missing)
    case (.complete, .complete): return .complete(values)
    }
  }
}
