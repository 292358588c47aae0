import AppContainer
import Core
import Foundation
import LaunchesDomain

/// How to reach The Space Devs' Launch Library 2, the source of launches after 2022, and what
/// may be spent on it: the client (no blind retries: every attempt counts against the limit) and
/// the hourly request budget shared by all of the user's processes.
package struct LaunchLibraryAccess: Sendable {
  package static let defaultBaseURL = URL(string: "https://ll.thespacedevs.com/2.3.0")!
  /// LL2's anonymous limit per rolling hour.
  package static let defaultBudget = 15

  /// Where a launch's `detailed` record is cached: the launch list's sync writes every record it
  /// reads there (it syncs in `detailed` mode), and a launch card reads it, so cards cost nothing.
  /// - Important: the sync (here) and the card (LaunchDetailData, through
  ///   ``LaunchLibraryRecords``) meet only here.
  package static func detailCacheKey(id: String) -> String { "LL2 launch \(id) mode=detailed" }

  /// The options this feature adds to both executables.
  package static let options = [
    FeatureOption(
      "--ll2-url", value: "URL|off",
      help: Phrase(
        en: "Launch Library 2 base URL (also SPACEX_LL2_URL)", ru: "базовый адрес Launch Library 2 (или SPACEX_LL2_URL)"
      )),
    FeatureOption(
      "--no-ll2",
      help: Phrase(en: "SpaceX API alone, no Launch Library 2", ru: "только SpaceX API, без Launch Library 2")),
  ]

  package var api: APIClient
  package var budget: RequestBudget
  /// A key was given (`SPACEX_LL2_TOKEN`), so `/api-throttle/` may report a higher limit.
  package var hasToken: Bool

  package init(api: APIClient, budget: RequestBudget, hasToken: Bool) {
    self.api = api
    self.budget = budget
    self.hasToken = hasToken
  }

  /// The access the run's options and environment ask for, or `nil` when Launch Library 2 is off
  /// (`--no-ll2`, `--ll2-url off`, `SPACEX_LL2_URL=off`), or when the run reaches no network of
  /// its own (tests, which give theirs).
  /// - Throws: ``UsageError`` for a `--ll2-url` or `SPACEX_LL2_URL` that is not an http or https URL.
  package static func configured(_ core: CoreServices) throws(UsageError) -> LaunchLibraryAccess? {
    guard let run = core.run else { return nil }
    let (options, environment) = (run.options, run.environment)
    if options.featureValues["--no-ll2"] != nil || options.featureValues["--ll2-url"] == "off" { return nil }
    let baseURL: URL
    if let text = options.featureValues["--ll2-url"] {
      baseURL = try RuntimeOptions.httpURL(text, "--ll2-url")
    } else if let text = environment["SPACEX_LL2_URL"], !text.isEmpty {
      if text == "off" { return nil }
      baseURL = try RuntimeOptions.httpURL(text, "SPACEX_LL2_URL")
    } else {
      baseURL = defaultBaseURL
    }
    var api = APIClient(baseURL: baseURL, http: run.http, retry: .none, timeout: options.timeout)
    api.connectTimeout = options.connectTimeout
    let token = environment["SPACEX_LL2_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    if let token { api.headers["Authorization"] = "Token \(token)" }
    let budget = RequestBudget(
      file: run.cacheDirectory.appendingFileName("launch-library-budget.json"),
      limit: budgetLimit(environment: environment), now: run.sharedStateClock.now)
    return LaunchLibraryAccess(api: api, budget: budget, hasToken: token != nil)
  }

  /// `SPACEX_LL2_BUDGET`, else 15. A bad value is reported and ignored.
  private static func budgetLimit(environment: [String: String]) -> Int {
    guard let text = environment["SPACEX_LL2_BUDGET"], !text.isEmpty else { return defaultBudget }
    guard let limit = Int(text), limit >= 0 else {
      Log.error("ignoring SPACEX_LL2_BUDGET='\(text)': expected a whole number of requests, 0 or more")
      return defaultBudget
    }
    return limit
  }

  // MARK: The one way every request goes

  /// How long a 429 that names no wait (and `/api-throttle/` cannot say) blocks the budget: a few
  /// minutes, then one request finds out. (The whole hour's window, as before, kept launch day's
  /// last changes from every process for an hour.)
  package static let unnamedThrottleWait: Duration = .seconds(300)

  /// Sends `endpoint` to Launch Library 2 as every request to it goes, the launch list's sync and
  /// a launch's detailed record alike: reserved in the shared budget first (unless the caller
  /// reserved a batch, `reserved`), sent once (no blind retries: each attempt counts), and a 429
  /// blocks the budget for every process until the wait LL2 names (`Retry-After`, its body, else
  /// `/api-throttle/`'s `next_use_secs`, else ``unnamedThrottleWait``), measured on the budget's
  /// clock.
  /// - Throws: ``RequestBudget/Exhausted`` when it does not fit (nothing is sent);
  ///   ``APIError/throttled(wait:url:)`` with the wait in force after a 429; any other
  ///   ``APIError`` as the client reports it.
  package func data(for endpoint: APIEndpoint, reserved: Bool = false) async throws -> Data {
    if !reserved { try await budget.reserve() }
    do {
      return try await api.data(for: endpoint)
    } catch APIError.throttled(let wait, let url) {
      var resolved = wait
      if resolved == nil { resolved = await throttle()?.nextUse }
      let until = resolved ?? Self.unnamedThrottleWait
      await budget.block(until: budget.now().addingTimeInterval(until.timeInterval))
      throw APIError.throttled(wait: until, url: url)
    }
  }

  /// With a key, the limit `/api-throttle/` reports for it becomes the budget's.
  package func learnLimit() async {
    if let limit = await throttle()?.limit { await budget.learnLimit(limit) }
  }

  private struct ThrottleDTO: Decodable {
    var yourRequestLimit: Int?
    var nextUseSecs: Double?
  }

  /// `/api-throttle/` (free: it does not count against the limit): the limit a key has, and how
  /// long until the next request may go.
  private func throttle() async -> (limit: Int?, nextUse: Duration?)? {
    guard let data = try? await api.data(for: .get("api-throttle")),
      let answer = try? JSONDecoder.spaceXAPI().decode(ThrottleDTO.self, from: data)
    else { return nil }
    return (answer.yourRequestLimit, answer.nextUseSecs.flatMap { Duration(serverSeconds: $0) })
  }
}

/// Launch Library 2's detailed records, as the Launch Detail feature reads them: the one request
/// path and the sync's cache keys.
struct LaunchLibraryRecordSource: LaunchLibraryRecords {
  let access: LaunchLibraryAccess

  func cacheKey(id: String) -> String { LaunchLibraryAccess.detailCacheKey(id: id) }

  func detailed(id: String) async throws -> Data {
    try await access.data(for: .get("launches/\(id)", query: [URLQueryItem(name: "mode", value: "detailed")]))
  }
}
