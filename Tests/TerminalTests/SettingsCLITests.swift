import AppsTestSupport
import Foundation
import OfflineSample
import TestSupport
import Testing

/// Settings as a user meets them: saved across runs, in effect at once, robust to a bad file.
@Suite struct SettingsCLITests {
  @Test func savedSettings_ApplyToLaterRuns() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment()
    let russian = try Executable.spacex.run(["settings", "set", "language", "ru"], environment: environment)
    #expect(russian.status == 0)
    // Said in the language just chosen, with the settings card under it.
    #expect(russian.stdout.hasPrefix("Сохранено.\n\n"), "\(russian.stdout)")
    #expect(russian.stdout.contains("Язык"))
    let rockets = try Executable.spacex.run(["rockets"], environment: environment)
    #expect(rockets.streams.contains("4 ракеты"))
    #expect(rockets.stderr.contains("Источник: встроенный образец"))
    #expect(try Executable.spacex.run(["settings", "set", "length", "ft"], environment: environment).status == 0)
    let falcon9 = try Executable.spacex.run(["rocket", "falcon9"], environment: environment)
    #expect(falcon9.stdout.contains("Высота             229,6 фт"))
    let overridden = try Executable.spacex.run(
      ["rocket", "falcon9", "--units", "metric", "--lang", "en"], environment: environment)
    #expect(overridden.stdout.split(separator: "\n").contains { $0.hasPrefix("Height ") && $0.hasSuffix(" 70 m") })
    let settings = try Executable.spacex.run(["settings", "--lang", "en"], environment: environment)
    #expect(settings.stdout.contains("Length    feet (ft)"))
    #expect(settings.stdout.contains("Language  English (en) (this run only)"))
  }

  @Test func garbageSettingsFile_GivesDefaultsAndOneWarning() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.configDirectory, withIntermediateDirectories: true)
    let file = sandbox.configDirectory.appendingPathComponent("settings.json")
    try Data([0xFF, 0x00, 0x7B]).write(to: file)
    let result = try Executable.spacex.run(["rockets"], environment: sandbox.environment())
    #expect(result.status == 0)
    #expect(result.streams.contains("4 rockets"))
    #expect(result.stderr.components(separatedBy: "\n").filter { $0.contains("settings") }.count == 1)
    let repaired = try Executable.spacex.run(["settings", "set", "mass", "lb"], environment: sandbox.environment())
    #expect(repaired.status == 0)
    #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: String])?["mass"] == "lb")
  }

  @Test(arguments: [
    (
      ["settings", "set", "colour", "blue"],
      "Error: unknown setting 'colour' (settings: length, mass, units, language, home). See 'spacex settings --help'.\n"
    ),
    (
      ["settings", "set", "mass", "stone"],
      "Error: invalid value 'stone' for mass (expected one of: kg, lb). See 'spacex settings --help'.\n"
    ),
    (["settings", "set", "mass"], "Error: missing VALUE. See 'spacex settings --help'.\n"),
  ])
  func badSettings_ExitTwo(arguments: [String], stderr: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment())
    #expect(result.status == 2)
    #expect(result.stderr == stderr)
  }
}

/// No user-visible English in `--lang ru`: every Latin-script word in the output of every command,
/// its help and its errors must come from the data (names, places, API values, URLs).
@Suite struct RussianCoverageTests {
  private static let sampleText = OfflineSample.collections.compactMap(OfflineSample.document(for:))
    .map { String(decoding: $0, as: UTF8.self).lowercased() }.joined(separator: "\n")
  /// Written the same in Russian: abbreviations and names that are not in the data, and the
  /// literal values a user types (`--status failed`, `--units metric`, `settings set mass lb`).
  private static let international: Set<String> = [
    "utc", "gmt", "api", "spacex", "id", "json", "text", "tsv", "ics", "svg", "ctrl", "readme", "rpc", "auto", "live",
    "cache",
    "bundled", "metric",
    "imperial", "all", "success", "failed", "upcoming", "newest", "oldest", "length", "mass", "units", "language", "en",
    "ru",
    "ft", "kg", "lb", "status", "year", "search", "sort", "page", "limit", "clear", "set", "rocket", "from", "to",
    // What a script reads of `spacex watch`: its event names and JSON members, and its option.
    "slip", "earlier", "newdate", "hold", "resumed", "scrub", "webcastlive", "liftoff", "outcome", "seenat",
    "launchid", "exec", "timeline",
    // `spacex boosters --sort turnaround`, and a program by its initials (`--program ccp`).
    "turnaround", "ccp",
  ]

  private static let runs: [[String]] = [
    ["--help"], ["rockets"], ["rocket", "falcon9"], ["rocket", "falcon9", "--units", "imperial"], ["launches"],
    ["launches", "--status", "upcoming"], ["launches", "--rocket", "falcon1", "--status", "upcoming"],
    ["launches", "--page", "9"], ["launch", "CCtCap Demo Mission 2"], ["launch", "CRS-7"],
    ["launch", "O3b mPower 1,2"],
    ["launchpads"], ["launchpad", "KSC LC 39A"], ["settings"], ["launches", "--status", "sideways"],
    ["rocket", "falcon 8"],
    ["rockest"], ["launches", "--stauts", "x"], ["launch", "188"], ["settings", "set", "mass", "stone"],
  ]

  @Test func everyCommand_InRussian_ShowsOnlyDataInLatinScript() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let commands = try Executable.spacex.run(["--help"], environment: sandbox.environment()).stdout
      .components(separatedBy: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { !$0.hasPrefix("-") }
    #expect(commands.count >= 7)
    for arguments in Self.runs + commands.map({ [$0, "--help"] }) {
      let result = try Executable.spacex.run(arguments + ["--lang", "ru"], environment: sandbox.environment())
      let untranslated = Self.latinWords(in: result.stdout + result.stderr).filter {
        // ALL-CAPS words are placeholders and variables; the user's own words may be echoed back.
        !Self.isData($0) && !commands.contains($0) && $0.uppercased() != $0
          && !arguments.joined(separator: " ").contains($0)
      }
      #expect(untranslated.isEmpty, "spacex \(arguments.joined(separator: " ")) --lang ru shows \(untranslated)")
    }
  }

  /// Runs of two or more Latin letters, outside option names (`--status`), option values after
  /// them and command lines quoted in help (`spacex …`).
  private static func latinWords(in text: String) -> Set<String> {
    var words = Set<String>()
    for line in text.components(separatedBy: "\n") {
      // A flag, also where a usage's continuation line brackets it (`[--format text|json]`).
      let visible = line.split(separator: " ").filter {
        !$0.hasPrefix("-") && !$0.hasPrefix("'-") && !$0.hasPrefix("[-")
      }
      .joined(
        separator: " ")
      guard !visible.contains("spacex ") || visible.contains("Источник") else { continue }
      var current = ""
      for character in visible + " " {
        if character.isASCII, character.isLetter {
          current.append(character)
        } else {
          if current.count >= 2 { words.insert(current) }
          current = ""
        }
      }
    }
    return words
  }

  private static func isData(_ word: String) -> Bool {
    international.contains(word.lowercased()) || sampleText.contains(word.lowercased())
  }
}
