import Core
import Foundation
import LaunchesDomain

/// Launches from the API's paged `POST /v4/launches/query` (all pages, gathered in parallel and
/// cached as one collection), with rocket and launchpad names from `GET /v4/rockets` and
/// `GET /v4/launchpads`, merged with SpaceX's launches in Launch Library 2 (see ``LaunchMerge``)
/// unless that is turned off; each through the source policy.
///
/// Queries run locally on the whole collection, so filters, order and paging behave the same
/// whether the data is live, cached or the offline sample.
struct APILaunchRepository: LaunchRepository {
  let loader: ResourceLoader
  /// `nil` when Launch Library 2 is off: the catalog is then the SpaceX API's alone.
  let launchLibrary: LaunchLibrarySync?
  /// What syncs recorded, read whether or not Launch Library 2 is on in this run.
  let ledger: LaunchChangeLedger?
  /// The last catalog built, by the provenance of its inputs: mapping 200 documents to domain
  /// values (URLs, dates) and merging costs more than the query itself, so it is done once per fetch.
  private let lastCatalog = LastCatalog()
  /// The last catalog decoded from the stale cache's or the offline sample's compact form, by
  /// its inputs' fetch times: a session answering from an old copy decodes it once, not once a
  /// request (a quarter of an editor's `view.open` on a stale cache).
  private let lastDecoded = LastDecodedCatalog()
  /// When this process's last sync for the freshness rule failed without making LL2 unreachable
  /// (a 5xx, a broken answer): the rule waits a minute before it spends another request on it.
  private let ruleSyncFailedAt = Locked<Date?>(nil)

  init(loader: ResourceLoader, launchLibrary: LaunchLibrarySync? = nil, ledger: LaunchChangeLedger? = nil) {
    self.loader = loader
    self.launchLibrary = launchLibrary
    self.ledger = ledger
  }

  private static let spaceXSources: [APIResource] = [
    .allPages(of: "launches"), .init(.all("rockets")), .init(.all("launchpads")),
  ]

  private var sources: [APIResource] {
    launchLibrary == nil ? Self.spaceXSources : Self.spaceXSources + [LaunchLibrarySync.resource]
  }

  private var compactName: String {
    launchLibrary == nil ? LaunchCatalog.compactName : LaunchCatalog.compactName + "+ll2"
  }

  /// The launches that can be next, kept beside the compact catalog from the same copies (see
  /// ``cachedUpcoming()``).
  private var upcomingName: String { compactName + " upcoming" }

