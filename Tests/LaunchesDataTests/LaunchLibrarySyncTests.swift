import AppContainer
import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchesData

/// How the Launch Library 2 copy is brought up to date: request counts, the budget, 429s and an
/// unreachable network, counted at the HTTP stub.
@Suite struct LaunchLibrarySyncTests {
  typealias Merge = LaunchLibraryMergeTests

  /// An LL2 server with `count` launches, paged 100 at a time; answers per request from `fault`.
  final class LaunchLibraryStub: Sendable {
    let count: Int
    let fault: Locked<[HTTPResponse]> = Locked([])
    let unreachable = Locked(false)

    init(count: Int) { self.count = count }

    func answer(_ request: HTTPRequest) -> StubHTTPClient.Answer {
      if unreachable.withLock({ $0 }) { return .failure(.timedOut) }
      if let response = fault.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return .response(response) }
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let value = { (name: String) in query.first { $0.name == name }?.value }
      if value("last_updated__gte") != nil {
        return .ok(Merge.page([Merge.ll2("changed", "Falcon 9 Block 5 | Changed", net: "2026-02-01T00:00:00Z")]))
      }
      let offset = Int(value("offset") ?? "0") ?? 0
      let launches = (offset..<min(offset + 100, count)).map {
        Merge.ll2("l-\($0)", "Falcon 9 Block 5 | Mission \($0)", net: "2025-01-01T00:00:00Z")
      }
      let next = offset + 100 < count ? "http://127.0.0.1:9/2.3.0/launches/?offset=\(offset + 100)" : nil
      return .ok(Merge.page(launches, count: count, next: next))
    }
  }

  private static func http(_ ll2: LaunchLibraryStub) -> StubHTTPClient {
    let v4 = Merge.stub(v4: []) { _ in Data() }
    return StubHTTPClient { request in
      request.url.path.hasPrefix("/2.3.0/") ? ll2.answer(request) : Self.v4Answer(v4, request)
    }
  }

  private static func v4Answer(_ v4: StubHTTPClient, _ request: HTTPRequest) -> StubHTTPClient.Answer {
    v4Answer(http: request)
  }

  private static func v4Answer(http request: HTTPRequest) -> StubHTTPClient.Answer {
    switch request.url.path {
    case "/v4/launches/query": .ok(Data(#"{"docs":[],"totalDocs":0,"page":1,"totalPages":1}"#.utf8))
    case "/v4/rockets": .ok(Data(#"[{"id":"\#(Merge.falcon9)","name":"Falcon 9"}]"#.utf8))
    case "/v4/launchpads": .ok(Data("[]".utf8))
    default: .status(404)
    }
  }

  /// A repository over a real cache directory, as one process would have it.
  private static func repository(
    _ http: StubHTTPClient, directory: TemporaryDirectory, mode: SourcePolicy.Mode = .auto, budget: Int = 15,
    now: @escaping @Sendable () -> Date = { Fixtures.now }
  ) throws -> any LaunchRepository {
    var setup = Merge.core(http: http, budget: budget, directory: directory)
    var core = setup.core
    core.loader.policy = SourcePolicy(mode: mode)
    core.loader.cache = FileCacheStore(directory: directory.url.appendingPathComponent("cache"))
    core.loader.now = now
    core.loader.bundled = { path in
      path == "ll2/launches"
        ? (Merge.page([Merge.ll2("sample", "Falcon 9 Block 5 | Sample", net: "2024-10-01T00:00:00Z")]), Fixtures.now)
        : nil
    }
    setup.core = core
    return try AppContainer.assemble(core: core, features: [setup.feature]).resolve((any LaunchRepository).self)
  }

  private static func ll2Requests(_ http: StubHTTPClient) -> [HTTPRequest] {
    http.requests.filter { $0.url.path.hasPrefix("/2.3.0/") }
  }

  @Test func firstSync_ReadsEveryPage_ThenARefreshCostsOneRequest() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 250)
    let first = Self.http(ll2)
    let catalog = try await Self.repository(first, directory: directory).catalog(refresh: false)
    #expect(Self.ll2Requests(first).count == 3)
    #expect(catalog.value.launches.count == 250)
    #expect(catalog.provenance.part(.launchLibrary)?.source == .live)

    // Another process, later: the copy is still fresh, so nothing is asked.
    let second = Self.http(ll2)
    _ = try await Self.repository(second, directory: directory).catalog(refresh: false)
    #expect(Self.ll2Requests(second).isEmpty)

    // A refresh asks only for what changed since the newest `last_updated` seen.
    let third = Self.http(ll2)
    let refreshed = try await Self.repository(third, directory: directory).catalog(refresh: true)
    let requests = Self.ll2Requests(third)
    #expect(requests.count == 1)
    #expect(requests.first?.url.query?.contains("last_updated__gte=2025-01-01T00:00:00") == true)
    #expect(refreshed.value.launches.count == 251)
  }

  @Test func overBudget_SendsNothing_AnswersFromCacheMarkedStale_SayingWhenFreshDataIsPossible() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 50)
    _ = try await Self.repository(Self.http(ll2), directory: directory, budget: 1).catalog(refresh: false)
    let http = Self.http(ll2)
    let catalog = try await Self.repository(http, directory: directory, budget: 1).catalog(refresh: true)
    #expect(Self.ll2Requests(http).isEmpty)
    let part = try #require(catalog.provenance.part(.launchLibrary))
    #expect(part.source == .cache && part.isStale)
    #expect(part.freshAfter == Fixtures.now.addingTimeInterval(3600))
    #expect(catalog.provenance.isStale, "the combined view is stale when a part is")
  }

  @Test func firstSyncThatDoesNotFit_IsNotStarted_BeyondItsFirstPage_AndKeepsNothingHalfDone() async throws {
    let directory = try TemporaryDirectory()
    let http = Self.http(LaunchLibraryStub(count: 350))
    let catalog = try await Self.repository(http, directory: directory, budget: 2).catalog(refresh: false)
    #expect(Self.ll2Requests(http).count == 1, "the other three pages would overspend: not sent")
    #expect(catalog.provenance.part(.launchLibrary)?.source == .bundled)
    // Nothing half-done was cached: the cache alone has no Launch Library 2 part to give.
    let cached = try await Self.repository(Self.http(LaunchLibraryStub(count: 0)), directory: directory, mode: .cache)
      .catalog(refresh: false)
    #expect(cached.provenance.part(.launchLibrary) == nil)
  }

  @Test func throttled_IsNotRetried_AndBlocksLaterRequestsForTheWaitItNames() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 10)
    _ = try await Self.repository(Self.http(ll2), directory: directory).catalog(refresh: false)
    ll2.fault.withLock {
      $0 = [
        HTTPResponse(
          status: 429, body: Data(#"{"detail": "Request was throttled. Expected available in 1200 seconds."}"#.utf8))
      ]
    }
    let http = Self.http(ll2)
    let catalog = try await Self.repository(http, directory: directory).catalog(refresh: true)
    #expect(Self.ll2Requests(http).count == 1)
    #expect(catalog.provenance.part(.launchLibrary)?.freshAfter == Fixtures.now.addingTimeInterval(1200))
    let later = Self.http(ll2)
    let again = try await Self.repository(later, directory: directory).catalog(refresh: true)
    #expect(Self.ll2Requests(later).isEmpty, "blocked for every process until the wait is over")
    #expect(again.provenance.part(.launchLibrary)?.isStale == true)
  }

  /// A 429 that names no wait, when `/api-throttle/` cannot say either, blocks for minutes: the
  /// whole hour's window kept a launch day's last changes from every process for an hour.
  @Test func throttled_WithoutAWait_BlocksForMinutesNotAnHour() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 10)
    _ = try await Self.repository(Self.http(ll2), directory: directory).catalog(refresh: false)
    ll2.fault.withLock { $0 = [HTTPResponse(status: 429, body: Data()), HTTPResponse(status: 500, body: Data())] }
    let http = Self.http(ll2)
    let catalog = try await Self.repository(http, directory: directory).catalog(refresh: true)
    let blocked = try #require(catalog.provenance.part(.launchLibrary)?.freshAfter)
    #expect(blocked == Fixtures.now.addingTimeInterval(300), "\(blocked)")
  }

  @Test func unreachable_OneAttemptSwitchesTheProcessToItsCache() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 10)
    _ = try await Self.repository(Self.http(ll2), directory: directory).catalog(refresh: false)
    ll2.unreachable.withLock { $0 = true }
    let http = Self.http(ll2)
    let repository = try Self.repository(http, directory: directory)
    let first = try await repository.catalog(refresh: true)
    #expect(first.provenance.part(.launchLibrary)?.isStale == true)
    _ = try await repository.catalog(refresh: true)
    _ = try await repository.catalog(refresh: true)
    #expect(Self.ll2Requests(http).count == 1, "later requests of the process do not try again")
  }

  @Test func turnedOff_SendsLaunchLibraryNothing() async throws {
    let http = Self.http(LaunchLibraryStub(count: 10))
    let core = CoreServices.test(policy: SourcePolicy(mode: .live), http: http)
    let catalog = try await AppContainer.assemble(core: core, features: [.launchesData { _ in nil }])
      .resolve((any LaunchRepository).self).catalog(refresh: false)
    #expect(Self.ll2Requests(http).isEmpty)
    #expect(catalog.provenance.sources.map(\.provider) == [.spaceXAPI])
  }

  @Test func aToken_IsSent_AndRaisesTheBudgetToWhatAPIThrottleReports() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = LaunchLibraryStub(count: 10)
    let http = StubHTTPClient { request in
      if request.url.path.hasPrefix("/2.3.0/api-throttle") {
        return .ok(
          Data(#"{"your_request_limit": 300, "limit_frequency_secs": 3600, "current_use": 0, "next_use_secs": 0}"#.utf8)
        )
      }
      return request.url.path.hasPrefix("/2.3.0/") ? ll2.answer(request) : Self.v4Answer(http: request)
    }
    var setup = Merge.core(http: http, budget: 15, directory: directory)
    setup.access.api.headers["Authorization"] = "Token secret"
    setup.access.hasToken = true
    _ = try await AppContainer.assemble(core: setup.core, features: [setup.feature])
      .resolve((any LaunchRepository).self)
      .catalog(refresh: false)
    let sent = Self.ll2Requests(http)
    #expect(sent.allSatisfy { $0.headers["Authorization"] == "Token secret" })
    #expect(sent.contains { $0.url.path.hasPrefix("/2.3.0/api-throttle") })
    let budget = RequestBudget(
      file: directory.url.appendingPathComponent("budget.json"), limit: 15, now: { Fixtures.now })
    #expect(await budget.remaining() == 299, "300 from /api-throttle/, one spent on the sync")
  }

  /// An LL2 whose launches change between and during syncs: each has an id and a `last_updated`;
  /// pages follow the `ordering` asked for; `onPage` runs after a page is served (to update a
  /// launch mid-sync).
  final class ChangingLaunchLibrary: Sendable {
    let launches: Locked<[(id: String, updated: String)]>
    let onPage = Locked<(@Sendable (Int) -> Void)?>(nil)

    init(count: Int) {
      // Each updated at its own minute, as real records are: a watermark then names one of them.
      launches = Locked(
        (0..<count).map { (String(format: "l-%03d", $0), String(format: "2025-01-01T%02d:%02d:00Z", $0 / 60, $0 % 60)) }
      )
    }

    func answer(_ request: HTTPRequest) -> StubHTTPClient.Answer {
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let value = { (name: String) in query.first { $0.name == name }?.value }
      var all = launches.withLock { $0 }
      if let since = value("last_updated__gte") { all = all.filter { $0.updated >= since } }
      all.sort { value("ordering") == "id" ? $0.id < $1.id : ($0.updated, $0.id) < ($1.updated, $1.id) }
      let offset = Int(value("offset") ?? "0") ?? 0
      let page = all[min(offset, all.count)..<min(offset + 100, all.count)].map {
        Merge.ll2($0.id, "Falcon 9 Block 5 | Mission \($0.id)", net: "2025-01-01T00:00:00Z", updated: $0.updated)
      }
      let next = offset + 100 < all.count ? "http://127.0.0.1:9/2.3.0/launches/?offset=\(offset + 100)" : nil
      defer { onPage.withLock { $0 }?(offset) }
      return .ok(Merge.page(Array(page), count: all.count, next: next))
    }
  }

  /// A launch updated while the first sync reads its pages is neither skipped nor read twice:
  /// a whole read pages in id order, which no update changes.
  @Test func fullSync_PagesInIdOrder_SoAnUpdateMidSyncSkipsNothing() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = ChangingLaunchLibrary(count: 150)
    // After the first page, its first launch is updated: by last_updated it would move to the
    // end, shifting a launch of page two into page one, already read.
    // The launches, not the stand-in that holds this closure: that would be a retain cycle.
    let launches = ll2.launches
    ll2.onPage.withLock {
      $0 = { offset in
        guard offset == 0 else { return }
        launches.withLock { $0[0].updated = "2025-06-01T00:00:00Z" }
      }
    }
    let http = StubHTTPClient { request in
      request.url.path.hasPrefix("/2.3.0/") ? ll2.answer(request) : Self.v4Answer(http: request)
    }
    let catalog = try await Self.repository(http, directory: directory).catalog(refresh: false)
    #expect(Set(catalog.value.launches.map(\.id)).count == 150, "a launch was skipped")
    #expect(Self.ll2Requests(http).allSatisfy { $0.url.query?.contains("ordering=id") == true })
  }

  /// Once a week the copy is read whole again: a launch LL2 deleted upstream is dropped, the
  /// pages are reserved together, and the requests stay within the budget.
  @Test func weeklyResync_DropsWhatVanished_WithinTheBudget() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = ChangingLaunchLibrary(count: 150)
    let clock = Locked(Fixtures.now)
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    let http = StubHTTPClient { request in
      request.url.path.hasPrefix("/2.3.0/") ? ll2.answer(request) : Self.v4Answer(http: request)
    }
    let first = try await Self.repository(http, directory: directory, now: now).catalog(refresh: false)
    #expect(first.value.launches.count == 150)
    // LL2 deletes one launch (its changes never say so) and updates another.
    ll2.launches.withLock {
      $0.removeAll { $0.id == "l-007" }
      $0[0].updated = "2025-02-01T00:00:00Z"
    }
    clock.withLock { $0 = Fixtures.now.addingTimeInterval(2 * 86_400) }
    let updated = try await Self.repository(http, directory: directory, now: now).catalog(refresh: true)
    #expect(updated.value.launches.contains { $0.id == "l-007" }, "an update alone cannot know it was deleted")
    let beforeResync = Self.ll2Requests(http).count
    clock.withLock { $0 = Fixtures.now.addingTimeInterval(8 * 86_400) }
    let resynced = try await Self.repository(http, directory: directory, now: now).catalog(refresh: true)
    #expect(!resynced.value.launches.contains { $0.id == "l-007" }, "the resync drops what vanished")
    #expect(resynced.value.launches.count == 149)
    let resyncRequests = Self.ll2Requests(http).dropFirst(beforeResync)
    #expect(resyncRequests.count == 2, "two pages of 100")
    #expect(resyncRequests.allSatisfy { $0.url.query?.contains("last_updated__gte") == false })
    // Reserved in all (the test's budget keeps one clock): the first sync's two pages, the
    // update's one, and the resync's three, its two pages and one more for launches added since,
    // reserved together: six of fifteen.
    let budget = RequestBudget(
      file: directory.url.appendingPathComponent("budget.json"), limit: 15, now: { Fixtures.now })
    let remaining = await budget.remaining()
    #expect(remaining == 9, "\(remaining) left")
  }
}

