import Foundation
import Locking

/// Diagnostics on stderr, one line each. stdout is reserved for results (and for protocol frames
/// in `spacex-rpc`), so nothing here may ever write there.
///
/// Levels follow the team's rule: *fault* is our bug, *error* is bad input or stale state,
/// *info* marks a state change. Info lines are shown only when `SPACEX_LOG=info` is set.
package enum Log {
  package enum Level: Int, Sendable, Comparable {
    case info, error, fault
    package static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private static let threshold = Locked<Level>(
    ProcessInfo.processInfo.environment["SPACEX_LOG"] == "info" ? .info : .error
  )

  /// Sets the lowest level written; tests and `--verbose`-style options may lower it.
  package static func setThreshold(_ level: Level) {
    threshold.withLock { $0 = level }
  }

  package static func info(_ message: @autoclosure () -> String) { write(.info, message()) }
  package static func error(_ message: @autoclosure () -> String) { write(.error, message()) }
  package static func fault(_ message: @autoclosure () -> String) { write(.fault, message()) }

  private static func write(_ level: Level, _ message: String) {
    guard level >= threshold.withLock({ $0 }) else { return }
    let prefix =
      switch level {
      case .info: "spacex: "
      case .error: "spacex: warning: "
      case .fault: "spacex: internal error: "
      }
    // A message may quote data (a malformed record's reason): one line, nothing that drives the terminal.
    StandardStream.error.write(prefix + TerminalText.singleLine(message) + "\n")
  }
}

/// Runs a best-effort operation: like `try?`, but a failure is written to stderr as one line
/// before it is treated as absent.
package func orLog<T>(_ what: @autoclosure () -> String, _ operation: () throws -> T?) -> T? {
  do {
    return try operation()
  } catch {
    Log.error("\(what()): \(error)")
    return nil
  }
}