  func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    var answer = try await storedCatalog(refresh: refresh)
    answer.value = LaunchFreshness.vouched(answer.value, provenance: answer.provenance, now: loader.now())
    return answer
  }

  /// The catalog as the sources hold it (a live webcast as of their copy).
  private func storedCatalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    // In order of cost: this process's own catalog while fresh, the compact cache, the JSON.
    if let remembered = lastCatalog.fresh(loader: loader, refresh: refresh) {
      return try await nearLaunchesChecked(remembered)
    }
    if let compact = loader.derived(compactName, from: sources, refresh: refresh, decode: LaunchCatalog.readCompact) {
      let provenance = compactProvenance(compact.provenance)
      lastCatalog.store(compact.value, for: [compact.provenance], provenance: provenance)
      return try await nearLaunchesChecked(Sourced(compact.value, provenance: provenance))
    }
    return try await built(refresh: refresh)
  }

  /// A catalog the cache window calls fresh, checked against the stricter rule for launches near
  /// their time (``LaunchFreshness``): when Launch Library 2's part is older than that, one sync
  /// (within the budget's routine share) brings it up to date; when none may run now, the cached
  /// catalog answers with that part marked stale, saying when a sync may run, so every screen
  /// says its age instead of passing it off as current.
  private func nearLaunchesChecked(
    _ cached: Sourced<LaunchCatalog>
  ) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    guard let launchLibrary, let part = cached.provenance.part(.launchLibrary), part.source != .bundled else {
      return cached
    }
    let now = loader.now()
    let window = loader.policy.freshness.timeInterval
    let maximumAge = LaunchFreshness.maximumAge(of: cached.value, now: now, window: window)
    guard CopyAge.isOlder(part.fetchedAt, than: maximumAge, now: now) else { return cached }
    let budget = launchLibrary.access.budget
    // No sync in this run (`--offline`, `--source cache`), or none for a minute (LL2 unreachable).
    let failedLately = ruleSyncFailedAt.withLock { $0.map { now.timeIntervalSince($0) < 60 } ?? false }
    let blocked =
      !loader.policy.steps(refresh: false).contains(.live) || loader.policy.isOffline
      || loader.verdict.unreachableSince(.launchLibrary) != nil || failedLately
    if !blocked, await budget.remaining(priority: .routine) > 0 {
      let synced = try await built(refresh: false, launchLibraryAge: maximumAge)
      let failed = synced.provenance.part(.launchLibrary)?.isStale ?? false
      ruleSyncFailedAt.withLock { $0 = failed ? now : nil }
      return synced
    }
    var stale = part
    stale.isStale = true
    stale.source = .cache
    if !blocked { stale.freshAfter = await budget.nextAvailable(priority: .routine) }
    var provenance = Provenance.combining(
      cached.provenance.sources.map { $0.provider == .launchLibrary ? stale : $0 })
    provenance.source = .cache
    return Sourced(cached.value, provenance: provenance)
  }

  /// The catalog from the collections themselves: the stale cache's or the offline sample's
  /// compact form when this run answers from them, else the JSON decoded and merged.
  /// - Parameter launchLibraryAge: how old Launch Library 2's cached copy may be to count as fresh
  ///   (a launch near its time asks for less than the cache window).
  private func built(
    refresh: Bool, launchLibraryAge: TimeInterval? = nil
  ) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    // A stale cache or the offline sample this run answers from anyway: the compact form of the
    // same inputs, not their JSON decoded again (as slow as a first fetch's parse).
    if let stale = loader.staleDerived(
      compactName, from: sources, refresh: refresh, reusing: { lastDecoded.value(.cache, inputs: $0) },
      decode: LaunchCatalog.readCompact)
    {
      lastDecoded.store(stale.value, .cache, inputs: stale.inputs)
      return Sourced(stale.value, provenance: inputsProvenance(source: .cache, fetchedAt: stale.inputs))
    }
    if let sample = loader.sampleDerived(
      compactName, from: sources, refresh: refresh, reusing: { lastDecoded.value(.bundled, inputs: $0) },
      decode: LaunchCatalog.readCompact)
    {
      lastDecoded.store(sample.value, .bundled, inputs: sample.inputs)
      return Sourced(sample.value, provenance: inputsProvenance(source: .bundled, fetchedAt: sample.inputs))
    }
    do {
      async let launches = loader.load(.allPages(of: "launches"), as: LossyArray<LaunchDTO>.self, refresh: refresh)
      async let rockets = loader.load(.all("rockets"), as: LossyArray<NamedDocumentDTO>.self, refresh: refresh)
      async let launchpads = loader.load(.all("launchpads"), as: LossyArray<LaunchpadSiteDTO>.self, refresh: refresh)
      async let fresh = launchLibraryAnswer(refresh: refresh, maximumAge: launchLibraryAge)
      let (launchDocuments, rocketNames, launchpadSites) = try await (launches, rockets, launchpads)
      let freshLaunches = await fresh
      var inputs = [launchDocuments.provenance, rocketNames.provenance, launchpadSites.provenance]
      if let freshLaunches { inputs.append(freshLaunches.launches.provenance) }
      let provenance =
        freshLaunches.map {
          launchDocuments.provenance.combined(with: $0.part)
        } ?? launchDocuments.provenance
      if let catalog = lastCatalog.value(for: inputs) {
        return Sourced(catalog, provenance: provenance)
      }
      var catalog = LaunchCatalog(
        launches: launchDocuments.value.elements.map(\.domain),
        rockets: rocketNames.value.elements.map { LaunchCatalog.Name(id: $0.id, name: $0.name) },
        launchpads: launchpadSites.value.elements.map {
          LaunchCatalog.Site(id: $0.id, name: $0.name, fullName: $0.fullName, locality: $0.locality, region: $0.region)
        })
      if let freshLaunches {
        let sites = launchpadSites.value.elements.map {
          LaunchMerge.Site(id: $0.id, latitude: $0.latitude?.value, longitude: $0.longitude?.value)
        }
        catalog = LaunchMerge(catalog: catalog, sites: sites).merged(with: freshLaunches.launches.value)
        // The ledger changes only when a sync changes the copy, so the catalog built from the
        // copy may carry each launch's count of recorded changes (a calendar's SEQUENCE).
        catalog.countChanges(ledger?.counts() ?? [:])
      }
      lastCatalog.store(catalog, for: inputs, provenance: provenance)
      if inputs.allSatisfy({ $0.source == .bundled }) {
        loader.storeSampleDerived(compactName, basedOn: inputs) { catalog.writeCompact(to: &$0) }
      } else {
        loader.storeDerived(compactName, basedOn: inputs) { catalog.writeCompact(to: &$0) }
        let upcoming = catalog.upcoming(at: loader.now())
        loader.storeDerived(upcomingName, basedOn: inputs) { upcoming.writeCompact(to: &$0) }
        storeDigest(of: upcoming, basedOn: inputs)
      }
      return Sourced(catalog, provenance: provenance)
    } catch let error as DataUnavailableError {
      throw .unavailable(error.description)
    } catch {
      throw .unavailable("\(error)")
    }
  }

  /// Launch Library 2's launches, or `nil` when it is off or no source of them could answer (the
  /// SpaceX API's launches are then listed alone, and stderr says why).
  private func launchLibraryAnswer(refresh: Bool, maximumAge: TimeInterval?) async -> LaunchLibrarySync.Answer? {
    guard let launchLibrary else { return nil }
    do {
      return try await launchLibrary.launches(refresh: refresh, maximumAge: maximumAge)
    } catch {
      Log.error("Launch Library 2 launches unavailable, listing the SpaceX API's alone: \(error)")
      return nil
    }
  }

  /// What the JSON path would say of a catalog built from the cached copies (or the sample's
  /// collections) fetched at `fetchedAt`, in the order of ``sources``, when no live step ran: each
  /// part is stale when it is older than the freshness window.
  private func inputsProvenance(source: DataSourceKind, fetchedAt: [Date]) -> Provenance {
    func provenance(_ moment: Date, _ provider: DataProvider) -> Provenance {
      let isStale =
        source == .cache && CopyAge.isOlder(moment, than: loader.policy.freshness.timeInterval, now: loader.now())
      let cause = isStale ? loader.verdictCause(for: provider) : nil
      return Provenance(source: source, isStale: isStale, fetchedAt: moment, staleCause: cause)
    }
    let spaceX = provenance(fetchedAt.first ?? .distantPast, .spaceXAPI)
    guard launchLibrary != nil, let launchLibraryAt = fetchedAt.last else { return spaceX }
    return spaceX.combined(
      with: ProviderProvenance(
        provider: .launchLibrary, provenance(launchLibraryAt, .launchLibrary),
        completeThrough: source == .bundled ? loader.bundledCompleteThrough : nil))
  }

  /// Keeps the record of the launches to come a status line reads (``NextLaunchDigest``), taken
  /// from the same copies as the upcoming record beside it. Only with Launch Library 2 merged: a
  /// run without it is never answered from the record, and must not replace the one that is.
  private func storeDigest(of upcoming: LaunchCatalog, basedOn inputs: [Provenance]) {
    guard launchLibrary != nil, let first = inputs.first, inputs.count == sources.count else { return }
    let digest = NextLaunchDigest(
      upcoming: upcoming,
      inputs: zip(sources, inputs).map { .init(key: $0.cacheKey, fetchedAt: $1.fetchedAt.timeIntervalSince1970) },
      launchLibraryKey: LaunchLibrarySync.cacheKey)
    _ = orLog("could not cache the record of the launches to come", topic: "cache") {
      try loader.cache.store(
        CacheEntry(data: digest.encoded(), fetchedAt: first.fetchedAt), for: NextLaunchDigest.cacheKey)
    }
  }

  /// The compact catalog is used only when every input is fresh in the cache: each provider's
  /// part is then its own cached copy, fetched when its file header says.
  private func compactProvenance(_ provenance: Provenance) -> Provenance {
    guard launchLibrary != nil else { return provenance }
    let fetchedAt = loader.cache.fetchedAt(for: LaunchLibrarySync.cacheKey) ?? provenance.fetchedAt
    return provenance.combined(
      with: ProviderProvenance(
        provider: .launchLibrary, Provenance(source: .cache, isStale: false, fetchedAt: fetchedAt)))
  }
}

