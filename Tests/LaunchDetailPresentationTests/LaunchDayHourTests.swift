import AppContainer
import Core
import Foundation
import LaunchDetailData
import LaunchDetailDomain
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchDetailPresentation
@testable import LaunchesPresentation

/// Launch day's last hour with four surfaces on one cache, each a process of its own on a
/// simulated clock stepped second by second (every surface's sleep is the clock's: a step ends
/// once each surface woken in it has gone back to sleep): a ticking `spacex next`, `spacex watch
/// --next`, `spacex next --wait` and an editor's server, against a Launch Library 2 stand-in that
/// slips the launch, holds it, resumes, puts the webcast live, flies it and calls it a success,
/// then answers 429 and goes down. The surfaces that follow the shared cache show each change
/// within the freshness rule's interval (five minutes within the hour) and a second or two of it,
/// `next --wait` within a minute more (it looks at the cache once a minute) and before it ends;
/// no sync is sent twice, Launch Library 2 is never asked more than 15 times in a rolling hour,
/// and two requests are left after the outcome. The test prints the lateness table.
@Suite struct LaunchDayHourTests {
  private static let start = Fixtures.now
  /// Where the launch is at the start of the hour.
  private static let planned = start.addingTimeInterval(40 * 60)
  private static let id = "hour-launch"
  private static let name = "Mission Hour"

  /// What Launch Library 2 does, by minute of the hour, and the event each surface should show.
  private static let script: [(minute: Int, event: String, change: @Sendable (inout Server.Record) -> Void)] = [
    (5, "slip", { $0.net = $0.net.addingTimeInterval(600) }),
    (20, "hold", { $0.status = 5 }),
    (26, "resumed", { $0.status = 1 }),
    (44, "webcastLive", { $0.webcastLive = true }),
    (50, "liftoff", { $0.status = 6 }),
    (59, "outcome", { $0.status = 3 }),
  ]

  /// Launch Library 2 on the simulated clock: the launch, its record's `last_updated`, each
  /// request with its moment and query; 429 without a wait from minute 62, down from minute 65.
  final class Server: Sendable {
    struct Record: Sendable {
      var net: Date
      var status = 1
      var webcastLive = false
      var updated: Date
    }

    let time: SimulatedTime
    let record: Locked<Record>
    let requests = Locked<[(at: Date, query: String)]>([])

    init(time: SimulatedTime) {
      self.time = time
      record = Locked(Record(net: LaunchDayHourTests.planned, updated: LaunchDayHourTests.start - 3600))
    }

    func amend(_ change: (inout Record) -> Void) {
      let now = time.now()
      record.withLock {
        change(&$0)
        $0.updated = now
      }
    }

