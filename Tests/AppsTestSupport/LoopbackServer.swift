import Foundation
import OfflineSample
import TestSupport

/// The project's stand-in for the SpaceX API (LoopbackServer/loopback_server.py) on 127.0.0.1,
/// serving a directory of `<collection>.json` files, with fault injection.
package final class LoopbackServer {
  package let port: Int
  private let process: Process
  private let stdin: Pipe

  package var baseURL: String { "http://127.0.0.1:\(port)/v4" }

  package init(dataDirectory: URL) throws {
    let script = Executable.packageRoot.appendingPathComponent(
      "Tests/AppsTestSupport/LoopbackServer/loopback_server.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = ["python3", script.path, "--data", dataDirectory.path]
    stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.runBounded()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = stdout.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw ServerError.didNotStart }
      line.append(chunk)
    }
    guard
      let port = Int(
        String(decoding: line, as: UTF8.self).split(separator: " ").last?.trimmingCharacters(
          in: .whitespacesAndNewlines) ?? "")
    else {
      throw ServerError.didNotStart
    }
    self.port = port
  }

  /// Stops the server; later requests are refused, as when the network is down.
  package func stop() {
    try? stdin.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  deinit { if process.isRunning { stop() } }

  package enum ServerError: Error { case didNotStart }

  /// Writes the offline sample's collections as files the server can serve.
  package static func sampleDirectory() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory("spacex-sample-api")
    for collection in OfflineSample.collections {
      try OfflineSample.document(for: collection)?.write(to: directory.url.appendingPathComponent("\(collection).json"))
    }
    return directory
  }

  /// `../shared/spacex-api-v4` beside the clone, for a test that has ``SharedData/needed(_:)``: a
  /// failure naming it when absent.
  package static func requireSharedCapture() throws -> URL { try SharedData.require("spacex-api-v4") }
}
