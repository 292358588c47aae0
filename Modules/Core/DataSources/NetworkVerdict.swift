import Foundation
import Locking

/// "The network did not answer a moment ago": a short-lived verdict per provider, shared by every
/// process that uses the same cache directory.
///
/// With the network down or black-holed every live attempt costs a timeout, and each command (or
/// each request of a long-running `spacex-rpc`) would pay it again. After one attempt fails to
/// reach a provider at all (timed out, could not connect), the answers come from the cache for
/// ``window`` without trying; the first request after that tries again, so a recovered network is
/// noticed within one window. The verdict is kept in `network-verdict.json` in the cache
/// directory, as the Launch Library 2 budget is, so the next command knows it too.
package final class NetworkVerdict: Sendable {
  package static let defaultWindow: TimeInterval = 60
  package static let fileName = "network-verdict.json"

  package let window: TimeInterval
  private let file: URL?
  private let now: @Sendable () -> Date
  /// The verdicts when there is no file to share them through.
  private let offlineSince = Locked<[DataProvider: Date]>([:])

  /// - Parameter file: where processes share the verdict; `nil` keeps it to this process.
  package init(
    window: TimeInterval = NetworkVerdict.defaultWindow, file: URL? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.window = window
    self.file = file
    self.now = now
  }

  /// When `provider` was last found unreachable (by this process or another), if that is within
  /// the window.
  package func unreachableSince(_ provider: DataProvider) -> Date? {
    let since =
      file == nil
      ? offlineSince.withLock { $0[provider] }
      : sharedVerdicts()[provider.rawValue].map(Date.init(timeIntervalSince1970:))
    guard let since, now().timeIntervalSince(since) < window else { return nil }
    return since
  }

  /// Notes how an attempt at `provider` ended: a failure to reach it starts the verdict, any
  /// answer (even an HTTP error) ends it, here and in the shared file.
  package func record(_ provider: DataProvider, error: (any Error)?) {
    let unreachable = error.map(Self.isUnreachable) ?? false
    let moment = now()
    guard let file else {
      offlineSince.withLock { $0[provider] = unreachable ? moment : nil }
      return
    }
    var verdicts = sharedVerdicts()
    let had = verdicts[provider.rawValue] != nil
    verdicts[provider.rawValue] = unreachable ? moment.timeIntervalSince1970 : nil
    guard unreachable || had else { return }  // a healthy network writes nothing
    _ = orLog("could not record the network verdict in \(file.path)") {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONEncoder.sortedKeys().encode(verdicts).write(to: file, options: .atomic)
    }
  }

  /// Timeouts and failed connections say the network is in the way; an HTTP status or a broken
  /// body says the server answered.
  package static func isUnreachable(_ error: any Error) -> Bool {
    switch error {
    case APIError.transport(.timedOut, _), APIError.transport(.cannotConnect, _): true
    default: false
    }
  }

  /// The file's verdicts, seconds since 1970 by provider; none when it is missing or unreadable
  /// (a verdict lost costs one more attempt, nothing else).
  private func sharedVerdicts() -> [String: TimeInterval] {
    guard let file, let data = try? FileBytes.contents(atPath: file.filePath) else { return [:] }
    return (try? JSONDecoder().decode([String: TimeInterval].self, from: data)) ?? [:]
  }
}
