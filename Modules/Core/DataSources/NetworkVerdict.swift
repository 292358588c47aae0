import Foundation
import Locking

/// "The network did not answer a moment ago": a short-lived verdict per provider, shared by every
/// process that uses the same cache directory.
///
/// With the network down or black-holed every live attempt costs a timeout, and each command (or
/// each request of a long-running `spacex-rpc`) would pay it again. After one attempt fails to
/// reach a provider at all (timed out, could not connect), the answers come from the cache for
/// ``window`` without trying; the first request after that tries again, so a recovered network is
/// noticed within one window. A provider that has not answered within a command's patience (see
/// ``ResourceLoader/patience``) is ``Kind/slow`` for the shorter ``slowWindow``: within it, a
/// command the cache can answer does not wait for it again. The verdicts are kept in
/// `network-verdict.json` in the cache directory, as the Launch Library 2 budget is, so the next
/// command knows them too.
package final class NetworkVerdict: Sendable {
  /// What was found of a provider.
  package enum Kind: Sendable {
    /// Could not be reached (a timeout, no connection): every live step skips it.
    case unreachable
    /// Had not answered within a command's patience: a walk that would wait only that patience
    /// (the cache can answer) skips it; `--refresh`, `--source live` and the waits still try.
    case slow
  }

  package static let defaultWindow: TimeInterval = 60
  /// Shorter than ``defaultWindow``: a slow source is more often a moment's congestion.
  package static let defaultSlowWindow: TimeInterval = 30
  package static let fileName = "network-verdict.json"

  package let window: TimeInterval
  package let slowWindow: TimeInterval
  /// How a person asks again now, in the words of the frontend they use ("--refresh asks
  /// now"), said when a provider timed out (``sayTimedOut(_:_:timeout:)``); `nil` for the plain
  /// "a refresh asks now".
  package let askAgain: String?
  private let file: URL?
  private let now: @Sendable () -> Date
  /// The verdicts when there is no file to share them through, by ``key(_:_:)``.
  private let local = Locked<[String: Date]>([:])

  /// - Parameter file: where processes share the verdict; `nil` keeps it to this process.
  package init(
    window: TimeInterval = NetworkVerdict.defaultWindow, slowWindow: TimeInterval = NetworkVerdict.defaultSlowWindow,
    file: URL? = nil, askAgain: String? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.window = window
    self.slowWindow = slowWindow
    self.askAgain = askAgain
    self.file = file
    self.now = now
  }

  /// When `provider` was last found unreachable (by this process or another), if that is within
  /// the window.
  package func unreachableSince(_ provider: DataProvider) -> Date? {
    since(provider, .unreachable)
  }

  /// When `provider` last kept a command waiting past its patience, if that is within
  /// ``slowWindow``.
  package func slowSince(_ provider: DataProvider) -> Date? {
    since(provider, .slow)
  }

  private func since(_ provider: DataProvider, _ kind: Kind) -> Date? {
    let key = Self.key(provider, kind)
    let since =
      file == nil ? local.withLock { $0[key] } : sharedVerdicts()[key].map(Date.init(timeIntervalSince1970:))
    // A stamp in the future (a clock set back, a file written by hand) is no verdict: it would
    // otherwise hold for as long as the clock takes to reach it.
    guard let since, case let age = now().timeIntervalSince(since), age >= 0,
      age < (kind == .slow ? slowWindow : window)
    else { return nil }
    return since
  }

  /// Notes how an attempt at `provider` ended: a failure to reach it starts the unreachable
  /// verdict, any answer (even an HTTP error) ends both verdicts, here and in the shared file.
  package func record(_ provider: DataProvider, error: (any Error)?) async {
    let unreachable = error.map(Self.isUnreachable) ?? false
    await update { verdicts, moment in
      verdicts[Self.key(provider, .unreachable)] = unreachable ? moment : nil
      if !unreachable { verdicts[Self.key(provider, .slow)] = nil }
    }
  }

  /// Says on stderr, once per run (``Log``), that `provider` timed out and until when no command
  /// asks it again by itself: "Launch Library 2 did not answer within 10 s; not asked again
  /// automatically before 22:41 UTC (--refresh asks now)". For an answer that cannot say it in
  /// its source line (nothing cached to show: the offline sample, or no answer at all); a hung
  /// source was otherwise never named, the command only slow, and the next one silent about why.
  /// Nothing for another error (a refused connection costs no wait to explain).
  /// - Parameter timeout: the request's time limit, for the sentence ("did not answer within 10 s").
  package func sayTimedOut(_ provider: DataProvider, _ error: any Error, timeout: Duration) {
    guard case APIError.transport(.timedOut, _) = error else { return }
    let service = Phrase(en: provider.displayName, ru: provider.displayName)
    let cause = StaleCause(error, timeout: timeout)?.text(service, .en) ?? "\(provider.displayName): \(error)"
    let until = DateText.timeOfDay(now().addingTimeInterval(window), timeZone: DateText.utc)
    Log.error(
      "\(cause); not asked again automatically before \(until) UTC (\(askAgain ?? "a refresh asks now"))",
      topic: "unreachable \(provider.rawValue)")
  }

  /// Notes that `provider` had not answered within a command's patience.
  package func recordSlow(_ provider: DataProvider) async {
    await update { verdicts, moment in verdicts[Self.key(provider, .slow)] = moment }
  }

  /// Changes the verdicts under the file's lock: both providers' patience ends at about the same
  /// moment, and two read-modify-writes at once would lose one verdict.
  private func update(_ change: @escaping @Sendable (inout [String: TimeInterval], TimeInterval) -> Void) async {
    let moment = now().timeIntervalSince1970
    guard let file else {
      local.withLock { dates in
        var verdicts = dates.mapValues(\.timeIntervalSince1970)
        change(&verdicts, moment)
        dates = verdicts.mapValues(Date.init(timeIntervalSince1970:))
      }
      return
    }
    // Read once without the lock: a healthy network (nothing to end) writes nothing.
    var verdicts = sharedVerdicts()
    let before = verdicts
    change(&verdicts, moment)
    guard verdicts != before else { return }
    // In a task of its own: a verdict is recorded as the request that found it ends, often as its
    // caller is cancelled (a sibling load failed), and a cancelled wait for the lock would lose it.
    await Task { [self] in
      do {
        try await FileLock.withExclusive(file.path + ".lock") {
          var verdicts = sharedVerdicts()
          change(&verdicts, moment)
          return Result { try AtomicFile.write(JSONEncoder.sortedKeys().encode(verdicts), to: file) }
        }.get()
      } catch {
        Log.error("could not record the network verdict in \(file.path): \(error)", topic: "cache: \(error)")
      }
    }.value
  }

  /// `spacex-api` for unreachable (the key before slow verdicts existed), `spacex-api slow` for slow.
  private static func key(_ provider: DataProvider, _ kind: Kind) -> String {
    kind == .unreachable ? provider.rawValue : provider.rawValue + " slow"
  }

  /// Timeouts and failed connections say the network is in the way; an HTTP status or a broken
  /// body says the server answered.
  package static func isUnreachable(_ error: any Error) -> Bool {
    switch error {
    case APIError.transport(.timedOut, _), APIError.transport(.cannotConnect, _): true
    default: false
    }
  }

  /// The file's verdicts, seconds since 1970 by key; none when it is missing or unreadable (a
  /// verdict lost costs one more attempt, nothing else).
  private func sharedVerdicts() -> [String: TimeInterval] {
    guard let file, let data = try? FileBytes.contents(atPath: file.filePath) else { return [:] }
    return (try? JSONDecoder().decode([String: TimeInterval].self, from: data)) ?? [:]
  }
}

/// A live step not tried because its provider could not be reached within the verdict's window:
/// the answer that follows is stale because the provider is unreachable, as the first attempt
/// found.
package struct NotTried: Error, Sendable, CustomStringConvertible {
  package var provider: DataProvider

  package init(_ provider: DataProvider) { self.provider = provider }

  package var description: String { "not tried: \(provider.displayName) could not be reached within the last minute" }
}
