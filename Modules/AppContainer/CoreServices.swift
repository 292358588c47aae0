import Core
import Foundation

/// The services every feature shares: the data loader, the settings, and how to show times.
package struct CoreServices: Sendable {
  package var loader: ResourceLoader
  package var settings: SettingsCenter
  package var timeZone: TimeZone
  /// Launch Library 2, unless it is turned off.
  package var launchLibrary: LaunchLibraryAccess?

  package init(
    loader: ResourceLoader, settings: SettingsCenter, timeZone: TimeZone, launchLibrary: LaunchLibraryAccess? = nil
  ) {
    self.loader = loader
    self.launchLibrary = launchLibrary
    self.settings = settings
    self.timeZone = timeZone
  }

  /// A formatter for the settings in force now.
  package func formatter() -> DisplayFormatter {
    DisplayFormatter(settings: settings.current, timeZone: timeZone)
  }
}
