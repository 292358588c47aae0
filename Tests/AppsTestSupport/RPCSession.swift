import Foundation
import TestSupport

/// A live `spacex-rpc` process driven like an editor drives it: one request at a time, waiting
/// for each reply, while notifications are collected as they arrive (NDJSON framing).
package final class RPCSession {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()
  package private(set) var notifications: [[String: Any]] = []
  private var nextID = 1

  /// - Parameter hangGuard: ends the server if it is still running then
  ///   (``Foundation/Process/runBounded(within:)``): shorter than every process's bound for a
  ///   test of something that used to hang.
  package init(
    arguments: [String], environment: [String: String], executable: Executable = .spacexRPC,
    hangGuard: Duration = WallClockBounds.process
  ) throws {
    process.executableURL = executable.url
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.runBounded(within: hangGuard)
  }

  /// Sends a request and returns its reply; notifications that arrive first are kept.
  package func request(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
    message["params"] = params
    input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: message) + Data("\n".utf8))
    while true {
      let incoming = try nextMessage()
      if incoming["id"] as? Int == id { return incoming }
      if incoming["method"] != nil { notifications.append(incoming) }
    }
  }

  /// Sends a message as it is, without waiting for anything.
  package func send(_ message: [String: Any]) throws {
    input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: message) + Data("\n".utf8))
  }

  /// The next message from the server, whatever it is.
  package func receive() throws -> [String: Any] {
    try nextMessage()
  }

  private func nextMessage() throws -> [String: Any] {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[buffer.index(after: newline)...])
        guard let message = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
          throw SessionError.notAnObject
        }
        return message
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw SessionError.ended }
      buffer.append(chunk)
    }
  }

  /// Closes stdin and waits for the exit status.
  package func finish() -> Int32 {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }

  package enum SessionError: Error { case ended, notAnObject }
}
