import Foundation

/// The user's choice of data source (`--source`, `--offline`, `--refresh`), turned into the
/// ordered list of steps the loader tries.
package struct SourcePolicy: Sendable, Hashable {
  package enum Mode: String, Sendable, Hashable, CaseIterable {
    case auto, live, cache, bundled
  }

  /// One place an answer may come from, in the order they are tried.
  package enum Step: Sendable, Hashable {
    case freshCache, live, staleCache, bundled
  }

  package var mode: Mode
  /// `--offline`: `auto` without the network.
  package var isOffline: Bool
  /// `--refresh`: `auto` without the fresh-cache step.
  package var isRefresh: Bool
  /// How long a cached answer counts as fresh (`SPACEX_CACHE_TTL`, default one hour).
  package var freshness: Duration

  package init(
    mode: Mode = .auto, isOffline: Bool = false, isRefresh: Bool = false, freshness: Duration = .seconds(3600)
  ) {
    self.mode = mode
    self.isOffline = isOffline
    self.isRefresh = isRefresh
    self.freshness = freshness
  }

  /// The option that keeps the network out of this run (`--offline`, `--source cache`), if any:
  /// stale data is then the user's choice, not the API's failure.
  package var keptOffline: String? {
    if isOffline { return "--offline" }
    return mode == .cache ? "--source cache" : nil
  }

  /// Whether the person running this asked for the network itself (`--refresh`, `--source live`,
  /// not offline): a provider found unreachable a moment ago is asked all the same, since the
  /// network verdict spares automatic tries only.
  package var asksTheNetwork: Bool { !isOffline && (isRefresh || mode == .live) }

  /// The steps for this policy; `refresh` forces a live attempt like `--refresh` does.
  package func steps(refresh: Bool = false) -> [Step] {
    switch mode {
    case .live: return [.live]
    case .cache: return [.freshCache, .staleCache]
    case .bundled: return [.bundled]
    case .auto:
      if isOffline { return [.freshCache, .staleCache, .bundled] }
      if isRefresh || refresh { return [.live, .staleCache, .bundled] }
      return [.freshCache, .live, .staleCache, .bundled]
    }
  }
}
