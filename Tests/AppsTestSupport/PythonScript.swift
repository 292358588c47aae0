import Foundation
import TestSupport

/// The Python scripts of the test support (`openrpc_check.py`, `ics_check.py`), run as a tool.
package enum PythonScript {
  /// Runs a Python script of the test support; its output and whether it exited 0. `environment`
  /// and `directory` are what the programs it runs see (the test's own by default).
  package static func run(
    _ script: URL, _ arguments: [String], environment: [String: String]? = nil,
    in directory: URL = TemporaryDirectory.forProcesses
  ) throws -> (passed: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.currentDirectoryURL = directory
    process.arguments = ["python3", script.path] + arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.runBounded()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, text)
  }
}
