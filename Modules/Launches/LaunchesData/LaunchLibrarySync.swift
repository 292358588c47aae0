import Core
import Foundation
import LaunchesDomain

/// SpaceX's launches from Launch Library 2, kept as one synced copy in the cache and brought up to
/// date within LL2's request limit.
///
/// - The first sync reads every SpaceX launch (`lsp__id=121`, `mode=detailed`, 100 a page, in the
///   order of their ids, so a launch updated while the pages are read is neither skipped nor read
///   twice): about seven requests, reserved together. Every later one asks only for what changed
///   since the newest `last_updated` it has seen (`last_updated__gte`): one request. A sync cut
///   short (budget, error) stores nothing, so the previous complete copy stays.
/// - Changes never say what LL2 deleted or merged upstream, so once a week (``resyncInterval``)
///   the copy is read whole again and replaced, dropping what vanished; its pages are reserved
///   together before the first is sent, and when they do not fit the one-request update runs
///   instead and the resync waits for a budget that allows it.
/// - Each request is reserved in the shared ``RequestBudget`` first; one that does not fit is not
///   sent, and the cache answers, stale, saying when fresh data is possible.
/// - A 429 is never retried: the wait it names (or `/api-throttle/`'s, which costs nothing) blocks
///   the budget for every process, and the cache answers now.
/// - The source policy is the SpaceX API's: fresh cache, live, stale cache, offline sample.
struct LaunchLibrarySync: Sendable {
  let access: LaunchLibraryAccess
  let loader: ResourceLoader
  /// Where each sync records what it saw change; `nil` records nothing (no cache directory).
  var ledger: LaunchChangeLedger?

  /// `detailed`: each record brings what a launch card shows (cores, landings, crew, spacecraft),
  /// cached per launch as it is read, for the same number of requests as `normal` (100 a page).
  /// `fleet`: the copy keeps each launch's boosters and spacecraft (a copy without them is read
  /// whole again once, in about six requests of the fifteen an hour).
  static let cacheKey = "LL2 launches lsp=121 mode=detailed fleet"
  static let bundledPath = "ll2/launches"
  static let pageSize = 100
  /// How old the last complete read may grow before the copy is read whole again.
  static let resyncInterval: TimeInterval = 7 * 86_400

  /// The synced copy's key, for values derived from it (the compact catalog).
  static let resource = APIResource(
    name: "Launch Library 2 launches", cacheKey: cacheKey, bundledPath: bundledPath, provider: .launchLibrary
  ) { _ in throw CancellationError() }

  /// What the cache keeps: every SpaceX launch LL2 had at the last complete sync, and the newest
  /// `last_updated` among them, from which the next sync asks for changes.
  struct Copy: Codable, Sendable {
    var watermark: Date?
    var launches: [LaunchLibraryRecord]
    /// When the copy was last read whole (`nil` in a copy older than the field: resync at once).
    var fullSyncAt: Date?
    /// What each record keeps (``keeps``): a copy whose records keep less is read whole again at
    /// the next sync the budget allows, and serves as it is until then.
    var keeps: Int?
  }

  /// What this version's records keep of a launch: 2 adds the launch day's timeline, streams and
  /// editors' notes to what 1 (`nil`, before the field) kept; 3 LL2's counts (the provider's and
  /// the pad's launches of the year, the pad's turnaround), the orbit and the Flight Club page.
  static let keeps = 3

  /// LL2's part of an answer.
  struct Answer: Sendable {
    var launches: Sourced<[LaunchLibraryRecord]>
    var part: ProviderProvenance
    /// What a live sync recorded in the ledger (nothing from any other source).
    var recorded: [LaunchChange] = []
    /// Why the live step could not answer, when it was tried and failed.
    var liveFailure: String?
  }

  /// The launches from the first source the policy allows that can answer.
  /// - Parameters:
  ///   - maximumAge: how old the cached copy may be to count as fresh, when a launch near its time
  ///     asks for less than the cache window (``LaunchFreshness``).
  ///   - priority: whether a sync may spend the budget's reserve (for a launch due within the hour).
  ///   - waitsForTheNetwork: a sync asked for its own sake (a refresh, a wait at its moment) waits
  ///     for the request's time limit; one for a screen waits the loader's ``ResourceLoader/patience``
  ///     when the cached copy can answer, and finishes in the background past it.
  /// - Throws: ``DataUnavailableError`` when none can.
  func launches(
    refresh: Bool, maximumAge: TimeInterval? = nil, priority: RequestBudget.Priority = .routine,
    waitsForTheNetwork: Bool = false
  ) async throws -> Answer {
    let steps = loader.policy.steps(refresh: refresh)
    let window = min(loader.policy.freshness.timeInterval, maximumAge ?? .infinity)
    let patience = waitsForTheNetwork ? nil : loader.patience(for: steps)
    let key = "\(Self.cacheKey) \(steps) \(window) \(priority) \(String(describing: patience))"
    return try await loader.memory.coalescing(key) {
      answer(try await loader.walk(source(priority: priority), steps: steps, window: window, patience: patience))
    }
  }

