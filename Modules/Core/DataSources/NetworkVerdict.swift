import Foundation
import Synchronization

/// "The network did not answer a moment ago": a short-lived, per-process verdict per provider.
///
/// With the network down or black-holed every live attempt costs a timeout (and retries), and a
/// long-running `spacex-rpc` would pay that on every request. After one attempt fails to reach a
/// provider at all (timed out, could not connect), the process answers from its cache for
/// ``window`` without trying; the first request after that tries again, so a recovered network
/// is noticed within one window.
package final class NetworkVerdict: Sendable {
  package static let defaultWindow: TimeInterval = 60

  package let window: TimeInterval
  private let now: @Sendable () -> Date
  private let offlineSince = Mutex<[DataProvider: Date]>([:])

  package init(window: TimeInterval = NetworkVerdict.defaultWindow, now: @escaping @Sendable () -> Date = { Date() }) {
    self.window = window
    self.now = now
  }

  /// When `provider` was last found unreachable, if that is within the window.
  package func unreachableSince(_ provider: DataProvider) -> Date? {
    offlineSince.withLock { table in
      guard let since = table[provider] else { return nil }
      if now().timeIntervalSince(since) < window { return since }
      table[provider] = nil
      return nil
    }
  }

  /// Notes how an attempt at `provider` ended: a failure to reach it starts the verdict, any
  /// answer (even an HTTP error) ends it.
  package func record(_ provider: DataProvider, error: (any Error)?) {
    let unreachable = error.map(Self.isUnreachable) ?? false
    offlineSince.withLock { $0[provider] = unreachable ? now() : nil }
  }

  /// Timeouts and failed connections say the network is in the way; an HTTP status or a broken
  /// body says the server answered.
  package static func isUnreachable(_ error: any Error) -> Bool {
    switch error {
    case APIError.transport(.timedOut, _), APIError.transport(.cannotConnect, _): true
    default: false
    }
  }
}
