import Foundation

/// Who to tell when a live answer lands after the cached copy answered in its place (see
/// ``ResourceLoader/patience``): `spacex-rpc` reloads its open views, which then say the new
/// data; a one-shot command has exited by then, and nobody listens.
package final class LateAnswers: Sendable {
  private let listener = Locked<(@Sendable (DataProvider) -> Void)?>(nil)

  package init() {}

  /// Replaces the listener.
  package func onArrival(_ listener: @escaping @Sendable (DataProvider) -> Void) {
    self.listener.withLock { $0 = listener }
  }

  /// `provider`'s data is now in the cache.
  package func arrived(from provider: DataProvider) {
    listener.withLock { $0 }?(provider)
  }
}
