import Core
import Foundation
import TestSupport

/// A built executable of this package, run as a user would: arguments, environment and stdin in;
/// exit status, stdout and stderr out, kept apart.
package struct Executable: Sendable {
  package struct Result: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    /// Both streams, stdout first, for golden files: stdout is not a terminal here, so the lines
    /// about an answer (paging, source, warnings) are on stderr, and a golden shows what a pipe
    /// gets and what the person running it still sees.
    package var streams: String {
      stderr.isEmpty ? stdout : stdout + "── stderr ──\n" + stderr
    }
  }

  package static let spacex = Executable(name: "spacex")
  package static let spacexRPC = Executable(name: "spacex-rpc")
  /// spacex-rpc with a made-up `gadgets` feature registered only in the tests.
  package static let rpcTestHost = Executable(name: "spacex-rpc-test-host")

  package let name: String

  /// Next to the test bundle, where `swift test` puts every product it built.
  package var url: URL {
    let productsDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = productsDirectory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return Self.packageRoot.appendingPathComponent(".build/debug/\(name)")
  }

  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs to completion. Output goes through files, so a large answer can never fill a pipe and
  /// deadlock the test. `stdoutTo` and `stderrTo` send a stream elsewhere instead (`/dev/full`, a
  /// file on a full disk); its text in the result is then empty. `hangGuard` ends a process that
  /// has not exited by then (``Foundation/Process/runBounded(within:)``): shorter than every
  /// process's bound for a test of something that used to hang.
  package func run(
    _ arguments: [String], environment: [String: String], stdin: Data = Data(), stdoutTo: URL? = nil,
    stderrTo: URL? = nil, hangGuard: Duration = WallClockBounds.process
  ) throws -> Result {
    let scratch = try TemporaryDirectory("spacex-run")
    defer { scratch.remove() }
    let stdoutURL = scratch.url.appendingPathComponent("stdout")
    let stderrURL = scratch.url.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let process = Process()
    process.executableURL = url
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = arguments
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: stdoutTo ?? stdoutURL)
    process.standardError = try FileHandle(forWritingTo: stderrTo ?? stderrURL)
    try process.runBounded(within: hangGuard)
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: try Self.text(of: stdoutURL), stderr: try Self.text(of: stderrURL))
  }

  /// Through a file handle: `Data(contentsOf:)` leaks a page for every empty file it reads (seen
  /// by LeakSanitizer in `Tests/Sanitizers/run address`), and most runs leave stderr empty.
  private static func text(of file: URL) throws -> String {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }
}

/// A scratch home for one test: its own cache and config directories, no network except the
/// loopback server a test starts (the default API URL refuses connections at once).
///
/// Launch Library 2 is off unless a test names its URL (`ll2URL`): most tests check the SpaceX
/// API's own behaviour and compare with its data alone; `LaunchLibraryCLITests` and the tests
/// beside it turn it on.
package struct Sandbox {
  package let root: TemporaryDirectory

  package init() throws {
    root = try TemporaryDirectory("spacex-sandbox")
  }

  package var cacheDirectory: URL { root.url.appendingPathComponent("cache") }
  package var configDirectory: URL { root.url.appendingPathComponent("config") }

  package func environment(
    apiURL: String = "http://127.0.0.1:9/v4", ll2URL: String = "off", extra: [String: String] = [:]
  ) -> [String: String] {
    var environment = [
      "HOME": root.path, "SPACEX_CACHE_DIR": cacheDirectory.path, "SPACEX_CONFIG_DIR": configDirectory.path,
      "SPACEX_API_URL": apiURL, "SPACEX_LL2_URL": ll2URL, "LANG": "C", "TZ": "UTC", "COLUMNS": "100",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
      // The editors' test scripts wait for an event as long as the Swift tests do.
      "SPACEX_TEST_EVENT_SECONDS": "\(WallClockBounds.event.components.seconds)",
    ]
    // Under a sanitizer (`Tests/Sanitizers/run`), the products run with the options the tests run with,
    // so their reports land where the tests' own do.
    for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
      environment[key] = value
    }
    environment.merge(extra) { _, new in new }
    return environment
  }

  package func remove() { root.remove() }
}