    func answer(_ request: HTTPRequest) -> StubHTTPClient.Answer {
      let now = time.now()
      requests.withLock { $0.append((now, request.url.query ?? "")) }
      let minute = Int(now.timeIntervalSince(LaunchDayHourTests.start) / 60)
      if minute >= 65 { return .status(503) }
      if minute >= 62 { return .status(429) }
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let since = query.first { $0.name == "last_updated__gte" }?.value.flatMap(APIDate.parse)
      let launch = record.withLock { $0 }
      guard since.map({ launch.updated >= $0 }) ?? true else {
        return .ok(Data(#"{"count":0,"next":null,"previous":null,"results":[]}"#.utf8))
      }
      let document =
        #"{"id":"\#(LaunchDayHourTests.id)","name":"Falcon 9 Block 5 | \#(LaunchDayHourTests.name)","net":"\#(APIDate.format(launch.net))","net_precision":{"id":1,"abbrev":"MIN"},"status":{"id":\#(launch.status),"abbrev":"x"},"webcast_live":\#(launch.webcastLive),"last_updated":"\#(APIDate.format(launch.updated))","launch_service_provider":{"id":121,"name":"SpaceX"},"rocket":{"configuration":{"id":164,"name":"Falcon 9"}},"mission":{"name":"\#(LaunchDayHourTests.name)"},"pad":{"id":80,"name":"Space Launch Complex 40","latitude":28.56,"longitude":-80.57,"location":{"name":"Cape Canaveral SFS, FL, USA"}}}"#
      return .ok(Data(#"{"count":1,"next":null,"previous":null,"results":[\#(document)]}"#.utf8))
    }
  }

  /// The simulated clock and every surface's sleep on it. A step wakes the sleepers it reaches
  /// and ends once each is asleep again (the acknowledgement), so nothing depends on how fast
  /// the machine is.
  final class SimulatedTime: Sendable {
    private struct State {
      var now: Date
      var sleepers: [(deadline: Date, wake: CheckedContinuation<Void, any Error>)] = []
      /// Surfaces running between two sleeps.
      var awake = 0
      var ended = false
    }

    private let state: Locked<State>

    init(_ start: Date) { state = Locked(State(now: start)) }

    func now() -> Date { state.withLock { $0.now } }

    /// Runs `surface` as a task that counts as awake until its first sleep.
    func start(_ surface: @escaping @Sendable () async throws -> Void) -> Task<Void, Never> {
      state.withLock { $0.awake += 1 }
      return Task {
        defer { self.state.withLock { $0.awake -= 1 } }
        try? await surface()
      }
    }

    func sleep(_ seconds: TimeInterval) async throws {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        let ended = state.withLock { state -> Bool in
          if state.ended { return true }
          state.sleepers.append((state.now.addingTimeInterval(max(seconds, 0.001)), wake))
          state.awake -= 1
          return false
        }
        if ended { wake.resume(throwing: CancellationError()) }
      }
    }

    /// Moves the clock to `moment`, wakes whoever's time came, and waits until they sleep again.
    func advance(to moment: Date) async throws {
      let due = state.withLock { state in
        state.now = moment
        let due = state.sleepers.filter { $0.deadline <= moment }
        state.sleepers.removeAll { $0.deadline <= moment }
        state.awake += due.count
        return due
      }
      for sleeper in due { sleeper.wake.resume() }
      try await settle()
    }

    /// Until every surface sleeps (or ended); throws once the test's time limit has cancelled it.
    func settle() async throws {
      var spins = 0
      while state.withLock({ $0.awake }) > 0 {
        spins += 1
        if spins < 200 { await Task.yield() } else { try await Task.sleep(for: .milliseconds(1)) }
      }
    }

    /// Ends every sleep with a cancellation, so every surface ends.
    func end() {
      let sleepers = state.withLock { state in
        state.ended = true
        defer { state.sleepers = [] }
        return state.sleepers
      }
      for sleeper in sleepers { sleeper.wake.resume(throwing: CancellationError()) }
    }
  }

  /// One process on the shared cache directory and budget.
  private static func process(_ server: Server, directory: TemporaryDirectory) throws -> AppContainer {
    let http = StubHTTPClient { request in
      if request.url.path.hasPrefix("/2.3.0/") { return server.answer(request) }
      switch request.url.path {
      case "/v4/launches/query": return .ok(Data(#"{"docs":[],"totalDocs":0,"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets": return .ok(Data(#"[{"id":"5e9d0d95eda69973a809d1ec","name":"Falcon 9"}]"#.utf8))
      case "/v4/launchpads": return .ok(Data("[]".utf8))
      default: return .status(404)
      }
    }
    let now: @Sendable () -> Date = { server.time.now() }
    var core = CoreServices.test(http: http)
    core.loader.now = now
    core.loader.api.now = now
    core.loader.session = LoaderSession(verdict: NetworkVerdict(now: now))
    let cache = directory.url.appendingPathComponent("cache")
    core.loader.cache = FileCacheStore(directory: cache)
    // A run, so the process keeps the change ledger in the shared cache directory.
    core.run = RunContext(
      options: try RuntimeOptions.parse([], allowsDisplayOptions: false, featureOptions: []).0, environment: [:],
      http: http, cacheDirectory: cache)
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: http, retry: .none, now: now),
      budget: RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: 15, now: now),
      hasToken: false)
    return try AppContainer.assemble(core: core, features: [.launchesData { _ in access }, .launchDetailData])
  }

  /// When each surface first showed each event, by event name.
  private final class Shown: Sendable {
    let seen = Locked<[String: [String: Date]]>([:])
    func saw(_ event: String, on surface: String, at moment: Date) {
      seen.withLock { seen in
        if seen[surface]?[event] == nil { seen[surface, default: [:]][event] = moment }
      }
    }
  }

  @Test(.timeLimit(WallClockBounds.hangGuard))
  func everySurface_ShowsEachChange_WithinTheRule_OneSyncForAll_WithinTheBudget() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let time = SimulatedTime(Self.start)
    // Ends every surface's sleep however the test ends (its time limit included).
    defer { time.end() }
    let server = Server(time: time)
    let shown = Shown()
    let formatter = DisplayFormatter(settings: Settings(), timeZone: DateText.utc, now: Self.start)

    // The first sync, before the hour: the baseline every surface starts from.
    let first = try Self.process(server, directory: directory)
    _ = try await first.resolve((any LaunchRepository).self).catalog(refresh: true)

    // A ticking `spacex next`: a frame a second, its syncs in the background.
    let ticking = try Self.process(server, directory: directory)
    let details = try ticking.resolve((any LaunchDetailRepository<Launch>).self)
    let log = try ticking.resolve((any LaunchChangeLog).self)
    let load: @Sendable () async throws -> Sourced<LaunchDetail<Launch>> = {
      try await details.next(rocket: nil, now: time.now(), refresh: false)
    }
    let countdown = LiveCountdown(try await load(), log: log, formatter: formatter, reload: load)

    // `spacex watch --next`.
    let watching = try Self.process(server, directory: directory)
    let watchLaunches = try watching.resolve((any LaunchRepository).self)
    let watchLog = try watching.resolve((any LaunchChangeLog).self)
    let watch = LaunchDayWatch(
      launches: watchLaunches, log: watchLog, selection: .next(rocket: nil), milestones: [3600, 600],
      clock: time.now, sleep: { try await time.sleep($0) })
    let watchTask = time.start {
      try await watch.run(report: { event in
        if case .change(let change) = event.kind {
          shown.saw(LaunchChangeText.event(change), on: "watch", at: time.now())
        }
      })
    }

    // `spacex next --wait` (to liftoff).
    let waiting = try Self.process(server, directory: directory)
    let wait = LaunchWatch(
      launches: try waiting.resolve((any LaunchRepository).self), log: try waiting.resolve((any LaunchChangeLog).self),
      rocket: nil, lead: 0, clock: time.now, sleep: { try await time.sleep($0) })
    let waitTask = time.start {
      _ = try await wait.run(report: { event in
        if case .changed(let change) = event {
          shown.saw(LaunchChangeText.event(change), on: "next --wait", at: time.now())
        }
      })
    }

    // An editor's server: its refresh and its follower, notifying the editor.
    let editor = try Self.process(server, directory: directory)
    let jobs = try LaunchRefreshJob.jobs(
      launches: try editor.resolve((any LaunchRepository).self), log: try editor.resolve((any LaunchChangeLog).self),
      environment: [:], now: time.now)
    let views = ViewHost()
    let editorTasks = jobs.map { job in
      time.start {
        while true {
          try await time.sleep(job.interval.timeInterval)
          let context = BackgroundContext(
            formatter: formatter,
            notify: { method, params in
              guard method == LaunchesChangesMethod.notification,
                let object = try? JSONSerialization.jsonObject(with: params) as? [String: Any],
                let changes = object["changes"] as? [[String: Any]]
              else { return }
              for change in changes { shown.saw(change["event"] as? String ?? "?", on: "editor", at: time.now()) }
            }, views: views)
          if await job.run(context) == .stop { return }
        }
      }
    }
    try await time.settle()

    // The hour, and ten minutes past it, second by second.
    var madeAt: [String: Date] = [:]
    for second in 1...(70 * 60) {
      let moment = Self.start.addingTimeInterval(Double(second))
      for step in Self.script where step.minute * 60 == second {
        try await time.advance(to: moment)
        server.amend(step.change)
        madeAt[step.event] = moment
      }
      try await time.advance(to: moment)
      let frame = countdown.frame(at: moment)
      try await WallClockBounds.untilDone { !countdown.isSyncing }
      let ledger = log.changes(since: Self.start)
      for line in frame.said {
        for change in ledger where line == Self.name + ": " + LaunchChangeText.text(change, formatter: formatter) {
          shown.saw(LaunchChangeText.event(change), on: "next", at: moment)
        }
        if line.hasPrefix(Self.name + " has flown") { shown.saw("outcome", on: "next", at: moment) }
      }
    }
    time.end()
    for task in [watchTask, waitTask] + editorTasks { await task.value }

    // The lateness table, then what it must meet.
    let seen = shown.seen.withLock { $0 }
    var table = "| event | " + Self.surfaces.joined(separator: " | ") + " |\n"
    for step in Self.script {
      let made = try #require(madeAt[step.event])
      let cells = Self.surfaces.map { surface -> String in
        guard let at = seen[surface]?[step.event] else { return "—" }
        return "\(Int(at.timeIntervalSince(made))) s"
      }
      table += "| \(step.event) | " + cells.joined(separator: " | ") + " |\n"
    }
    print("launch-day hour, lateness per surface:\n" + table)
    for step in Self.script {
      let made = try #require(madeAt[step.event])
      // The surfaces that follow the shared cache show a change within the rule's interval of
      // it (the sync that finds it) and their own look (a second; two for a watch or a server).
      // Liftoff, which LL2 marks about T−0, within the look after it (two minutes).
      let limit = step.event == "liftoff" ? LaunchFreshness.liftoffLook : LaunchFreshness.withinHour
      for surface in ["next", "watch", "editor"] {
        let late = seen[surface]?[step.event].map { $0.timeIntervalSince(made) }
        #expect(late.map { $0 <= limit + 5 } == true, "\(surface), \(step.event)\n\(table)")
      }
      // `next --wait` (to liftoff) says each change before it ends, at its next look (a minute).
      if step.minute < 50 {
        let late = seen["next --wait"]?[step.event].map { $0.timeIntervalSince(made) }
        #expect(
          late.map { $0 <= LaunchFreshness.withinHour + LaunchWatch.lookInterval + 5 } == true,
          "next --wait, \(step.event)\n\(table)")
      }
    }

