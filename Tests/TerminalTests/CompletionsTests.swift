import AppsTestSupport
import Foundation
import Synchronization
import TestSupport
import Testing

/// `spacex completions`: each script loaded into its real shell (bash, zsh, fish) and asked for
/// completions the way that shell asks, with the built `spacex` on PATH, as an installed one
/// would be: names are read from the data when completing, never frozen into the script.
@Suite struct CompletionsTests {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The script for `shell`; with `launchLibrary`, Launch Library 2 merged in (its sample: the
  /// address answers nothing).
  private static func script(_ shell: Shell, _ sandbox: Sandbox, launchLibrary: Bool = false) throws -> String {
    let result = try Executable.spacex.run(
      ["completions", shell.rawValue], environment: environment(sandbox, launchLibrary))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The sandbox's, with the built `spacex` first on PATH, where a script finds the installed one.
  private static func environment(_ sandbox: Sandbox, _ launchLibrary: Bool = false) -> [String: String] {
    var environment =
      launchLibrary ? sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0") : sandbox.environment()
    environment["PATH"] = Executable.spacex.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    return environment
  }

  /// An installed script: written once into `directory`, read by the shell from there.
  private struct Installed {
    var shell: Shell
    var file: URL
    var environment: [String: String]

    init(_ shell: Shell, _ sandbox: Sandbox, in directory: TemporaryDirectory, launchLibrary: Bool = false) throws {
      self.shell = shell
      file = directory.url.appendingPathComponent("spacex.\(shell.rawValue)")
      try Data(CompletionsTests.script(shell, sandbox, launchLibrary: launchLibrary).utf8).write(to: file)
      environment = CompletionsTests.environment(sandbox, launchLibrary)
    }

    /// What the shell offers for the command line `words`, the last one being completed: bash's
    /// and fish's by their completion functions, zsh's (a native `#compdef` function, which only
    /// runs in zle) on a terminal, as compadd adds them.
    func complete(_ words: [String]) throws -> [String] {
      if shell == .zsh {
        let terminal = try ShellOnTerminal(.zsh, environment: environment)
        defer { terminal.remove() }
        return try terminal.type([words.joined(separator: " ") + "\t"]).first?.offered ?? []
      }
      let array = words.map { "'\($0)'" }.joined(separator: " ")
      let call = "COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _spacex"
      let command: [String] =
        switch shell {
        case .bash: ["bash", "--norc", "-c", "source '\(file.path)'; \(call); printf '%s\\n' \"${COMPREPLY[@]}\""]
        case .zsh: []  // above
        case .fish:
          [
            "fish", "--no-config", "-c",
            "source '\(file.path)'; complete -C '" + words.joined(separator: " ") + "'",
          ]
        }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.currentDirectoryURL = TemporaryDirectory.forProcesses
      process.arguments = command
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      try process.runBounded()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      // fish writes `value<TAB>description`.
      return text.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1).first ?? "") }
        .filter { !$0.isEmpty }
    }
  }

  @Test func bash_CompletesCommandsFlagsValuesAndNames() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bash = try Installed(.bash, sandbox, in: directory)

    // By the prefix, in the commands' order: what a later feature adds (`landpads`) may join them.
    let la = try bash.complete(["spacex", "la"])
    #expect(
      la.allSatisfy { $0.hasPrefix("la") }
        && la.filter { $0.hasPrefix("lau") } == ["launches", "launch", "launchpads", "launchpad"], "\(la)")
    #expect(try bash.complete(["spacex", "launches", "--st"]) == ["--status"])
    #expect(try bash.complete(["spacex", "launches", "--status", ""]) == ["all", "success", "failed", "upcoming"])
    #expect(try bash.complete(["spacex", "launches", "--sort", "o"]) == ["oldest"])
    #expect(try bash.complete(["spacex", "--units", ""]) == ["metric", "imperial"])
    #expect(try bash.complete(["spacex", "settings", "--lang", "r"]) == ["ru"])
    // Each command's own formats: a calendar only of launches, `--alarm` only beside it.
    #expect(try bash.complete(["spacex", "rockets", "--format", ""]) == ["text", "json", "tsv"])
    #expect(try bash.complete(["spacex", "launches", "--format", ""]) == ["text", "json", "tsv", "ics"])
    #expect(try bash.complete(["spacex", "launches", "--ala"]) == ["--alarm"])
    #expect(try bash.complete(["spacex", "rockets", "--ala"]).isEmpty)
    #expect(try bash.complete(["spacex", "browse", "--fo"]).isEmpty, "browse writes only text")
    // A command whose usage lists its own values offers those alone, and each flag once.
    #expect(try bash.complete(["spacex", "watch", "--format", ""]) == ["text", "json"])
    #expect(try bash.complete(["spacex", "boosters", "--sort", ""]) == ["flights", "last", "serial", "turnaround"])
    #expect(try bash.complete(["spacex", "watch", "--fo"]) == ["--format"])
    // Names from the data the user has (here the offline sample), typed as they resolve.
    #expect(try bash.complete(["spacex", "rocket", "falcon"]) == ["falcon-1", "falcon-9", "falcon-heavy"])
    #expect(try bash.complete(["spacex", "launches", "--rocket", "st"]) == ["starship"])
    // A flag's values are its command's: `--status` the launch query's words with `launches`, and
    // a crew member's with `crew`.
    #expect(try bash.complete(["spacex", "launches", "--status", "a"]) == ["all"])
    #expect(try bash.complete(["spacex", "crew", "--status", "a"]) == ["active"])
    #expect(try bash.complete(["spacex", "--offline", "launchpad", "k"]) == ["kwajalein-atoll", "ksc-lc-39a"])
    // A flag's value is not mistaken for the command; a free value is not guessed.
    #expect(try bash.complete(["spacex", "--source", "cache", "roc"]) == ["rockets", "rocket"])
    #expect(try bash.complete(["spacex", "launches", "--year", ""]).isEmpty)
    #expect(try bash.complete(["spacex", "completions", ""]).prefix(3) == ["bash", "zsh", "fish"])
    // Word by word: only what may follow the words typed; a free value's flag is offered nothing.
    #expect(try bash.complete(["spacex", "settings", "set", "length", ""]) == ["m", "ft"])
    #expect(try bash.complete(["spacex", "settings", "set", ""]) == ["length", "mass", "units", "language", "home"])
    #expect(try bash.complete(["spacex", "settings", "set", "mass", "kg", ""]).allSatisfy { $0.hasPrefix("--") })
    for flag in [
      ["next", "--wait", "--before"], ["changes", "--since"], ["watch", "--at"], ["launches", "--limit"],
    ] {
      #expect(try bash.complete(["spacex"] + flag + [""]).isEmpty, "\(flag)")
    }
  }

  /// zsh and fish, for real: the same offers as bash for the same lines.
  @Test(arguments: [Shell.zsh, .fish])
  func otherShells_OfferWhatBashOffers(_ shell: Shell) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (bash, other) = (try Installed(.bash, sandbox, in: directory), try Installed(shell, sandbox, in: directory))
    for line in [
      ["spacex", "launches", "--status", ""], ["spacex", "boosters", "--sort", ""],
      ["spacex", "rockets", "--format", ""],
      ["spacex", "launches", "--format", ""], ["spacex", "watch", "--format", ""], ["spacex", "rocket", "falcon"],
      ["spacex", "booster", "B106"], ["spacex", "launches", "--rocket", "st"], ["spacex", "crew", "--agency", ""],
      ["spacex", "next", "--rocket", "f"],
      ["spacex", "settings", "set", "length", ""], ["spacex", "settings", "set", ""], ["spacex", "settings", "s"],
    ] {
      let (offered, bashOffers) = (try other.complete(line), try bash.complete(line))
      #expect(!offered.isEmpty && Set(offered) == Set(bashOffers), "\(shell) \(line): \(offered)")
    }
    #expect(try other.complete(["spacex", "rockets", "--ala"]).isEmpty, "\(shell) offers --alarm only with launches")
    let wrong = try Executable.spacex.run(["completions", "powershell"], environment: sandbox.environment())
    #expect(wrong.status == 2 && wrong.stderr.contains("expected one of: bash, zsh, fish"))
  }

  /// Serials as the data has them, one word each (Launch Library 2's `Booster 20` would otherwise
  /// be offered as `Booster` and `20`), in one order; the script itself holds no names.
  @Test func serials_OneWordEach_InOneOrder() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bash = try Installed(.bash, sandbox, in: directory, launchLibrary: true)
    #expect(try bash.complete(["spacex", "booster", "boo"]) == ["booster-20"])
    #expect(
      try bash.complete(["spacex", "booster", "B105"]) == [
        "B1050", "B1051", "B1052", "B1053", "B1054", "B1055", "B1056", "B1057", "B1058", "B1059",
      ])
    let script = try String(contentsOf: bash.file, encoding: .utf8)
    #expect(!script.contains("B1050") && !script.contains("falcon-heavy"), "names are read, never written in")
  }

  /// `--program` offers the programs Launch Library 2 names in the data (here the sample's), for
  /// every command whose launch query has it, in every shell alike.
  @Test(arguments: Shell.allCases)
  func programs_AreTheDatasOwn_ForEachCommandTakingThem(_ shell: Shell) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let installed = try Installed(shell, sandbox, in: directory, launchLibrary: true)
    for command in ["launches", "favourites", "stats"] {
      #expect(try installed.complete(["spacex", command, "--program", "st"]) == ["starlink"], "\(shell) \(command)")
    }
    #expect(try installed.complete(["spacex", "launches", "--program", "co"]).count == 3, "\(shell)")
  }

  /// An installed script never goes stale: a booster only the cache knows (fetched after the
  /// script was written) is offered by it, in every shell.
  @Test(arguments: Shell.allCases)
  func aSerialOnlyTheCacheKnows_IsOfferedByAnInstalledScript(_ shell: Shell) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let installed = try Installed(shell, sandbox, in: directory)
    #expect(try installed.complete(["spacex", "booster", "B99"]).isEmpty)

    try BoosterOnlyACacheKnows.fetch(sandbox)

    #expect(try installed.complete(["spacex", "booster", "B99"]) == ["B9901"], "\(shell)")
  }

  /// Every value completion offers after a command's option is one that command accepts: each
  /// command with the first reference it offers (for a card), each option with each value.
  @Test func everyValueOffered_IsAcceptedByItsCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bash = try Installed(.bash, sandbox, in: directory)
    // The shared data options are the same parser for every command (tested with it); the
    // rest, `--format` included, differ by command.
    let shared: Set = [
      "--source", "--lang", "--units", "--cache-dir", "--timeout", "--connect-timeout", "--api-url", "--ll2-url",
    ]
    var lines: [[String]] = []
    for command in try bash.complete(["spacex", ""]) where !command.hasPrefix("-") && command != "help" {
      // The command alone, or with the first argument completion offers it, then (a launch, which
      // completion leaves to be typed) flight number 1, then as its help's first example (a value
      // only the user knows, such as a place): whichever the command takes.
      let offered = try bash.complete(["spacex", command, ""]).first { !$0.hasPrefix("-") }
      let candidates =
        [[command]] + (offered.map { [[command, $0], [command, $0, "1"]] } ?? [[command, "1"]])
        + (try Self.example(of: command, sandbox).map { [$0] } ?? [])
      guard let base = try candidates.first(where: { try Self.runBriefly($0 + ["--offline"], sandbox).status != 2 })
      else {
        Issue.record("spacex \(command): no command line tried is one it takes: \(candidates)")
        continue
      }
      // After a switch the shell offers what it offers after the command: no values of its own.
      let afterCommand = try bash.complete(["spacex"] + base + [""])
      for flag in try bash.complete(["spacex"] + base + ["--"]) where !shared.contains(flag) {
        let values = try bash.complete(["spacex"] + base + [flag, ""])
        guard values != afterCommand else { continue }
        let calendar = flag == "--alarm" ? ["--format", "ics"] : []
        lines += values.map { base + [flag, $0, "--offline"] + calendar }
      }
      if try bash.complete(["spacex"] + base + ["--ala"]) == ["--alarm"] {
        lines.append(base + ["--format", "ics", "--alarm", "30m", "--offline"])
      }
    }
    // Two at a time: each is a process, most of them quick, `watch` running until stopped.
    let results = Mutex([(status: Int32, stderr: String)?](repeating: nil, count: lines.count))
    let commandLines = lines
    DispatchQueue.concurrentPerform(iterations: commandLines.count) { index in
      let result = try? Self.runBriefly(commandLines[index], sandbox)
      results.withLock { $0[index] = result }
    }
    for (line, result) in zip(lines, results.withLock { $0 }) {
      #expect(result != nil && result?.status != 2, "spacex \(line.joined(separator: " ")): \(result?.stderr ?? "")")
    }
    #expect(lines.count > 50, "values tried: \(lines.count)")
  }

  /// The arguments of the first `Example: spacex COMMAND …` line of the command's help, split at
  /// spaces; `nil` when it gives none.
  private static func example(of command: String, _ sandbox: Sandbox) throws -> [String]? {
    let help = try Executable.spacex.run([command, "--help", "--offline"], environment: sandbox.environment()).stdout
    let prefix = "Example: spacex "
    let lines = help.split(separator: "\n").map { $0.drop { $0 == " " } }
    guard let line = lines.first(where: { $0.hasPrefix(prefix) }) else { return nil }
    return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
  }

  /// `spacex ARGUMENTS`, stopped after a few seconds (`watch` runs until stopped; a refused
  /// value stops it at once with status 2).
  private static func runBriefly(_ arguments: [String], _ sandbox: Sandbox) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.currentDirectoryURL = TemporaryDirectory.forProcesses
    process.arguments = ["timeout", "2", Executable.spacex.url.path] + arguments
    process.environment = sandbox.environment()
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.runBounded()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
