import Foundation

/// Where the cache and settings live, by the rules the README states (Environment).
package enum AppPaths {
  /// `--cache-dir`, else `$SPACEX_CACHE_DIR`, else `$XDG_CACHE_HOME/spacex`, else `~/.cache/spacex`.
  package static func cacheDirectory(option: String?, environment: [String: String]) -> URL {
    if let option { return URL(fileURLWithPath: option, isDirectory: true) }
    return directory(
      explicit: environment["SPACEX_CACHE_DIR"], xdg: environment["XDG_CACHE_HOME"], fallback: ".cache",
      environment: environment)
  }

  /// `$SPACEX_CONFIG_DIR`, else `$XDG_CONFIG_HOME/spacex`, else `~/.config/spacex`.
  package static func configDirectory(environment: [String: String]) -> URL {
    directory(
      explicit: environment["SPACEX_CONFIG_DIR"], xdg: environment["XDG_CONFIG_HOME"], fallback: ".config",
      environment: environment)
  }

  private static func directory(explicit: String?, xdg: String?, fallback: String, environment: [String: String]) -> URL
  {
    if let explicit, !explicit.isEmpty { return URL(fileURLWithPath: explicit, isDirectory: true) }
    // The XDG spec says a relative value is invalid and must be ignored.
    if let xdg, xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true).appendingFileName("spacex", isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingFileName(fallback, isDirectory: true)
      .appendingFileName("spacex", isDirectory: true)
  }

  /// The longest `SPACEX_CACHE_TTL`: ten years.
  package static let longestCacheFreshness: Double = 315_576_000

  /// `$SPACEX_CACHE_TTL` in seconds, else one hour.
  /// - Throws: ``UsageError`` when it is not a number of seconds from 0 to ten years.
  package static func cacheFreshness(environment: [String: String]) throws(UsageError) -> Duration {
    guard let text = environment["SPACEX_CACHE_TTL"], !text.isEmpty else { return .seconds(3600) }
    guard let seconds = Double(text), let freshness = Duration(checkedSeconds: seconds, maximum: longestCacheFreshness)
    else {
      throw .invalidValue(
        text, for: "SPACEX_CACHE_TTL",
        expected: Phrase(
          en: "a number of seconds from 0 to 315576000 (ten years)", ru: "число секунд от 0 до 315576000 (десять лет)"))
    }
    return freshness
  }
}