    let requests = server.requests.withLock { $0 }
    let sent = requests.map(\.at).sorted()
    let busiest = sent.indices.map { index in sent[index...].prefix { $0 < sent[index] + 3600 }.count }.max() ?? 0
    #expect(busiest <= 15, "\(busiest) requests in a rolling hour")
    // The same sync twice: the same query again within a minute (no rule asks that soon; the
    // surfaces due at one moment sent it three times in one second).
    let repeated = zip(requests, requests.dropFirst()).filter { earlier, later in
      earlier.query == later.query && later.at.timeIntervalSince(earlier.at) < 60
    }
    #expect(repeated.isEmpty, "\(repeated.map { "\($0.1.at): \($0.1.query)" })")
    let outcome = try #require(madeAt["outcome"])
    let beforeOutcome = sent.filter { $0 > outcome - 3600 && $0 <= outcome }.count
    #expect(beforeOutcome <= 13, "\(beforeOutcome) requests in the hour up to the outcome: fewer than 2 left")
    print(
      "launch-day hour: \(sent.count) Launch Library 2 requests in 70 minutes, at most \(busiest) in a rolling hour,",
      "\(15 - beforeOutcome) left at the outcome")
  }

  private static let surfaces = ["next", "watch", "next --wait", "editor"]
}
