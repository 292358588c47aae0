import Core
import Foundation

extension CoreServices {
  /// The real thing: URLSession, the cache and settings directories the README describes, the offline
  /// sample, and the options and environment of this run.
  /// - Parameter askAgain: how a person of this frontend asks a source again now, for the line
  ///   that says one could not be reached (``NetworkVerdict/askAgain``).
  /// - Throws: ``UsageError`` when `SPACEX_API_URL` is not a usable URL.
  package static func live(
    options: RuntimeOptions, environment: [String: String], askAgain: String? = nil
  ) throws(UsageError) -> CoreServices {
    let http = CurlHTTPClient()
    var api = APIClient(
      baseURL: try apiURL(options: options, environment: environment), http: http, timeout: options.timeout)
    api.connectTimeout = options.connectTimeout
    let policy = SourcePolicy(
      mode: options.source, isOffline: options.isOffline, isRefresh: options.isRefresh,
      freshness: try AppPaths.cacheFreshness(environment: environment))
    let cacheDirectory = AppPaths.cacheDirectory(option: options.cacheDirectory, environment: environment)
    let cache = FileCacheStore(directory: cacheDirectory)
    var loader = ResourceLoader(policy: policy, api: api, cache: cache) { _ in nil }
    loader.answerBundledFromTheOfflineSample()
    loader.patience = ResourceLoader.commandPatience
    // `SPACEX_NOW` sets the clock (and `SPACEX_CLOCK_RATE` how fast it moves): what "now" is for
    // every relative answer (days since, the next launch) and how long every wait of the app's
    // is, so a script gets the same answer on any day and a test plays launch day in seconds.
    let clock = try AppClock.from(environment: environment)
    loader.now = clock.now
    loader.sleep = clock.sleep
    // Shared with every process using this cache, like the Launch Library 2 budget.
    loader.session = LoaderSession(
      verdict: NetworkVerdict(
        file: cacheDirectory.appendingFileName(NetworkVerdict.fileName), askAgain: askAgain,
        now: clock.forSharedState.now))
    let configDirectory = AppPaths.configDirectory(environment: environment)
    let store = FileSettingsStore(
      directory: configDirectory,
      defaults: Settings(language: Language.preferred(environment: environment)))
    let settings = SettingsCenter(store: store, units: options.units, language: options.language)
    return CoreServices(
      loader: loader, settings: settings, timeZone: timeZone(options: options, environment: environment),
      run: RunContext(
        options: options, environment: environment, http: http, cacheDirectory: cacheDirectory,
        sharedStateClock: clock.forSharedState),
      configDirectory: configDirectory)
  }

  private static func apiURL(options: RuntimeOptions, environment: [String: String]) throws(UsageError) -> URL {
    if let url = options.apiURL { return url }
    guard let text = environment["SPACEX_API_URL"], !text.isEmpty else { return APIClient.defaultBaseURL }
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
      throw UsageError.invalidValue(
        text, for: "SPACEX_API_URL", expected: Phrase(en: "an http or https URL", ru: "адрес http или https"))
    }
    return url
  }

  /// UTC with `--utc`; else the zone `TZ` names (`Europe/Paris` or POSIX's `:Europe/Paris`); else
  /// the system's.
  private static func timeZone(options: RuntimeOptions, environment: [String: String]) -> DisplayZone {
    if options.usesUTC { return DateText.utc }
    if let name = environment["TZ"].map({ String($0.drop { $0 == ":" }) }), !name.isEmpty {
      if DateText.isUTCName(name) { return DateText.utc }
      if let zone = TimeZone(identifier: name) { return DisplayZone(zone) }
    }
    // A system on UTC is told so without `TimeZone.current`, which loads ICU's zone data: 1.4 million
    // instructions (6 %) of a warm `spacex launches`, on the servers and containers that mostly
    // run on UTC.
    if environment["TZ"] == nil, let name = systemZoneName(), DateText.isUTCName(name) { return DateText.utc }
    return .current
  }

  /// The zone `/etc/localtime` links to (`Etc/UTC` for `/usr/share/zoneinfo/Etc/UTC`), if it is a link.
  private static func systemZoneName() -> String? {
    var buffer = [CChar](repeating: 0, count: 1024)
    let count = readlink("/etc/localtime", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let range = target.range(of: "zoneinfo/") else { return nil }
    return String(target[range.upperBound...])
  }
}