  /// A copy as the walk reads it, with what the live sync that made it recorded in the ledger.
  struct Synced: Sendable {
    var copy: Copy
    var recorded: [LaunchChange] = []
  }

  /// The synced launches as the loader walks them: the cached copy and the sample read as copies;
  /// the live step the budgeted sync from the cached copy (it stores the copy and records the
  /// changes itself, so a sync that ends past the patience is kept all the same).
  private func source(priority: RequestBudget.Priority) -> WalkedSource<Synced, (Synced, Date)> {
    WalkedSource(
      name: "Launch Library 2 launches", cacheKey: Self.cacheKey, bundledPath: Self.bundledPath,
      provider: .launchLibrary, readCopy: { Synced(copy: try JSONDecoder().decode(Copy.self, from: $0)) },
      readSample: {
        let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: $0)
        return Synced(copy: Copy(launches: page.results.elements.compactMap(LaunchLibraryRecord.init)))
      },
      liveReadsCopy: true,
      transfer: { [self] previous, _ in
        let (copy, fetchedAt) = try await syncLive(from: previous?.copy, priority: priority)
        let recorded = await record(from: previous?.copy, to: copy, seenAt: fetchedAt)
        return (Synced(copy: copy, recorded: recorded), fetchedAt)
      },
      keep: { $0 })
  }

  /// LL2's part of the answer: when a sync that failed may run again, and, for the sample, how far
  /// it is complete.
  private func answer(_ walked: Walked<Synced>) -> Answer {
    let provenance = walked.answer.provenance
    let freshAfter = walked.liveError.flatMap { Self.freshAfter($0, now: loader.now()) }
    return Answer(
      launches: walked.answer.map(\.copy.launches),
      part: ProviderProvenance(
        provider: .launchLibrary, provenance, freshAfter: provenance.isStale ? freshAfter : nil,
        completeThrough: provenance.source == .bundled ? loader.bundledCompleteThrough : nil),
      recorded: walked.answer.value.recorded, liveFailure: walked.liveError.map { "\($0)" })
  }

  /// Records in the ledger what changed from `previous` to `copy`; nothing for the first copy
  /// (everything would be "new"). A ledger that cannot be written is reported, never fatal.
  private func record(from previous: Copy?, to copy: Copy, seenAt: Date) async -> [LaunchChange] {
    guard let ledger, let previous else { return [] }
    let changes = LaunchChangeDetection.changes(from: previous.launches, to: copy.launches, seenAt: seenAt)
    do {
      try await ledger.append(changes)
    } catch {
      Log.error(
        "could not record \(changes.count) launch changes in \(ledger.fileURL.path): \(error)", topic: "cache: \(error)"
      )
    }
    return changes
  }

  // MARK: Live

  /// When a sync that failed with `error` may run again: after the budget's next free request, or
  /// the wait a 429 named (the access has blocked the budget for it); `nil` when nothing but the
  /// network stands in the way.
  private static func freshAfter(_ error: any Error, now: Date) -> Date? {
    switch error {
    case let exhausted as RequestBudget.Exhausted: exhausted.availableAt
    case APIError.throttled(let wait, _):
      now.addingTimeInterval((wait ?? LaunchLibraryAccess.unnamedThrottleWait).timeInterval)
    default: nil
    }
  }

  /// Brings `previous` up to date (or makes the first copy), stores it, and returns it.
  private func syncLive(from previous: Copy?, priority: RequestBudget.Priority) async throws -> (Copy, Date) {
    do {
      if access.hasToken { await access.learnLimit() }
      let copy = try await synced(from: previous, priority: priority)
      await loader.verdict.record(.launchLibrary, error: nil)
      let fetchedAt = loader.now()
      _ = orLog("could not cache the Launch Library 2 launches", topic: "cache") {
        try loader.cache.store(
          CacheEntry(data: try JSONEncoder().encode(copy), fetchedAt: fetchedAt), for: Self.cacheKey)
      }
      return (copy, fetchedAt)
    } catch let exhausted as RequestBudget.Exhausted {
      throw exhausted  // not sent: says nothing of the network
    } catch APIError.throttled(let wait, let url) {
      throw APIError.throttled(wait: wait, url: url)  // an answer: LL2 is reachable
    } catch {
      await loader.verdict.record(.launchLibrary, error: error)
      // A broken answer is a server bug worth saying; an unreachable server the banner says.
      if case APIError.undecodable = error { Log.error("Launch Library 2: \(error); keeping the cached launches") }
      throw error
    }
  }

  /// The copy brought up to date: read whole the first time and once a resync is due, else the
  /// changes since `previous`.
  private func synced(from previous: Copy?, priority: RequestBudget.Priority) async throws -> Copy {
    guard let previous else { return try await fullSync(priority: priority) }
    // A copy whose records keep less than this version reads is due for a whole read now.
    let lastFull = previous.keeps == Self.keeps ? previous.fullSyncAt ?? .distantPast : .distantPast
    guard loader.now().timeIntervalSince(lastFull) >= Self.resyncInterval else {
      return try await update(previous, priority: priority)
    }
    // The pages the copy needs now, and one more for launches added since, reserved at once; a
    // resync is never urgent, so it never spends the reserve.
    let expected = previous.launches.count / Self.pageSize + 2
    do {
      try await access.budget.reserve(expected)
    } catch {
      Log.info("Launch Library 2: a full resync is due but does not fit the budget; updating instead")
      return try await update(previous, priority: priority)
    }
    return try await fullSync(reserved: expected, priority: .routine)
  }

  /// Every SpaceX launch, in id order: the first page says how many pages follow; those not
  /// `reserved` yet are reserved together and all are fetched in parallel, or none.
  private func fullSync(reserved: Int = 0, priority: RequestBudget.Priority) async throws -> Copy {
    if reserved == 0 { try await access.budget.reserve(priority: priority) }
    let first = try await page(offset: 0, changedSince: nil)
    var records = first.results.elements
    let total = first.count ?? records.count
    let offsets = Array(stride(from: Self.pageSize, to: total, by: Self.pageSize))
    if first.next != nil, !offsets.isEmpty {
      let missing = offsets.count + 1 - max(reserved, 1)
      if missing > 0 { try await access.budget.reserve(missing, priority: priority) }
      try await withThrowingTaskGroup(of: [LaunchLibraryLaunchDTO].self) { group in
        for offset in offsets {
          group.addTask { try await page(offset: offset, changedSince: nil).results.elements }
        }
        for try await results in group { records += results }
      }
    }
    var copy = Self.copy(merging: records, into: nil)
    copy.fullSyncAt = loader.now()
    copy.keeps = Self.keeps
    return copy
  }

  /// What changed since `previous` was made, page by page (usually one).
  private func update(_ previous: Copy, priority: RequestBudget.Priority) async throws -> Copy {
    var changed: [LaunchLibraryLaunchDTO] = []
    var offset = 0
    while true {
      try await access.budget.reserve(priority: priority)
      let page = try await page(offset: offset, changedSince: previous.watermark)
      changed += page.results.elements
      guard page.next != nil, !page.results.elements.isEmpty else { break }
      offset += Self.pageSize
    }
    return Self.copy(merging: changed, into: previous)
  }

  /// `previous` with `documents` added or replacing theirs, ordered by date, and the newest
  /// `last_updated` seen as the next watermark.
  static func copy(merging documents: [LaunchLibraryLaunchDTO], into previous: Copy?) -> Copy {
    var byID = Dictionary((previous?.launches ?? []).map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    var watermark = previous?.watermark
    for document in documents {
      guard let record = LaunchLibraryRecord(document) else { continue }
      byID[record.id] = record
      if let updated = record.lastUpdated, updated > watermark ?? .distantPast { watermark = updated }
    }
    let launches = byID.values.sorted { ($0.net, $0.id) < ($1.net, $1.id) }
    return Copy(watermark: watermark, launches: launches, fullSyncAt: previous?.fullSyncAt, keeps: previous?.keeps)
  }

  private func page(offset: Int, changedSince: Date?) async throws -> LaunchLibraryPageDTO {
    var query = [
      URLQueryItem(name: "lsp__id", value: "121"), URLQueryItem(name: "mode", value: "detailed"),
      URLQueryItem(name: "limit", value: String(Self.pageSize)), URLQueryItem(name: "offset", value: String(offset)),
      // Changes in the order they happened; a whole read in id order, which no update reorders.
      URLQueryItem(name: "ordering", value: changedSince == nil ? "id" : "last_updated"),
    ]
    if let changedSince { query.append(URLQueryItem(name: "last_updated__gte", value: APIDate.format(changedSince))) }
    let endpoint = APIEndpoint.get("launches", query: query)
    let data = try await access.data(for: endpoint, reserved: true)
    let page: LaunchLibraryPageDTO
    do {
      page = try TextRepair.decode(LaunchLibraryPageDTO.self, from: data, with: JSONDecoder.spaceXAPI()).value
    } catch {
      throw APIError.undecodable(
        DecodingFailure.describe(error), url: access.api.baseURL.appendingPathComponent("launches"))
    }
    storeDetails(of: data)
    return page
  }

  /// Each record of a `detailed` page, cached where a launch card looks for it.
  private func storeDetails(of page: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: page) as? [String: Any],
      let results = object["results"] as? [[String: Any]]
    else { return }
    let fetchedAt = loader.now()
    for record in results {
      guard let id = record["id"] as? String, let data = try? JSONSerialization.data(withJSONObject: record) else {
        continue
      }
      _ = orLog("could not cache Launch Library 2's record of \(id)", topic: "cache") {
        try loader.cache.store(
          CacheEntry(data: data, fetchedAt: fetchedAt), for: LaunchLibraryAccess.detailCacheKey(id: id))
      }
    }
  }
}
