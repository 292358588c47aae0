import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

/// A day of heavy use on one cache directory, minute by minute on a simulated clock, against a
/// Launch Library 2 stand-in with three launches that day (one slips, each flies): an editor
/// refreshing every 15 minutes, a watch on the three, `next --wait --before 10m` for each in turn,
/// and ten commands an hour (one of them `--refresh`), each a process of its own. Launch Library 2
/// is never asked more than 15 times in any rolling hour, and what is known of the next launch is
/// never older than its freshness rule.
@Suite struct LaunchDayBudgetTests {
  private static let start = Fixtures.now
  private static let day = 24 * 60

  /// Launch Library 2 as the day goes: the three launches (and twenty flown before), each record
  /// with its `last_updated`, every request counted with the simulated time it came at.
  private final class Server: Sendable {
    struct Record: Sendable {
      var id: String
      var net: Date
      var status = 1
      var updated: Date
    }

    let clock: Locked<Date>
    let records: Locked<[Record]>
    let requests = Locked<[Date]>([])
    /// Answers every request with HTTP 503 while set.
    let failing = Locked(false)

    init(clock: Locked<Date>) {
      self.clock = clock
      let before = LaunchDayBudgetTests.start.addingTimeInterval(-86_400)
      var records = (0..<20).map {
        Record(id: "past-\($0)", net: before.addingTimeInterval(-Double($0) * 86_400), status: 3, updated: before)
      }
      for (id, hours) in [("a", 6.0), ("b", 12.0), ("c", 20.0)] {
        records.append(
          Record(id: id, net: LaunchDayBudgetTests.start.addingTimeInterval(hours * 3600), updated: before))
      }
      self.records = Locked(records)
    }

    /// Changes the record as LL2 would, stamping it updated now.
    func amend(_ id: String, _ change: (inout Record) -> Void) {
      let now = clock.withLock { $0 }
      records.withLock { records in
        guard let index = records.firstIndex(where: { $0.id == id }) else { return }
        change(&records[index])
        records[index].updated = now
      }
    }

    func answer(_ request: HTTPRequest) -> StubHTTPClient.Answer {
      let now = clock.withLock { $0 }
      requests.withLock { $0.append(now) }
      if failing.withLock({ $0 }) { return .status(503) }
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let since = query.first { $0.name == "last_updated__gte" }?.value.flatMap(APIDate.parse)
      let shown = records.withLock { $0 }.filter { since == nil || $0.updated >= since! }
      let documents = shown.map {
        LaunchLibraryMergeTests.ll2(
          $0.id, "Falcon 9 Block 5 | Mission \($0.id)", net: APIDate.format($0.net), status: $0.status,
          updated: APIDate.format($0.updated))
      }
      return .ok(LaunchLibraryMergeTests.page(documents))
    }
  }

