import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Every command's output as a user reads it, in both languages, on a narrow (60), the usual (80)
/// and a wide (120) terminal: tables fit with whole headers, long values wrap, nothing runs past
/// the edge. A command whose text a presenter's golden pins already (``pinnedByPresenter``) is
/// held here to what proves it is the screen asked for (its first line), not pinned again; the
/// others (help, and screens no presenter golden pins) read as their goldens.
@Suite struct CommandOutputWidthTests {
  static let commands: [(name: String, arguments: [String])] = [
    ("help", ["--help"]), ("rockets", ["rockets"]), ("rocket", ["rocket", "falcon9"]),
    ("launches", ["launches", "--limit", "5"]), ("launch", ["launch", "CRS-7"]), ("launchpads", ["launchpads"]),
    ("launchpad", ["launchpad", "Kwajalein Atoll"]), ("settings", ["settings"]),
    ("browse-help", ["browse", "--help"]), ("favourites", ["favourites"]), ("boosters", ["boosters"]),
    ("booster", ["booster", "B1062"]), ("ships", ["ships"]), ("ship", ["ship", "GO Quest"]),
    ("landpads", ["landpads"]), ("landpad", ["landpad", "of still"]), ("capsules", ["capsules"]),
    ("capsule", ["capsule", "C206"]), ("sky", ["sky", "CRS-9", "--place", "28.54,-81.38"]),
    ("changes", ["changes", "--since", "30d"]), ("watch-help", ["watch", "--help"]),
    // A declared collection's help, derived: a list with options and one without, an item's.
    ("boosters-help", ["boosters", "--help"]), ("launchpads-help", ["launchpads", "--help"]),
    ("launchpad-help", ["launchpad", "--help"]),
  ]
  /// The commands whose text their presenter's goldens pin (at 60, 80 and 120 columns, in both
  /// languages), each with what its first line of stdout holds in English and in Russian: the
  /// line that proves the screen is the one asked for.
  static let pinnedByPresenter: [String: (en: String, ru: String)] = [
    "rockets": ("Rocket", "Ракета"), "rocket": ("Falcon 9 — ", "Falcon 9 — "), "launches": ("Name", "Название"),
    "launch": ("CRS-7 — ", "CRS-7 — "), "launchpads": ("Launchpad", "Площадка"),
    "launchpad": ("Kwajalein Atoll — ", "Kwajalein Atoll — "), "settings": ("Settings", "Настройки"),
    "boosters": ("Booster", "Ступень"), "booster": ("B1062 — ", "B1062 — "), "ships": ("Ship", "Судно"),
    "ship": ("GO Quest — ", "GO Quest — "), "crew": ("Astronaut", "Астронавт"),
    "astronaut": ("Akihiko Hoshide — ", "Akihiko Hoshide — "), "payloads": ("Payload", "Полезная нагрузка"),
    "payload": ("O3b mPower 3.4 — ", "O3b mPower 3.4 — "), "sky": ("CRS-9 — ", "CRS-9 — "),
  ]
  /// Commands whose output is no table or card to fit, or changes with the clock, each with why.
  static let exempt: [String: String] = [
    "next": "its answer changes with the clock (NextLaunchTests run it against a loopback API)",
    "favourite": "it changes the favourites and prints one line",
    "completions": "a shell script, not text for a terminal",
    "browse": "interactive; browse --help is above, its screens are the commands'",
  ]

  /// Every command `spacex --help` lists that `commands` does not name and `exempt` does not
  /// excuse, as a user would first run it: alone when its usage takes no argument, else with the
  /// first reference shell completion offers for it (`spacex completions words NAME`). So a feature's new commands are width-checked
  /// the day they land, with goldens of their own.
  static func derived(_ environment: [String: String]) throws -> [(name: String, arguments: [String])] {
    let help = try Executable.spacex.run(["--help", "--offline"], environment: environment).stdout
    let listed = help.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst().prefix { $0.hasPrefix("  ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    let named = Set(commands.compactMap(\.arguments.first)).union(exempt.keys)
    return try listed.filter { !named.contains($0) }.map { name in
      let usage = try Executable.spacex.run([name, "--help"], environment: environment).stdout
      // A reference it must be given, not one an option takes (`[--rocket REF]`).
      let synopsis = usage.split(separator: "\n").first.map(String.init) ?? ""
      let required = synopsis.replacingOccurrences(of: #"\[[^\]]*\]"#, with: "", options: .regularExpression)
      guard required.contains(" REF") else { return (name, [name]) }
      // What the completion scripts read as they complete this command's argument.
      let offered = try Executable.spacex.run(["completions", "words", name, "--offline"], environment: environment)
      let first = try #require(
        offered.stdout.split(separator: "\n").first, "\(name) takes a reference, and completion offers none")
      return (name, [name, String(first)])
    }
  }

  @Test func derivedCommands_CoverTheRestOfTheOverview() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let derived = try Self.derived(sandbox.environment())
    #expect(derived.allSatisfy { !$0.arguments.isEmpty })
    #expect(Self.commands.count + derived.count + Self.exempt.count >= 24, "\(derived.map(\.name))")
  }

  @Test(arguments: [60, 80, 120])
  func everyCommand(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    for (name, arguments) in try Self.commands + Self.derived(sandbox.environment()) {
      for language in ["en", "ru"] {
        // A fixed "now", so relative answers (days since a booster flew) read the same any day.
        let environment = sandbox.environment(extra: ["COLUMNS": "\(width)", "SPACEX_NOW": "2026-01-01T00:00:00Z"])
        let result = try Executable.spacex.run(arguments + ["--offline", "--lang", language], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tooWide = result.streams.split(separator: "\n").filter { $0.count > width && !$0.contains("://") }
        #expect(tooWide.isEmpty, "\(name) \(language) at \(width): \(tooWide)")
        if let proof = Self.pinnedByPresenter[name] {
          let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
          #expect(first.contains(language == "en" ? proof.en : proof.ru), "\(name) \(language) at \(width): \(first)")
          #expect(result.stdout.split(separator: "\n").count > 3, "\(name) \(language) at \(width)")
        } else {
          Snapshot.assert(result.streams, named: "\(name)-\(language)-\(width)")
        }
        // Headers are whole; at 120 columns a launch table keeps rocket and launchpad, and from
        // 80 the launchpad and rocket give way before a name is cut below 16.
        if name.hasSuffix("s"), let header = result.stdout.split(separator: "\n").first {
          #expect(!header.contains("…"), "\(name) \(language) at \(width): \(header)")
          if name == "launches", width >= 120 {
            let columns = language == "en" ? ["Rocket", "Launchpad"] : ["Ракета", "Площадка"]
            #expect(columns.allSatisfy(header.contains), "\(language) at \(width): \(header)")
          }
          if name == "launches", width >= 80 {
            // The name column, by where its header starts and the date's begins: rows stay apart.
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let title = language == "en" ? "Name" : "Название"
            let next = language == "en" ? "Date" : "Дата"
            if let start = lines[0].range(of: title), let end = lines[0].range(of: next) {
              let (from, to) = (lines[0].distance(of: start.lowerBound), lines[0].distance(of: end.lowerBound))
              let names = lines.dropFirst().map { String(Array($0)[from..<min(to, $0.count)]) }
              #expect(Set(names).count == names.count, "\(language) at \(width): \(names)")
              #expect(names.allSatisfy { $0.count >= 16 || !$0.contains("…") }, "\(names)")
            }
          }
        }
      }
    }
  }
}

extension String {
  fileprivate func distance(of index: String.Index) -> Int { self.distance(from: startIndex, to: index) }
}
