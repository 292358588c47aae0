import AppContainer
import Core
import Foundation

extension CoreServices {
  /// Core services for in-process tests: no network, no disk, settings in memory.
  /// - Parameters:
  ///   - http: the HTTP client; by default any request fails the test.
  ///   - now: the clock's time, for the loader and ``CoreServices/now``.
  ///   - bundled: the offline sample's answer per collection path; none by default.
  package static func test(
    policy: SourcePolicy = SourcePolicy(),
    http: any HTTPClient = UnimplementedHTTPClient(),
    cache: any CacheStore = NoCacheStore(),
    settings: Settings = Settings(),
    now: Date = Fixtures.now,
    bundled: @escaping @Sendable (String) -> (data: Data, capturedAt: Date)? = { _ in nil }
  ) -> CoreServices {
    let api = APIClient(baseURL: URL(string: "http://127.0.0.1:9/v4")!, http: http, retry: .none, now: { now })
    var loader = ResourceLoader(policy: policy, api: api, cache: cache, bundled: bundled, now: { now })
    // The network verdict on the same clock: "unreachable a moment ago" stays a moment ago however
    // long a slow run takes (under AddressSanitizer a test took past the 60 s window).
    loader.session = LoaderSession(verdict: NetworkVerdict(now: { now }))
    return CoreServices(
      loader: loader,
      settings: SettingsCenter(store: InMemorySettingsStore(settings)),
      timeZone: DateText.utc)
  }
}