extension APILaunchRepository: LaunchChangeLog {
  var canRefresh: Bool { noRefresh == nil }

  /// Why no refresh can succeed in this run, or `nil` when one may. Asked at every start: the
  /// mode is named by its raw value (naming an enum case by interpolation reflects on it).
  private var noRefresh: String? {
    guard launchLibrary != nil else { return EmptyLaunchChangeLog.off }
    let policy = loader.policy
    guard !policy.steps().contains(.live) else { return nil }
    return "this run reaches no network (\(policy.isOffline ? "--offline" : "--source \(policy.mode.rawValue)"))"
  }

  func changes(since moment: Date) -> [LaunchChange] { ledger?.changes(since: moment) ?? [] }
  /// The synced copy's header alone: a few kilobytes read, nothing decoded.
  var syncedAt: Date? { launchLibrary.flatMap { _ in loader.cache.fetchedAt(for: LaunchLibrarySync.cacheKey) } }
  func changes(of launch: Launch) -> [LaunchChange] { ledger?.changes(of: launch.changeLedgerIDs) ?? [] }

  /// Syncs Launch Library 2 alone (the SpaceX API stopped changing in 2022), then forgets the
  /// catalog built before, so the next answer merges the new copy.
  func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh {
    if let reason = noRefresh { return LaunchRefresh(changes: [], failure: reason, isPermanent: true) }
    guard let launchLibrary else { return await EmptyLaunchChangeLog().refresh(priority: priority) }
    do {
      let answer = try await launchLibrary.launches(
        refresh: age == nil, maximumAge: age, priority: priority, waitsForTheNetwork: true)
      // Young enough already (another sync ran meanwhile): nothing to send, nothing new here.
      if answer.part.source == .cache, !answer.part.isStale { return LaunchRefresh(changes: []) }
      lastCatalog.forget()
      guard answer.part.source == .live else {
        return LaunchRefresh(
          changes: [], failure: answer.liveFailure ?? "Launch Library 2 answered from \(answer.part.source.rawValue)",
          freshAfter: answer.part.freshAfter)
      }
      return LaunchRefresh(changes: answer.recorded)
    } catch {
      return LaunchRefresh(changes: [], failure: "\(error)")
    }
  }
}