extension LaunchLibrarySyncTests {
  /// A copy synced by a version whose records kept less (no timelines, streams or notes) is read
  /// whole at the next sync, however recent its last whole read; then updates go on as before.
  @Test func aCopyKeepingLess_IsReadWholeOnce() async throws {
    let directory = try TemporaryDirectory()
    let ll2 = ChangingLaunchLibrary(count: 150)
    let http = StubHTTPClient { request in
      request.url.path.hasPrefix("/2.3.0/") ? ll2.answer(request) : Self.v4Answer(http: request)
    }
    _ = try await Self.repository(http, directory: directory).catalog(refresh: false)
    // The copy as an older version wrote it: no `keeps`.
    let store = FileCacheStore(directory: directory.url.appendingPathComponent("cache"))
    let entry = try #require(store.entry(for: LaunchLibrarySync.cacheKey))
    var copy = try JSONDecoder().decode(LaunchLibrarySync.Copy.self, from: entry.data)
    #expect(copy.keeps == LaunchLibrarySync.keeps)
    copy.keeps = nil
    try store.store(
      CacheEntry(data: try JSONEncoder().encode(copy), fetchedAt: entry.fetchedAt), for: LaunchLibrarySync.cacheKey)
    let before = Self.ll2Requests(http).count
    _ = try await Self.repository(http, directory: directory).catalog(refresh: true)
    let whole = Self.ll2Requests(http).dropFirst(before)
    #expect(whole.count == 2 && whole.allSatisfy { $0.url.query?.contains("last_updated__gte") == false })
    let afterWhole = Self.ll2Requests(http).count
    _ = try await Self.repository(http, directory: directory).catalog(refresh: true)
    let update = Self.ll2Requests(http).dropFirst(afterWhole)
    #expect(update.count == 1 && update.first?.url.query?.contains("last_updated__gte") == true)
  }
}

