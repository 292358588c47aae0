import Foundation
import TestSupport

/// An editor (headless Neovim, Emacs in batch) running one of a client's test scripts, which
/// writes what it saw to the files the test reads.
package enum EditorScript {
  /// Runs `editor` with `arguments` and `environment` to its end (nothing on its stdin and stdout;
  /// its stderr to `stderr` when given, for a failure to say why); its exit status.
  package static func run(
    _ editor: URL, arguments: [String], environment: [String: String], stderr: URL? = nil
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = editor
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    if let stderr {
      _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: stderr)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    process.standardInput = FileHandle.nullDevice
    try process.runBounded()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