/// One remembered catalog and the provenance of the documents it was built from. Provenance
/// (source and fetch time) changes whenever the documents do, so it is a safe key.
/// One catalog decoded from a compact form, and where it came from.
extension APILaunchRepository {
  /// On the cache alone (fresh or stale, never the network or the sample; no sync can run, so a
  /// copy older than the rule is marked stale, not refreshed): the launches to come as the last
  /// build from the same copies kept them, a few kilobytes where the whole catalog is a few
  /// hundred (a status line redrawn every few seconds reads it in a third of the time); else
  /// the whole catalog (a cache written before the record, or whose copies changed since).
  func cachedUpcoming() async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    var cacheOnly = loader
    cacheOnly.policy.mode = .cache
    let sync = launchLibrary.map { LaunchLibrarySync(access: $0.access, loader: cacheOnly, ledger: nil) }
    let repository = APILaunchRepository(loader: cacheOnly, launchLibrary: sync)
    if let upcoming = try await repository.upcomingRecord() { return upcoming }
    return try await repository.catalog(refresh: false)
  }

  /// The record of the launches to come, as ``catalog(refresh:)`` would answer from the copies it
  /// was built from: checked against the rule for launches near their time, and vouched.
  private func upcomingRecord() async throws(LaunchesError) -> Sourced<LaunchCatalog>? {
    var answer: Sourced<LaunchCatalog>
    if let fresh = loader.derived(upcomingName, from: sources, refresh: false, decode: LaunchCatalog.readCompact) {
      answer = try await nearLaunchesChecked(Sourced(fresh.value, provenance: compactProvenance(fresh.provenance)))
    } else if let stale = loader.staleDerived(
      upcomingName, from: sources, refresh: false, reusing: { _ in nil }, decode: LaunchCatalog.readCompact)
    {
      answer = Sourced(stale.value, provenance: inputsProvenance(source: .cache, fetchedAt: stale.inputs))
    } else {
      return nil
    }
    answer.value = LaunchFreshness.vouched(answer.value, provenance: answer.provenance, now: loader.now())
    return answer
  }
}

