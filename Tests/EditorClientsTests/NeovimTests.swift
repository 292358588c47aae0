import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// spacex.nvim driven by a headless Neovim against the real server, with one made-up feature
/// registered only in the test host (Apps/spacex.nvim/tests/run.lua does the steps and asserts on
/// each buffer): on the offline sample and over the loopback API, each buffer the server's
/// drawing of its view below the plugin's own lines, those pinned by golden files (``pinned``;
/// every list screen and what its first row opens among the others); every member the
/// plugin read from the server is one `rpc.discover` documents; and the plugin's Lua names no
/// screen or method namespace of ours.
@Suite(.serialized) struct NeovimTests {
  static let plugin = Executable.packageRoot.appendingPathComponent("Apps/spacex.nvim")
  /// The steps every run captures; besides them, `08-<screen>` for each list on the server's home
  /// screen (the plugin draws whichever there are) and `08-<screen>-row`, what its first row
  /// opens, each with its golden.
  static let steps =
    [
      "01-home", "02-falcon9-launches", "03-next-page", "04-failed", "05-launch", "06-launchpad", "07-launchpad-ru",
      "09-gadget", "10-settings-ft", "11-emptied",
    ]
    // A list and a card at 60, 80 and 120 columns in both languages, each held to the server's
    // lines at its width.
    + ["en", "ru"].flatMap { language in
      [60, 80, 120].flatMap { width in ["launches", "launch"].map { "12-\(language)-w\(width)-\($0)" } }
    }
  /// The steps whose golden pins the plugin's own lines (its home, where a view is, the filters
  /// and key hints, in both languages) or a view the server cannot draw again from its screen
  /// and params alone (a second page, a query set since, a favourite or setting changed since);
  /// every other buffer is held to the server's drawing of its view.
  static let pinned: Set<String> = [
    "01-home", "02-falcon9-launches", "03-next-page", "04-failed", "05-launch", "06-launchpad", "07-launchpad-ru",
    "10-settings-ft", "11-emptied",
  ]
  static let now = ["SPACEX_NOW": "2026-01-01T00:00:00Z"]

