import Core
import Foundation

/// The services every feature shares: the data loader, the settings, and how to show times.
package struct CoreServices: Sendable {
  package var loader: ResourceLoader
  package var settings: SettingsCenter
  package var timeZone: TimeZone

  package init(loader: ResourceLoader, settings: SettingsCenter, timeZone: TimeZone) {
    self.loader = loader
    self.settings = settings
    self.timeZone = timeZone
  }

  /// A formatter for the settings in force now.
  package func formatter() -> DisplayFormatter {
    DisplayFormatter(settings: settings.current, timeZone: timeZone)
  }
}
