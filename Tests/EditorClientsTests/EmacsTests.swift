import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// spacex.el, the second editor on the same screens, driven by Emacs in batch mode against the
/// real server with one made-up feature registered only in the test host
/// (Apps/spacex.el/tests/run.el does the steps and checks each buffer): every home screen and
/// what its first row opens, in English and Russian, read as golden files and, where spacex.nvim
/// draws the same screen, as the same text (and the same from a loopback API as from the sample);
/// back with q, reload with g, a setting changed on the settings card redrawing an open card. The package byte-compiles without a warning and names
/// no screen or method of ours.
@Suite(.serialized) struct EmacsTests {
  static let package = Executable.packageRoot.appendingPathComponent("Apps/spacex.el")

  /// Emacs from PATH (`Tests/run` installs Debian's emacs-nox when there is none). Without it
  /// the tests fail: a skipped test proves nothing.
  static func emacs() -> URL? {
    let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return candidates.map { URL(fileURLWithPath: String($0)).appendingPathComponent("emacs") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws
    -> (status: Int32, stderr: String)?
  {
    guard let emacs = Self.emacs() else {
      Issue.record("emacs is not installed: run the tests with Tests/run, which installs Debian's emacs-nox")
      return nil
    }
    let process = Process()
    process.executableURL = emacs
    process.arguments = ["--batch"] + arguments
    process.currentDirectoryURL = directory ?? TemporaryDirectory.forProcesses
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.runBounded()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  /// The steps whose golden pins the package's own lines (its home, where a view is and its key
  /// hints, in both languages) or a view the server cannot draw again from its screen and params
  /// alone (a setting changed since); every other buffer is held to the server's drawing of it.
  static let pinned: Set<String> = [
    "01-home", "ru-01-home", "02-launches", "ru-02-launches", "03-settings-changed", "04-card-redrawn",
  ]
  static let now = ["SPACEX_NOW": "2026-01-01T00:00:00Z"]

  /// The steps run.el captured in `language`, by name, and what each view step showed; the
  /// server on the offline sample, or live from `apiURL`.
  private func steps(language: String, _ sandbox: Sandbox, apiURL: String? = nil) throws -> (
    buffers: [String: String], views: [String: [String: Any]]
  )? {
    let out = try TemporaryDirectory("spacex-emacs")
    defer { out.remove() }
    var environment = apiURL.map { sandbox.environment(apiURL: $0) } ?? sandbox.environment()
    // A fixed "now", so relative answers (days since a booster flew) read the same any day.
    environment["SPACEX_NOW"] = "2026-01-01T00:00:00Z"
    environment["SPACEX_RPC"] = Executable.rpcTestHost.url.path
    environment["SPACEX_RPC_ARGS"] = apiURL == nil ? "--offline" : "--source live"
    environment["SPACEX_OUT"] = out.path
    environment["SPACEX_LANG"] = language
    guard
      let result = try run(
        ["-L", Self.package.path, "-l", Self.package.appendingPathComponent("tests/run.el").path],
        environment: environment)
    else { return nil }
    #expect(result.status == 0, "\(language): \(result.stderr)")
    var captured: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: out.path) where file.hasSuffix(".txt") {
      captured[String(file.dropLast(4))] = try String(contentsOf: out.url.appendingPathComponent(file), encoding: .utf8)
    }
    return (captured, try EditorBuffers.views(in: out.url))
  }

  @Test func offlineSample_EveryScreenReadsAsItsGolden_InBothLanguages() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    guard let (english, englishViews) = try steps(language: "en", sandbox),
      let (russian, russianViews) = try steps(language: "ru", sandbox)
    else {
      return
    }
    let captured = english.merging(russian) { first, _ in first }
    #expect(english.keys.filter { $0.hasPrefix("02-") && !$0.hasSuffix("-row") }.count >= 12, "\(english.keys)")
    #expect(russian.keys.contains("ru-01-home") && russian.keys.contains("ru-02-gadgets-row"), "\(russian.keys)")
    #expect(english["02-gadgets-row"] != nil, "the made-up screen drawn, its row opened")
    #expect(english["04-card-redrawn"] != nil, "a setting's change redrew the open card")
    // A list and a card at 60, 80 and 120 columns in both languages, each held below to the
    // server's lines at its width.
    let widths = [60, 80, 120].flatMap { width in ["launches", "launch"].map { "05-w\(width)-\($0)" } }
    #expect(widths.allSatisfy { captured[$0] != nil && captured["ru-" + $0] != nil }, "\(captured.keys.sorted())")
    // Below its own lines each view is the server's drawing of it, as spacex.nvim's are: two
    // clients, one drawing.
    let sessions = DrawingSessions(arguments: ["--offline"], environment: sandbox.environment(extra: Self.now))
    try EditorBuffers.assert(
      captured, views: englishViews.merging(russianViews) { first, _ in first }, pinned: Self.pinned,
      session: sessions.session)
    #expect(sessions.finish())
  }

  /// The same screens from a live (loopback) API: the pinned ones read as the offline sample's
  /// goldens but for where their data came from, the others as the server draws them from it.
  @Test func loopbackAPI_GivesTheSameBuffers() throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    guard let (captured, views) = try steps(language: "en", sandbox, apiURL: server.baseURL) else { return }
    #expect(captured.count >= 20, "\(captured.keys)")
    let sessions = DrawingSessions(
      arguments: ["--source", "live"], environment: sandbox.environment(apiURL: server.baseURL, extra: Self.now))
    try EditorBuffers.assert(
      captured, views: views, pinned: Self.pinned.filter { !$0.hasPrefix("ru-") }, session: sessions.session,
      live: true, function: "offlineSample_EveryScreenReadsAsItsGolden_InBothLanguages()")
    #expect(sessions.finish())
  }

