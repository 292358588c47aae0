import Foundation
import TestSupport

/// An editor (headless Neovim, Emacs in batch) running one of a client's test scripts, which
/// writes what it saw to the files the test reads.
package enum EditorScript {
  /// Runs `editor` with `arguments` and `environment` (nothing on its stdio) to its end; its exit
  /// status.
  package static func run(_ editor: URL, arguments: [String], environment: [String: String]) throws -> Int32 {
    let process = Process()
    process.executableURL = editor
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