/// The options the Launches feature adds decide whether Launch Library 2 is reached, and where.
@Suite struct LaunchLibraryOptionsTests {
  private func access(_ arguments: [String], environment: [String: String] = [:]) throws -> LaunchLibraryAccess? {
    let (options, rest) = try RuntimeOptions.parse(
      arguments, allowsDisplayOptions: false, featureOptions: LaunchLibraryAccess.options)
    #expect(rest.isEmpty, "the feature's options are taken out: \(rest)")
    var core = CoreServices.test()
    core.run = RunContext(
      options: options, environment: environment, http: StubHTTPClient { _ in .status(404) },
      cacheDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
    return try LaunchLibraryAccess.configured(core)
  }

  @Test func offByOptionOrEnvironment_OnByDefault_ElsewhereByURL() throws {
    #expect(try access([])?.api.baseURL == LaunchLibraryAccess.defaultBaseURL)
    #expect(try access(["--no-ll2"]) == nil)
    #expect(try access(["--ll2-url", "off"]) == nil)
    #expect(try access([], environment: ["SPACEX_LL2_URL": "off"]) == nil)
    #expect(
      try access(["--ll2-url=http://127.0.0.1:9/2.3.0"])?.api.baseURL.absoluteString == "http://127.0.0.1:9/2.3.0")
    #expect(throws: UsageError.self) { try access(["--ll2-url", "ftp://x"]) }
    #expect(try access([], environment: ["SPACEX_LL2_TOKEN": "t"])?.hasToken == true)
  }
}
