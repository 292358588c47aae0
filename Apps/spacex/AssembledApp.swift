import AppContainer
import Synchronization

/// The app as assembled, for this frontend's own commands (browse, completions), which walk
/// everything the features registered. Made and filled by the last feature to register
/// (`Feature.browser`), which hands it to the commands it registers.
final class AssembledApp: Sendable {
  private let value = Mutex<AppContainer?>(nil)

  /// - Throws: ``RegistrationError/missing(_:)`` before the feature has filled it (a bug).
  func container() throws(RegistrationError) -> AppContainer {
    guard let container = value.withLock({ $0 }) else { throw .missing("the assembled app") }
    return container
  }

  func set(_ container: AppContainer) {
    value.withLock { $0 = container }
  }
}
