import Foundation
import TestSupport

/// `spacex …` running in the background, for commands that wait or follow (`next --wait`,
/// `watch`): its stderr read as it comes, and its output whole once it ends or is stopped.
package final class RunningSpacex: @unchecked Sendable {
  package let process = Process()
  private let errors = Pipe()
  private let output = Pipe()

  package init(_ arguments: [String], environment: [String: String]) throws {
    process.executableURL = Executable.spacex.url
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.runBounded()
  }

  /// stderr up to and including the first line containing `text` (or the end).
  package func stderr(until text: String) -> String {
    var seen = ""
    while !seen.contains(text) {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    return seen
  }

  /// Waits for it to end by itself: its status and what it wrote.
  package func finish() -> (status: Int32, stdout: String, stderr: String) {
    let rest = errors.fileHandleForReading.readDataToEndOfFile()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: rest, as: UTF8.self))
  }

  /// Ends it (SIGTERM, as Ctrl-C would) and returns what it wrote.
  package func stop() -> (stdout: String, stderr: String) {
    process.terminate()
    let (_, stdout, stderr) = finish()
    return (stdout, stderr)
  }
}
