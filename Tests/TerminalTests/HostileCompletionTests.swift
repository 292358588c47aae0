import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Names in the data are text from the network: completion offers them as words to type, never
/// as code a shell runs or options a command takes, in every shell.
@Suite struct HostileCompletionTests {
  /// Rocket names a hostile (or broken) API could send: each would run a command, split into two
  /// offers or pass for an option if a shell read it as anything but a word.
  static let hostileNames = [
    "$({touch,pwned-brace})", "`touch${IFS}pwned-tick`", "a;touch${IFS}pwned-semi", "-rf", "--exec=touch",
    "two\nlines",
  ]

  /// A cache holding the sample's rockets and the hostile ones, fetched as a user's would be.
  private static func cacheWithHostileRockets(_ sandbox: Sandbox) throws {
    let api = try LoopbackServer.sampleDirectory()
    defer { api.remove() }
    let file = api.url.appendingPathComponent("rockets.json")
    var rockets = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    let model = try #require(rockets.first)
    for (index, name) in hostileNames.enumerated() {
      var rocket = model
      rocket["id"] = "hostile-\(index)"
      rocket["name"] = name
      rockets.append(rocket)
    }
    try JSONSerialization.data(withJSONObject: rockets).write(to: file)
    let server = try LoopbackServer(dataDirectory: api.url)
    let fetched = try Executable.spacex.run(
      ["rockets", "--refresh"], environment: sandbox.environment(apiURL: server.baseURL))
    #expect(fetched.status == 0 && fetched.stdout.contains("pwned-brace"), "\(fetched.stderr)")
  }

  /// Interactive bash on a terminal, the script sourced as a user's ~/.bashrc would, TAB pressed
  /// twice after `spacex rocket `: the names are listed, and nothing in them runs.
  @Test func bashOnATerminal_ListsNamesAndRunsNothing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try Self.cacheWithHostileRockets(sandbox)
    var environment = sandbox.environment()
    environment["PATH"] = Executable.spacex.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["TERM"] = "dumb"
    let script = try Executable.spacex.run(["completions", "bash"], environment: environment)
    #expect(script.status == 0)

    let home = try TemporaryDirectory()
    defer { home.remove() }
    let rc = home.url.appendingPathComponent("bashrc")
    let settings = "PS1='READY$ '\nbind 'set completion-query-items 1000'\nbind 'set page-completions off'\n"
    try Data((settings + script.stdout).utf8).write(to: rc)
    let typed = try PythonScript.run(
      Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/pty_type.py"),
      ["READY$ ", "spacex rocket \\t\\t\\x15exit\\n", "--", "bash", "--noprofile", "--rcfile", rc.path, "-i"],
      environment: environment, in: home.url)
    #expect(typed.passed, "\(typed.output)")

    let offered = Set(typed.output.split(whereSeparator: \.isWhitespace).map(String.init))
    #expect(offered.isSuperset(of: ["falcon-9", "falcon-heavy", "--refresh"]), "the listing: \(typed.output)")
    for word in ["-rf", "--exec=touch", "two", "lines"] {
      #expect(!offered.contains(word), "offered \(word): \(typed.output)")
    }
    let created = try FileManager.default.contentsOfDirectory(atPath: home.url.path).filter { $0.hasPrefix("pwned") }
    #expect(created.isEmpty, "TAB ran a command hidden in a name: \(created)")
  }

  /// What every shell's script reads (`completions words`): names only, one a line.
  @Test func wordsForEveryShell_AreNamesOnly() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try Self.cacheWithHostileRockets(sandbox)
    let words = try Executable.spacex.run(
      ["--offline", "completions", "words", "rocket"], environment: sandbox.environment())
    #expect(words.status == 0)
    let offered = words.stdout.split(separator: "\n").map(String.init)
    #expect(offered.contains("falcon-9"), "\(offered)")
    for word in offered {
      #expect(word.allSatisfy { $0.isLetter || $0.isNumber || "-._+".contains($0) } && !word.hasPrefix("-"), "\(word)")
    }
  }
}
