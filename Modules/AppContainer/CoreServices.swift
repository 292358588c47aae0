import Core
import Foundation

/// The services every feature shares: the data loader, the settings, and how to show times.
package struct CoreServices: Sendable {
  package var loader: ResourceLoader
  package var settings: SettingsCenter
  package var timeZone: DisplayZone
  /// The run's options, environment, HTTP client and cache directory, for a feature that reaches
  /// a provider of its own (Launches: Launch Library 2); `nil` where nothing is reached (tests).
  package var run: RunContext?
  /// Where features keep what the user chose (settings beside it): `$SPACEX_CONFIG_DIR`, …;
  /// `nil` where nothing may be saved (most tests).
  package var configDirectory: URL?

  package init(
    loader: ResourceLoader, settings: SettingsCenter, timeZone: DisplayZone, run: RunContext? = nil,
    configDirectory: URL? = nil
  ) {
    self.configDirectory = configDirectory
    self.loader = loader
    self.run = run
    self.settings = settings
    self.timeZone = timeZone
  }

  /// The app's clock: the loader's, so a test that fixes one fixes both (what is "the next
  /// launch" depends on it).
  package var now: Date { loader.now() }

  /// The app's clock as a value, for what waits on it (`next --wait`, `watch`): the loader's now
  /// and sleep.
  package var clock: AppClock { AppClock(now: loader.now, sleep: loader.sleep) }

  /// A formatter for the settings in force now.
  package func formatter() -> DisplayFormatter {
    var formatter = DisplayFormatter(settings: settings.current, timeZone: timeZone, now: now)
    formatter.keptOffline = loader.policy.keptOffline
    return formatter
  }
}

/// What a feature needs to reach a provider of its own as the run asked: the options (its own
/// among them, ``RuntimeOptions/featureValues``), the environment, the HTTP client, and the
/// cache directory shared budgets live in.
package struct RunContext: Sendable {
  package var options: RuntimeOptions
  package var environment: [String: String]
  package var http: any HTTPClient
  package var cacheDirectory: URL
  /// The clock of what processes share through files there (``AppClock/forSharedState``).
  package var sharedStateClock: AppClock

  package init(
    options: RuntimeOptions, environment: [String: String], http: any HTTPClient, cacheDirectory: URL,
    sharedStateClock: AppClock = .system
  ) {
    self.sharedStateClock = sharedStateClock
    self.options = options
    self.environment = environment
    self.http = http
    self.cacheDirectory = cacheDirectory
  }
}
