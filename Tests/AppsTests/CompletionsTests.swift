import Foundation
import TestSupport
import Testing

/// `spacex completions`: the bash script loaded into a real bash and asked for completions the
/// way bash asks (COMP_WORDS, COMP_CWORD), and the zsh and fish scripts' shape.
@Suite struct CompletionsTests {
  /// The script for `shell`; with `launchLibrary`, Launch Library 2 merged in (its sample: the
  /// address answers nothing).
  private static func script(_ shell: String, _ sandbox: Sandbox, launchLibrary: Bool = false) throws -> String {
    let environment = launchLibrary ? sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0") : sandbox.environment()
    let result = try Executable.spacex.run(["completions", shell], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// What bash offers for the command line `words`, the last one being completed.
  private static func complete(_ words: [String], with script: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let array = words.map { "'\($0)'" }.joined(separator: " ")
    process.arguments = [
      "bash", "--norc", "-c",
      "source '\(script.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _spacex; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  /// The bash script, written into `directory` for ``complete(_:with:)``.
  private static func bashFile(_ sandbox: Sandbox, in directory: TemporaryDirectory, launchLibrary: Bool = false)
    throws -> URL
  {
    let file = directory.url.appendingPathComponent("spacex.bash")
    try Data(script("bash", sandbox, launchLibrary: launchLibrary).utf8).write(to: file)
    return file
  }

  @Test func bash_CompletesCommandsFlagsValuesAndNames() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try Self.bashFile(sandbox, in: directory)

    // By the prefix, in the commands' order: what a later feature adds (`landpads`) may join them.
    let la = try Self.complete(["spacex", "la"], with: file)
    #expect(
      la.allSatisfy { $0.hasPrefix("la") }
        && la.filter { $0.hasPrefix("lau") } == ["launches", "launch", "launchpads", "launchpad"], "\(la)")
    #expect(try Self.complete(["spacex", "launches", "--st"], with: file) == ["--status"])
    #expect(
      try Self.complete(["spacex", "launches", "--status", ""], with: file) == ["all", "success", "failed", "upcoming"])
    #expect(try Self.complete(["spacex", "launches", "--sort", "o"], with: file) == ["oldest"])
    #expect(try Self.complete(["spacex", "--units", ""], with: file) == ["metric", "imperial"])
    #expect(try Self.complete(["spacex", "settings", "--lang", "r"], with: file) == ["ru"])
    #expect(try Self.complete(["spacex", "rockets", "--format", ""], with: file) == ["text", "json", "tsv", "ics"])
    // A command whose usage lists its own values offers those alone, and each flag once.
    #expect(try Self.complete(["spacex", "watch", "--format", ""], with: file) == ["text", "json"])
    #expect(try Self.complete(["spacex", "boosters", "--sort", ""], with: file) == ["flights", "last", "serial"])
    #expect(try Self.complete(["spacex", "watch", "--fo"], with: file) == ["--format"])
    // Names from the data the user has (here the offline sample), typed as they resolve.
    #expect(try Self.complete(["spacex", "rocket", "falcon"], with: file) == ["falcon-1", "falcon-9", "falcon-heavy"])
    #expect(try Self.complete(["spacex", "launches", "--rocket", "st"], with: file) == ["starship"])
    #expect(
      try Self.complete(["spacex", "--offline", "launchpad", "k"], with: file) == ["kwajalein-atoll", "ksc-lc-39a"])
    // A flag's value is not mistaken for the command; a free value is not guessed.
    #expect(try Self.complete(["spacex", "--source", "cache", "roc"], with: file) == ["rockets", "rocket"])
    #expect(try Self.complete(["spacex", "launches", "--year", ""], with: file).isEmpty)
    #expect(try Self.complete(["spacex", "completions", ""], with: file).prefix(3) == ["bash", "zsh", "fish"])
  }

  /// Serials as the data has them, one word each (Launch Library 2's `Booster 20` would otherwise
  /// be offered as `Booster` and `20`), in one order: the same data makes the same script.
  @Test func serials_OneWordEach_InOneOrder() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try Self.bashFile(sandbox, in: directory, launchLibrary: true)
    #expect(try Self.complete(["spacex", "booster", "boo"], with: file) == ["booster-20"])
    #expect(
      try Self.complete(["spacex", "booster", "B105"], with: file) == [
        "B1050", "B1051", "B1052", "B1053", "B1054", "B1055", "B1056", "B1057", "B1058", "B1059",
      ])
    #expect(try Self.script("bash", sandbox, launchLibrary: true) == String(contentsOf: file, encoding: .utf8))
    #expect(try Self.script("fish", sandbox, launchLibrary: true) == Self.script("fish", sandbox, launchLibrary: true))
  }

  @Test func zshAndFish_HaveEveryCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let zsh = try Self.script("zsh", sandbox)
    #expect(zsh.contains("bashcompinit") && zsh.contains("complete -F _spacex spacex"))
    let fish = try Self.script("fish", sandbox)
    for command in ["rockets", "launches", "next", "launchpad", "settings", "favourites", "browse"] {
      #expect(fish.contains("-a \(command) -d '"), "\(command)")
    }
    #expect(fish.contains("-l status -xa 'all success failed upcoming'"))
    #expect(fish.contains("-n '__fish_seen_subcommand_from watch' -l format -xa 'text json'"))
    #expect(fish.contains("-n 'not __fish_seen_subcommand_from watch' -l format -xa 'text json tsv ics'"))
    let wrong = try Executable.spacex.run(["completions", "powershell"], environment: sandbox.environment())
    #expect(wrong.status == 2 && wrong.stderr.contains("expected one of: bash, zsh, fish"))
  }
}
