import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex` as a subprocess: stdout, stderr and exit status for each kind of outcome.
@Suite struct SpacexCLITests {
  private func run(_ arguments: [String], extra: [String: String] = [:]) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    return try Executable.spacex.run(arguments, environment: sandbox.environment(extra: extra))
  }

  @Test func rockets_OnAFreshInstallWithoutNetwork_ListsTheSampleAndSaysSo() throws {
    let result = try run(["rockets"])
    #expect(result.status == 0)
    Snapshot.assert(result.streams, named: "sample")
    #expect(!result.stderr.contains("Error"))
  }

  @Test func sampleData_IsAnnouncedOnStderr_AndPipedOutputHasNoEscapes() throws {
    let result = try run(["rocket", "falcon9", "--offline"])
    #expect(result.stderr.hasPrefix("spacex: showing the offline sample (--offline, and nothing is cached)\n"))
    let asked = try run(["rocket", "falcon9", "--source", "bundled"])
    #expect(!asked.stderr.contains("spacex:"), "the sample asked for needs no warning: \(asked.stderr)")
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func closedPipe_EndsQuietly() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let process = Process()
    process.executableURL = Executable.spacex.url
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = ["launches", "--rocket", "falcon9", "--limit", "100", "--offline"]
    process.environment = sandbox.environment()
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try output.fileHandleForReading.close()  // the reader is gone, as after `| head -3`
    try process.runBounded()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(!stderr.contains("Fatal") && !stderr.contains("error:") && !stderr.contains("Error"), "\(stderr)")
  }

  @Test func rocket_OptionsAfterTheReference_AndLooseName() throws {
    let result = try run(["rocket", "falcon-heavy", "--offline", "--lang", "ru", "--units", "imperial"])
    #expect(result.status == 0)
    Snapshot.assert(result.streams, named: "falconHeavy-ru-imperial")
  }

  @Test func help_Overview_AndPerCommand() throws {
    let overview = try run(["--help"])
    #expect(overview.status == 0 && overview.stderr.isEmpty)
    Snapshot.assert(overview.stdout, named: "overview")
    let command = try run(["rocket", "--help"])
    #expect(command.status == 0)
    Snapshot.assert(command.stdout, named: "rocket")
    #expect(try run(["help", "rocket"]).stdout == command.stdout)
    // Help about help is the overview, as `spacex help` is (it was a usage error).
    for words in [["help", "--help"], ["help", "-h"], ["help"]] {
      let help = try run(words)
      #expect(help.status == 0 && help.stderr.isEmpty, "\(words): \(help.stderr)")
      #expect(help.stdout == overview.stdout, "\(words)")
    }
    // Every --format value is listed, svg with the rest.
    #expect(overview.stdout.contains("--format text|json|tsv|ics|svg"), "\(overview.stdout)")
  }

  /// Every command's help fits the terminal it is shown on: a bracketed group wider than a line
  /// breaks at its own spaces (`settings`' usage was one 106-column line at 80 columns). The
  /// commands are read from the overview, so a new one is checked too.
  @Test func everyCommandsHelp_FitsItsWidth() throws {
    let overview = try run(["--help"], extra: ["COLUMNS": "200"]).stdout
    let commands = overview.split(separator: "\n").drop { !$0.hasPrefix("Commands:") }.dropFirst()
      .prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(commands.contains("settings") && commands.count > 15, "\(commands)")
    for width in [60, 80] {
      for command in commands {
        let help = try run([command, "--help"], extra: ["COLUMNS": "\(width)"])
        #expect(help.status == 0, "\(command)")
        for line in help.stdout.split(separator: "\n") where line.count > width {
          Issue.record("\(command) --help at \(width) columns: \(line.count) columns: \(line)")
        }
      }
    }
  }

  @Test func version_PrintsAndExitsZero() throws {
    let result = try run(["rockets", "--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("spacex "))
  }

  @Test(arguments: [
    (["rockest"], "Error: unknown command 'rockest'; did you mean 'rocket'? See 'spacex --help'.\n"),
    (
      ["rockets", "--source", "sideways"],
      "Error: invalid value 'sideways' for --source (expected one of: auto, live, cache, bundled). See 'spacex --help'.\n"
    ),
    // A value a typo away from an allowed one says which, as a mistyped command does.
    (
      ["launches", "--status", "upcomming"],
      "Error: invalid value 'upcomming' for --status; did you mean 'upcoming'? "
        + "(expected one of: all, success, failed, upcoming). See 'spacex launches --help'.\n"
    ),
    (
      ["rockets", "--lang", "rus"],
      "Error: invalid value 'rus' for --lang; did you mean 'ru'? (expected one of: en, ru). See 'spacex --help'.\n"
    ),
    (
      ["settings", "set", "mass", "lbs"],
      "Error: invalid value 'lbs' for mass; did you mean 'lb'? (expected one of: kg, lb). "
        + "See 'spacex settings --help'.\n"
    ),
    (["rockets", "extra"], "Error: unexpected argument 'extra'. See 'spacex rockets --help'.\n"),
    (["rocket"], "Error: missing REF. See 'spacex rocket --help'.\n"),
    (["rocket", "falcon9", "--frobnicate"], "Error: unknown option '--frobnicate'. See 'spacex rocket --help'.\n"),
  ])
  func usageErrors_ExitTwo_WithAHint(arguments: [String], stderr: String) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == stderr)
  }

  @Test func unknownRocket_ExitsOne_SuggestingCloseNames() throws {
    let result = try run(["rocket", "falcon 8", "--offline"])
    #expect(result.status == 1)
    #expect(result.stderr == "Error: No rocket matches 'falcon 8'. Did you mean: Falcon 1, Falcon 9?\n")
  }

  @Test func liveOnly_WithNoServer_ExitsOneNamingTheCause() throws {
    let result = try run(["rockets", "--source", "live"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("Error: Rockets are unavailable: live: http://127.0.0.1:9/v4/rockets: could not connect"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func badAPIURLInTheEnvironment_IsAUsageError() throws {
    let result = try run(["rockets"], extra: ["SPACEX_API_URL": "not a url"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: invalid value 'not a url' for SPACEX_API_URL"))
  }

  @Test func languageFromLANG_WhenNothingIsSet() throws {
    let result = try run(["rockets", "--offline"], extra: ["LANG": "ru_RU.UTF-8"])
    #expect(result.streams.contains("4 ракеты"))
  }
}