  /// A card's title comes from the data: its buffer is named on one line, whatever it holds.
  @Test func aTitleWithControlCharacters_NamesItsBufferOnOneLine() throws {
    let scratch = try TemporaryDirectory("spacex-el")
    defer { scratch.remove() }
    guard
      let result = try run(
        [
          "-l", Self.package.appendingPathComponent("spacex.el").path, "--eval",
          #"(message "name: %s" (buffer-name (spacex--new-buffer "Crew\n-5\t\e[31m")))"#,
        ], in: scratch.url)
    else { return }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("name: *spacex: Crew -5 [31m*\n"), "\(result.stderr)")
  }

  @Test func package_ByteCompilesWithoutAWarning() throws {
    let scratch = try TemporaryDirectory("spacex-el")
    defer { scratch.remove() }
    let copy = scratch.url.appendingPathComponent("spacex.el")
    try FileManager.default.copyItem(at: Self.package.appendingPathComponent("spacex.el"), to: copy)
    guard
      let result = try run(
        ["--eval", "(setq byte-compile-error-on-warn t)", "-f", "batch-byte-compile", copy.path], in: scratch.url)
    else { return }
    #expect(result.status == 0 && !result.stderr.contains("Warning"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("spacex.elc").path))
    // The headers package.el and package-lint read.
    let source = try String(contentsOf: copy, encoding: .utf8)
    for header in [
      ";;; spacex.el --- ", "lexical-binding: t", ";; Version: ", ";; Package-Requires: ", ";;; Commentary:",
      ";;; Code:", "(provide 'spacex)", ";;; spacex.el ends here",
    ] {
      #expect(source.contains(header), "\(header)")
    }
  }

  /// The package keeps no translation: its shipped files hold no Cyrillic (the server gives every
  /// word a Russian session reads; its tests may hold Russian to check them).
  @Test func shippedFiles_HoldNoRussian() throws {
    let counts = try EditorBuffers.russianLetters(under: Self.package, suffixes: [".el", ".md"])
    #expect(counts.count >= 2, "the shipped files: \(counts.keys.sorted())")
    #expect(counts.values.allSatisfy { $0 == 0 }, "Cyrillic letters by file: \(counts.filter { $0.value > 0 })")
  }

  /// The boundary (``EditorBoundary``), as for spacex.nvim: the package's code names no screen
  /// or method of ours.
  @Test func package_NamesNoScreenOrMethodOfOurs() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // `next` is a screen of ours and the word for a list's next page, which any client loads.
    let words = try EditorBoundary.words(sandbox).subtracting(["next"])
    try EditorBoundary.check(Self.package.appendingPathComponent("spacex.el"), comment: ";", against: words)
  }
}
