import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchDetailPresentation

/// `spacex next --line` answered before anything is assembled (``QuickStatusLine``) gives the line
/// the assembled command gives, on a cache a sync filled, at every moment it answers; and it
/// leaves to the assembled command what it cannot vouch for.
@Suite struct QuickStatusLineTests {
  private static let syncedAt = Fixtures.now
  /// Two launches to come: one due 40 minutes after the sync, known to the minute, the other in
  /// three days.
  private static let near = syncedAt.addingTimeInterval(40 * 60)
  private static let later = syncedAt.addingTimeInterval(3 * 86_400)

  /// A cache filled by one sync against a Launch Library 2 stand-in, the clock at `moment`, and
  /// the repository that reads it.
  private final class Setup: Sendable {
    let directory: TemporaryDirectory
    let clock = Locked(QuickStatusLineTests.syncedAt)
    let window: TimeInterval
    let launches: any LaunchRepository

    /// `dayLaunch`: a third launch, known only to the day (today), which is then next.
    init(webcastLive: Bool = false, nearStatus: Int = 1, dayLaunch: Bool = false) async throws {
      let directory = try TemporaryDirectory()
      self.directory = directory
      let clock = clock
      let now: @Sendable () -> Date = { clock.withLock { $0 } }
      let http = StubHTTPClient { request in
        if request.url.path.hasPrefix("/2.3.0/") {
          var launches = [
            Self.document(
              id: "near-launch", name: "Near Mission", net: QuickStatusLineTests.near, status: nearStatus,
              webcastLive: webcastLive),
            Self.document(
              id: "later-launch", name: "Later Mission", net: QuickStatusLineTests.later, status: 8, webcastLive: false),
          ]
          if dayLaunch {
            launches.append(
              Self.document(
                id: "day-launch", name: "Day Mission", net: QuickStatusLineTests.syncedAt, status: 8,
                webcastLive: false, precision: "D"))
          }
          return .ok(
            Data(
              #"{"count":\#(launches.count),"next":null,"previous":null,"results":[\#(launches.joined(separator: ","))]}"#
                .utf8))
        }
        switch request.url.path {
        case "/v4/launches/query": return .ok(Data(#"{"docs":[],"totalDocs":0,"page":1,"totalPages":1}"#.utf8))
        case "/v4/rockets": return .ok(Data(#"[{"id":"5e9d0d95eda69973a809d1ec","name":"Falcon 9"}]"#.utf8))
        case "/v4/launchpads": return .ok(Data("[]".utf8))
        default: return .status(404)
        }
      }
      // A cache window of three hours: an hour after the near launch's time is still a fresh cache.
      var core = CoreServices.test(policy: SourcePolicy(freshness: .seconds(3 * 3600)), http: http)
      core.loader.now = now
      core.loader.api.now = now
      core.loader.session = LoaderSession(verdict: NetworkVerdict(now: now))
      core.loader.cache = FileCacheStore(directory: directory.url.appendingPathComponent("cache"))
      window = core.loader.policy.freshness.timeInterval
      let access = LaunchLibraryAccess(
        api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: http, retry: .none, now: now),
        budget: RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: 15, now: now),
        hasToken: false)
      let container = try AppContainer.assemble(core: core, features: [.launchesData { _ in access }])
      launches = try container.resolve((any LaunchRepository).self)
      _ = try await launches.catalog(refresh: true)
    }

    private static func document(
      id: String, name: String, net: Date, status: Int, webcastLive: Bool, precision: String = "MIN"
    ) -> String {
      #"{"id":"\#(id)","name":"Falcon 9 Block 5 | \#(name)","net":"\#(APIDate.format(net))","net_precision":{"abbrev":"\#(precision)"},"status":{"id":\#(status),"abbrev":"x"},"webcast_live":\#(webcastLive),"last_updated":"\#(APIDate.format(net))","launch_service_provider":{"id":121,"name":"SpaceX"},"rocket":{"configuration":{"id":164,"name":"Falcon 9"}},"mission":{"name":"\#(name)"},"pad":{"id":80,"name":"Space Launch Complex 40","latitude":28.56,"longitude":-80.57,"location":{"name":"Cape Canaveral SFS, FL, USA"}}}"#
    }

    var environment: [String: String] {
      [
        "SPACEX_CACHE_DIR": directory.url.appendingPathComponent("cache").path,
        "SPACEX_CONFIG_DIR": directory.url.appendingPathComponent("config").path,
        "SPACEX_CACHE_TTL": "\(Int(window))", "LANG": "C",
      ]
    }

    /// Both paths' lines at `moment`: the assembled one's, and the quick one's (`nil`: left to it).
    func lines(
      at moment: Date, arguments: [String] = ["next", "--line"], width: Int = StatusLine.defaultWidth,
      language: Language = .en
    ) async throws -> (whole: String?, quick: String?) {
      clock.withLock { $0 = moment }
      let whole = try await StatusLine.current(
        launches: launches, rocket: nil, width: width, now: moment, language: language)
      return (whole, QuickStatusLine.line(arguments, environment: environment, now: moment))
    }

    func remove() { directory.remove() }
  }

  @Test(arguments: [
    // Just synced; four minutes on; six (older than the rule for a launch within the hour:
    // its age said); at T−0 and a minute after (the rule's look at liftoff); past the near
    // launch's time; past its hour (the later launch is next).
    0, 4 * 60, 6 * 60, 40 * 60, 41 * 60, 45 * 60, 105 * 60,
  ])
  func givesTheAssembledLine_AtEachMoment(secondsAfterSync: Int) async throws {
    let setup = try await Setup()
    defer { setup.remove() }
    let moment = Self.syncedAt.addingTimeInterval(TimeInterval(secondsAfterSync))
    let (whole, quick) = try await setup.lines(at: moment)
    #expect(quick != nil, "the record answers within the cache window")
    #expect(quick == whole, "quick \(quick ?? "nil"), assembled \(whole ?? "nil")")
  }

  @Test func ageSaid_AsTheAssembledLineSaysIt() async throws {
    let setup = try await Setup()
    defer { setup.remove() }
    let (whole, quick) = try await setup.lines(at: Self.syncedAt.addingTimeInterval(6 * 60))
    #expect(whole?.contains("(as of 6m ago)") == true, "\(whole ?? "nil")")
    #expect(quick == whole)
  }

  /// A launch known to the day, next, says its age because another launch within the hour makes
  /// Launch Library 2's part stale for the whole record (the strictest launch's rule).
  @Test func ageSaid_ByTheStrictestLaunchsRule() async throws {
    let setup = try await Setup(dayLaunch: true)
    defer { setup.remove() }
    let (whole, quick) = try await setup.lines(at: Self.syncedAt.addingTimeInterval(35 * 60))
    #expect(whole?.hasPrefix("Day Mission") == true && whole?.contains("(as of 35m ago)") == true, "\(whole ?? "nil")")
    #expect(quick == whole, "\(quick ?? "nil") / \(whole ?? "nil")")
  }

  @Test(arguments: [(2 * 60, true), (16 * 60, false)])
  func liveWebcast_OnlyWhileTheCopyVouchesForIt(secondsAfterSync: Int, shown: Bool) async throws {
    let setup = try await Setup(webcastLive: true)
    defer { setup.remove() }
    let (whole, quick) = try await setup.lines(at: Self.syncedAt.addingTimeInterval(TimeInterval(secondsAfterSync)))
    #expect(whole?.contains("webcast live") == shown, "\(whole ?? "nil")")
    #expect(quick != nil && quick == whole, "quick \(quick ?? "nil"), assembled \(whole ?? "nil")")
  }

  @Test func statusWord_Width_AndLanguage_AsAssembled() async throws {
    let setup = try await Setup(nearStatus: 5)
    defer { setup.remove() }
    let moment = Self.syncedAt.addingTimeInterval(60)
    let (whole, quick) = try await setup.lines(
      at: moment, arguments: ["--lang", "ru", "next", "--line", "--width=30"], width: 30, language: .ru)
    #expect(quick != nil && quick == whole, "quick \(quick ?? "nil"), assembled \(whole ?? "nil")")
    // The language a user saved is the one the quick path speaks too.
    let config = setup.directory.url.appendingPathComponent("config")
    try FileSettingsStore(directory: config, defaults: Settings()).save(Settings(language: .ru))
    let saved = QuickStatusLine.line(["next", "--line"], environment: setup.environment, now: moment)
    let (russian, _) = try await setup.lines(at: moment, language: .ru)
    #expect(saved != nil && saved == russian, "\(saved ?? "nil") / \(russian ?? "nil")")
  }

  @Test func leavesToTheAssembledCommand_WhatItCannotVouchFor() async throws {
    let setup = try await Setup()
    defer { setup.remove() }
    let moment = Self.syncedAt.addingTimeInterval(60)
    let environment = setup.environment
    let ask = { (arguments: [String], environment: [String: String]) in
      QuickStatusLine.line(arguments, environment: environment, now: moment)
    }
    #expect(ask(["next", "--line"], environment) != nil, "the case below differ from this one alone")
    // Words it does not read, or reads wrong, are the assembled command's to answer or refuse.
    for arguments in [
      ["next"], ["next", "--line", "--rocket", "falcon9"], ["next", "--line", "--width", "5"],
      ["next", "--line", "--line"], ["--line", "next"], ["next", "--line", "--source", "cache"],
      ["next", "--line", "--lang", "fr"], ["launches", "--line"], ["next", "--line", "extra"],
    ] {
      #expect(ask(arguments, environment) == nil, "\(arguments)")
    }
    // An API's address set (the assembled command checks it), a clock or window it cannot read, or
    // a variable it does not know.
    for (name, value) in [
      ("SPACEX_LL2_URL", "off"), ("SPACEX_API_URL", "not a url"), ("SPACEX_NOW", "soon"), ("SPACEX_CACHE_TTL", "-1"),
      // One a feature checks for every command (a bad value stops each), and one unknown yet.
      ("SPACEX_RPC_REFRESH", "often"), ("SPACEX_SOMETHING_NEW", "1"),
    ] {
      #expect(ask(["next", "--line"], environment.merging([name: value]) { $1 }) == nil, "\(name)=\(value)")
    }
    // Past the cache window the record no longer stands for a fresh cache.
    #expect(QuickStatusLine.line(["next", "--line"], environment: environment, now: moment + setup.window + 1) == nil)
    // An input copied again since the record was written (another process refetched it).
    let cache = FileCacheStore(directory: setup.directory.url.appendingPathComponent("cache"))
    let rockets = try #require(cache.entry(for: "GET rockets"))
    try cache.store(CacheEntry(data: rockets.data, fetchedAt: rockets.fetchedAt + 1), for: "GET rockets")
    #expect(ask(["next", "--line"], environment) == nil, "a changed input")
  }
}
