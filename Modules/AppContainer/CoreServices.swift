import Core
import Foundation

/// The services every feature shares: the data loader, the settings, and how to show times.
package struct CoreServices: Sendable {
  package var loader: ResourceLoader
  package var settings: SettingsCenter
  package var timeZone: TimeZone
  /// Launch Library 2, unless it is turned off.
  package var launchLibrary: LaunchLibraryAccess?
  /// Where features keep what the user chose (settings beside it): `$SPACEX_CONFIG_DIR`, …;
  /// `nil` where nothing may be saved (most tests).
  package var configDirectory: URL?

  package init(
    loader: ResourceLoader, settings: SettingsCenter, timeZone: TimeZone, launchLibrary: LaunchLibraryAccess? = nil,
    configDirectory: URL? = nil
  ) {
    self.configDirectory = configDirectory
    self.loader = loader
    self.launchLibrary = launchLibrary
    self.settings = settings
    self.timeZone = timeZone
  }

  /// The app's clock: the loader's, so a test that fixes one fixes both (what is "the next
  /// launch" depends on it).
  package var now: Date { loader.now() }

  /// A formatter for the settings in force now.
  package func formatter() -> DisplayFormatter {
    var formatter = DisplayFormatter(settings: settings.current, timeZone: timeZone)
    formatter.keptOffline = loader.policy.keptOffline
    return formatter
  }
}