  /// Neovim from PATH (`Tests/run` installs Debian's when there is none). Without it the tests
  /// fail: a skipped test proves nothing.
  static func neovim() -> URL? {
    let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return candidates.map { URL(fileURLWithPath: String($0)).appendingPathComponent("nvim") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private func run(arguments: [String], environment: [String: String]) throws -> (
    status: Int32, stderr: String, out: TemporaryDirectory
  )? {
    guard let nvim = Self.neovim() else {
      Issue.record("nvim is not installed: run the tests with Tests/run, which installs Debian's neovim")
      return nil
    }
    let out = try TemporaryDirectory("spacex-nvim")
    var environment = environment
    // A fixed "now", so relative answers (days since a booster flew) read the same any day.
    environment["SPACEX_NOW"] = "2026-01-01T00:00:00Z"
    environment["SPACEX_RPC"] = Executable.rpcTestHost.url.path
    environment["SPACEX_RPC_ARGS"] = arguments.joined(separator: " ")
    environment["SPACEX_OUT"] = out.path
    let (status, stderr) = try Self.headless(nvim, script: "tests/run.lua", environment: environment)
    return (status, stderr, out)
  }

  /// A headless Neovim with only this plugin, running one of its test scripts; its exit status
  /// and stderr. Ended if it has not exited `hangGuard` after it started.
  private static func headless(
    _ nvim: URL, script: String, environment: [String: String], hangGuard: Duration = WallClockBounds.process
  ) throws -> (
    status: Int32, stderr: String
  ) {
    let process = Process()
    process.executableURL = nvim
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = [
      "--headless", "-u", "NONE", "-i", "NONE", "--cmd", "set rtp^=\(Self.plugin.path)",
      "-c", "luafile \(Self.plugin.appendingPathComponent(script).path)",
    ]
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.runBounded(within: hangGuard)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  private func buffers(_ out: TemporaryDirectory) throws -> [String: String] {
    var buffers: [String: String] = [:]
    let lists = try FileManager.default.contentsOfDirectory(atPath: out.path)
      .filter { $0.hasPrefix("08-") && $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }
    #expect(lists.count >= 5, "every home list captured: \(lists)")
    for step in Self.steps + lists {
      buffers[step] = try String(contentsOf: out.url.appendingPathComponent(step + ".txt"), encoding: .utf8)
    }
    return buffers
  }

  @Test func offlineSample_EveryStepReadsAsItsGolden() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    guard let result = try run(arguments: ["--offline"], environment: sandbox.environment()) else { return }
    defer { result.out.remove() }
    #expect(result.status == 0, "\(result.stderr)")
    let captured = try buffers(result.out)
    let sessions = DrawingSessions(arguments: ["--offline"], environment: sandbox.environment(extra: Self.now))
    try EditorBuffers.assert(
      captured, views: try EditorBuffers.views(in: result.out.url), pinned: Self.pinned, session: sessions.session)
    #expect(sessions.finish())

    // Only documented members: each one the plugin read is a property somewhere in rpc.discover.
    let rpc = try RPCSession(
      arguments: ["--offline"], environment: sandbox.environment(), executable: .rpcTestHost)
    defer { _ = rpc.finish() }
    let document = try #require(rpc.request("rpc.discover")["result"])
    var documented = Set<String>()
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let properties = object["properties"] as? [String: Any] { documented.formUnion(properties.keys) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(document)
    let reads = try String(contentsOf: result.out.url.appendingPathComponent("reads.txt"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(reads.count > 20, "the plugin's reads were recorded")
    #expect(Set(reads).subtracting(documented).isEmpty, "undocumented: \(Set(reads).subtracting(documented))")
  }

  /// A server that never answers: Neovim waits for the handshake once, for the configured
  /// timeout, says so, and opens nothing (it used to wait twice 10 s, then say "no screen"). A
  /// server too old to draw lines is refused at the handshake, saying so (the script checks it).
  @Test func aServerThatNeverAnswers_IsGivenUpOnce_Saying() throws {
    guard let nvim = Self.neovim() else {
      Issue.record("nvim is not installed: run the tests with Tests/run, which installs Debian's neovim")
      return
    }
    let out = try TemporaryDirectory("spacex-nvim")
    defer { out.remove() }
    let environment = [
      "SPACEX_OUT": out.path, "HOME": out.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
    ]
    let (status, stderr) = try Self.headless(
      nvim, script: "tests/silent_server.lua", environment: environment, hangGuard: WallClockBounds.event)
    #expect(status == 0, "\(stderr)")
    let told = try String(contentsOf: out.url.appendingPathComponent("messages.txt"), encoding: .utf8)
    #expect(told == "spacex: spacex-rpc initialize failed (no answer within 0.5 s); stopped it, try again\n", "\(told)")
  }

  /// The boundary (``EditorBoundary``): the plugin's Lua names no screen or method of ours.
  @Test func pluginLua_NamesNoScreenOrMethodOfOurs() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // `next` is a screen of ours and Lua's table iterator; the iterator is allowed.
    let words = try EditorBoundary.words(sandbox).subtracting(["next"])
    let lua = try FileManager.default.subpathsOfDirectory(atPath: Self.plugin.path)
      .filter { $0.hasSuffix(".lua") && !$0.hasPrefix("tests/") }
    #expect(lua.count >= 4, "the plugin's files: \(lua)")
    for file in lua {
      try EditorBoundary.check(Self.plugin.appendingPathComponent(file), comment: "--", against: words)
    }
  }

  /// The plugin keeps no translation: its shipped files hold no Cyrillic (the server gives every
  /// word a Russian session reads; its tests may hold Russian to check them).
  @Test func shippedFiles_HoldNoRussian() throws {
    let counts = try EditorBuffers.russianLetters(under: Self.plugin, suffixes: [".lua", ".txt", ".md"])
    #expect(counts.count >= 8, "the shipped files: \(counts.keys.sorted())")
    #expect(counts.values.allSatisfy { $0 == 0 }, "Cyrillic letters by file: \(counts.filter { $0.value > 0 })")
  }

  @Test func loopbackAPI_GivesTheSameBuffers() throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    guard
      let result = try run(arguments: ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL))
    else { return }
    defer { result.out.remove() }
    #expect(result.status == 0, "\(result.stderr)")
    // The pinned steps read as the offline sample's goldens but for where the data came from;
    // the others as the server draws them from the live API.
    let sessions = DrawingSessions(
      arguments: ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL, extra: Self.now))
    try EditorBuffers.assert(
      try buffers(result.out), views: try EditorBuffers.views(in: result.out.url), pinned: Self.pinned,
      session: sessions.session, live: true, function: "offlineSample_EveryStepReadsAsItsGolden()")
    #expect(sessions.finish())
  }
}
