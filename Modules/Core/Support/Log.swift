import Foundation
import Locking
import Synchronization

/// Diagnostics on stderr, one line each. stdout is reserved for results (and for protocol frames
/// in `spacex-rpc`), so nothing here may ever write there.
///
/// Levels follow the team's rule: *fault* is our bug, *error* is bad input or stale state,
/// *info* marks a state change. Info lines are shown only when `SPACEX_LOG=info` is set.
///
/// Each warning is said once per run: a body decoded again repeats a line nobody reads twice, so
/// it is dropped; a thousand writes failing for one full disk are one warning and a count
/// (``summarizeRepeats()`` says how many others its topic had). While a full-screen program owns the terminal,
/// lines are held (``hold(_:)``) and written once it has given the terminal back.
package enum Log {
  package enum Level: Int, Sendable, Comparable {
    case info, error, fault
    package static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private struct State {
    var threshold: Level
    /// What has been said, by topic: its first line, and how many other lines came under its topic.
    var said: [String: (line: String, repeats: Int)] = [:]
    /// The topics in the order first said, for the summary.
    var order: [String] = []
    /// While a full-screen program draws: what to tell it of each line, and the lines held.
    var holder: (@Sendable (String, Int) -> Void)?
    var held: [String] = []
  }

  /// Whether anything was said: a command that said nothing never builds ``state`` (nor reads
  /// the environment for it) on its way out.
  private static let anySaid = Atomic<Bool>(false)

  private static let state = Locked(
    State(threshold: ProcessInfo.processInfo.environment["SPACEX_LOG"] == "info" ? .info : .error))

  /// Sets the lowest level written; tests and `--verbose`-style options may lower it.
  package static func setThreshold(_ level: Level) {
    state.withLock { $0.threshold = level }
  }

  package static func info(_ message: @autoclosure () -> String) { write(.info, message(), topic: nil) }
  /// - Parameter topic: what makes two warnings the same one; by default the line itself. A
  ///   topic that leaves out a detail (which file) counts the lines it differs in as repeats.
  package static func error(_ message: @autoclosure () -> String, topic: String? = nil) {
    write(.error, message(), topic: topic)
  }
  package static func fault(_ message: @autoclosure () -> String) { write(.fault, message(), topic: nil) }

  /// Until ``release()``, lines are held rather than written, and `notify` is told each one with
  /// the number of warnings held so far (a full-screen browser shows the newest in its status line).
  package static func hold(_ notify: @escaping @Sendable (String, Int) -> Void) {
    state.withLock { $0.holder = notify }
  }

  /// Writes the lines held since ``hold(_:)`` and writes each one from now on.
  package static func release() {
    let held = state.withLock { state in
      state.holder = nil
      defer { state.held = [] }
      return state.held
    }
    for line in held { StandardStream.error.write(line + "\n") }
  }

  /// One line for each warning whose topic came again in other words, with how many ("could not
  /// cache …: No space left on device (and 474 more like it)"); a command's last word on stderr.
  package static func summarizeRepeats() {
    guard anySaid.load(ordering: .relaxed) else { return }
    let lines = state.withLock { state in
      defer { state.said = state.said.mapValues { ($0.line, 0) } }
      return state.order.compactMap { topic in
        state.said[topic].flatMap { $0.repeats > 0 ? "\($0.line) (and \($0.repeats) more like it)" : nil }
      }
    }
    for line in lines { StandardStream.error.write(line + "\n") }
  }

  private static func write(_ level: Level, _ message: String, topic: String?) {
    let prefix =
      switch level {
      case .info: "spacex: "
      case .error: "spacex: warning: "
      case .fault: "spacex: internal error: "
      }
    let (line, notify, count): (String?, (@Sendable (String, Int) -> Void)?, Int) = state.withLock { state in
      guard level >= state.threshold else { return (nil, nil, 0) }
      // A message may quote data (a malformed record's reason): one line, nothing that drives the terminal.
      let line = prefix + TerminalText.singleLine(message)
      let key = "\(level.rawValue) " + (topic ?? line)
      if let said = state.said[key] {
        // The same line again is dropped (a body decoded twice); another under its topic is
        // counted (another file on the same full disk), for the summary.
        if said.line != line { state.said[key]?.repeats += 1 }
        return (nil, nil, 0)
      }
      state.said[key] = (line, 0)
      anySaid.store(true, ordering: .relaxed)
      state.order.append(key)
      guard let holder = state.holder else { return (line, nil, 0) }
      state.held.append(line)
      return (line, holder, state.held.count)
    }
    guard let line else { return }
    if let notify { notify(line, count) } else { StandardStream.error.write(line + "\n") }
  }
}

/// Runs a best-effort operation: like `try?`, but a failure is written to stderr as one line
/// before it is treated as absent.
/// - Parameter topic: failures under one topic with the same error are one warning, the rest
///   counted (``Log/error(_:topic:)``): a full disk fails every cache write of a run alike.
package func orLog<T>(_ what: @autoclosure () -> String, topic: String? = nil, _ operation: () throws -> T?) -> T? {
  do {
    return try operation()
  } catch {
    Log.error("\(what()): \(error)", topic: topic.map { "\($0): \(error)" })
    return nil
  }
}