  /// One process on the shared cache directory and budget, on the simulated clock.
  private static func process(
    _ server: Server, clock: Locked<Date>, directory: TemporaryDirectory, policy: SourcePolicy = SourcePolicy()
  ) throws -> any LaunchRepository & LaunchChangeLog {
    let http = StubHTTPClient { request in
      if request.url.path.hasPrefix("/2.3.0/") { return server.answer(request) }
      switch request.url.path {
      case "/v4/launches/query": return .ok(Data(#"{"docs":[],"totalDocs":0,"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets":
        return .ok(Data(#"[{"id":"\#(LaunchLibraryMergeTests.falcon9)","name":"Falcon 9"}]"#.utf8))
      case "/v4/launchpads": return .ok(Data("[]".utf8))
      default: return .status(404)
      }
    }
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    var core = CoreServices.test(policy: policy, http: http)
    core.loader.now = now
    core.loader.api.now = now
    core.loader.session = LoaderSession(verdict: NetworkVerdict(now: now))
    core.loader.cache = FileCacheStore(directory: directory.url.appendingPathComponent("cache"))
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: http, retry: .none, now: now),
      budget: RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: 15, now: now),
      hasToken: false)
    let container = try AppContainer.assemble(core: core, features: [.launchesData { _ in access }])
    let repository = try container.resolve((any LaunchRepository).self)
    return try #require(repository as? any LaunchRepository & LaunchChangeLog)
  }

  /// Stops a wait or a watch at its first sleep: the simulation runs one look of it a minute.
  private struct Pause: Error {
    var seconds: TimeInterval
  }

  @Test func aDayOfHeavyUse_StaysWithinTheBudget_AndKeepsTheNextLaunchFresh() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let clock = Locked(Self.start)
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    let server = Server(clock: clock)
    let editor = try Self.process(server, clock: clock, directory: directory)
    let waiting = try Self.process(server, clock: clock, directory: directory)
    let watching = try Self.process(server, clock: clock, directory: directory)
    let pause: @Sendable (TimeInterval) async throws -> Void = { throw Pause(seconds: $0) }
    var nextWaitLook = Self.start
    var waitsDue: [String: Date] = [:]
    var oldest: [TimeInterval] = []
    for minute in 0..<Self.day {
      clock.withLock { $0 = Self.start.addingTimeInterval(Double(minute) * 60) }
      let moment = now()
      // Launch Library 2's day: B slips ten minutes half an hour before its time; each flies.
      if minute == 11 * 60 + 30 { server.amend("b") { $0.net = $0.net.addingTimeInterval(600) } }
      for (id, flown) in [("a", 6 * 60 + 5), ("b", 12 * 60 + 15), ("c", 20 * 60 + 5)] where minute == flown {
        server.amend(id) { $0.status = 3 }
      }
      if minute % 15 == 0 { _ = await editor.refresh(priority: .routine, ifOlderThan: 900) }
      if minute % 6 == 0 {
        _ = try await Self.process(server, clock: clock, directory: directory).catalog(refresh: minute % 60 == 0)
      }
      // The watch looks (every 2 s near a launch; once a minute is enough to count its requests).
      let watch = LaunchDayWatch(
        launches: watching, log: watching, selection: .marked { ["a", "b", "c"] }, milestones: [86_400, 3600, 600],
        clock: now, sleep: pause)
      await #expect(throws: Pause.self) { try await watch.run(report: { _ in }) }
      // The wait wakes when it asked to, and starts again for the next launch once one is due.
      if moment >= nextWaitLook {
        let wait = LaunchWatch(launches: waiting, log: waiting, rocket: nil, lead: 600, clock: now, sleep: pause)
        do {
          switch try await wait.run(report: { _ in }) {
          case .due(let launch, _):
            waitsDue[launch.id] = moment
            nextWaitLook = launch.date.addingTimeInterval(20 * 60)
          case let other:
            Issue.record("the wait ended \(other) at minute \(minute)")
            nextWaitLook = moment.addingTimeInterval(3600)
          }
        } catch let paused as Pause {
          nextWaitLook = moment.addingTimeInterval(max(paused.seconds, 1))
        } catch LaunchesError.nothingUpcoming {
          nextWaitLook = .distantFuture  // all three have flown
        }
      }
      // What the cache holds of the next launch now, against its rule: read as `--source cache`
      // reads it, so looking costs no request and syncs nothing the actors did not.
      let catalog = try await Self.process(
        server, clock: clock, directory: directory, policy: SourcePolicy(mode: .cache)
      )
      .catalog(refresh: false)
      if let next = try catalog.value.nextLaunch(rocket: nil, now: moment),
        let fetched = catalog.provenance.part(.launchLibrary)?.fetchedAt
      {
        let age = moment.timeIntervalSince(fetched)
        let rule = LaunchFreshness.maximumAge(of: next, now: moment, window: 3600)
        #expect(age <= rule, "minute \(minute): \(next.id) known \(age) s ago, rule \(rule) s")
        if rule == LaunchFreshness.withinHour { oldest.append(age) }
      }
    }
    let requests = server.requests.withLock { $0 }.sorted()
    let busiest =
      requests.indices.map { index in requests[index...].prefix { $0 < requests[index] + 3600 }.count }
      .max() ?? 0
    #expect(busiest <= 15, "\(busiest) requests in one rolling hour")
    #expect(requests.count <= 15 * 24)
    // Each wait ended exactly at its launch's moment, the slipped one at its new moment.
    #expect(waitsDue["a"] == Self.start.addingTimeInterval(6 * 3600 - 600))
    #expect(waitsDue["b"] == Self.start.addingTimeInterval(12 * 3600), "B slipped 10 minutes: \(waitsDue)")
    #expect(waitsDue["c"] == Self.start.addingTimeInterval(20 * 3600 - 600))
    print(
      "launch day: \(requests.count) Launch Library 2 requests in 24 h, at most \(busiest) in a rolling hour;",
      "the next launch's data within its last hour at most \(Int(oldest.max() ?? 0)) s old")
  }

  /// Launch Library 2 failing (HTTP 503) while the rule wants a sync: a running server tries once
  /// a minute, not once a request, so its answers do not burn the hour's routine share in seconds.
  @Test func aFailingSyncForTheRule_IsTriedOnceAMinute() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let launchA = Self.start.addingTimeInterval(6 * 3600)
    let clock = Locked(launchA.addingTimeInterval(-40 * 60))
    let server = Server(clock: clock)
    let editor = try Self.process(server, clock: clock, directory: directory)
    _ = try await editor.catalog(refresh: false)
    server.failing.withLock { $0 = true }
    let before = server.requests.withLock { $0.count }
    clock.withLock { $0 = launchA.addingTimeInterval(-30 * 60) }
    for _ in 0..<5 {
      let answer = try await editor.catalog(refresh: false)
      #expect(answer.provenance.part(.launchLibrary)?.isStale == true, "10 minutes old, due in 30: stale")
    }
    #expect(server.requests.withLock { $0.count } == before + 1, "one try for five answers")
    clock.withLock { $0 = $0.addingTimeInterval(61) }
    _ = try await editor.catalog(refresh: false)
    #expect(server.requests.withLock { $0.count } == before + 2, "and another a minute later")
  }
}