private final class LastDecodedCatalog: Sendable {
  private let last = Locked<(source: DataSourceKind, inputs: [Date], catalog: LaunchCatalog)?>(nil)

  func value(_ source: DataSourceKind, inputs: [Date]) -> LaunchCatalog? {
    last.withLock { $0.flatMap { $0.source == source && $0.inputs == inputs ? $0.catalog : nil } }
  }

  func store(_ catalog: LaunchCatalog, _ source: DataSourceKind, inputs: [Date]) {
    last.withLock { $0 = (source, inputs, catalog) }
  }
}

private final class LastCatalog: Sendable {
  private struct Entry {
    var inputs: [Provenance]
    var catalog: LaunchCatalog
    /// What the answer said when it was built (each provider's part).
    var provenance: Provenance
  }

  private let last = Locked<Entry?>(nil)

  func value(for inputs: [Provenance]) -> LaunchCatalog? {
    last.withLock { $0?.inputs == inputs ? $0?.catalog : nil }
  }

  /// The remembered catalog, if the policy would answer from a fresh cache now and it is fresh.
  func fresh(loader: ResourceLoader, refresh: Bool) -> Sourced<LaunchCatalog>? {
    guard loader.policy.steps(refresh: refresh).first == .freshCache,
      let entry = last.withLock({ $0 }),
      entry.inputs.allSatisfy({ $0.source != .bundled && !$0.isStale }),
      !entry.inputs.isEmpty,
      entry.inputs.allSatisfy({
        CopyAge.isFresh($0.fetchedAt, within: loader.policy.freshness.timeInterval, now: loader.now())
      })
    else { return nil }
    // Answered from memory of what was fetched: a cached answer now, as the files would give.
    var provenance = entry.provenance
    provenance.source = .cache
    provenance.providers = provenance.providers.map { part in
      var part = part
      part.source = .cache
      return part
    }
    return Sourced(entry.catalog, provenance: provenance)
  }

  func forget() { last.withLock { $0 = nil } }

  func store(_ catalog: LaunchCatalog, for inputs: [Provenance], provenance: Provenance) {
    last.withLock { $0 = Entry(inputs: inputs, catalog: catalog, provenance: provenance) }
  }
}
