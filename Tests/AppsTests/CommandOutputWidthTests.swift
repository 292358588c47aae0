import Foundation
import TestSupport
import Testing

/// Every command's output as a user reads it, in both languages, on a narrow (60), the usual (80)
/// and a wide (120) terminal: tables fit with whole headers, long values wrap, nothing runs past
/// the edge.
@Suite struct CommandOutputWidthTests {
  static let commands: [(name: String, arguments: [String])] = [
    ("help", ["--help"]), ("rockets", ["rockets"]), ("rocket", ["rocket", "falcon9"]),
    ("launches", ["launches", "--limit", "5"]), ("launch", ["launch", "CRS-7"]), ("launchpads", ["launchpads"]),
    ("launchpad", ["launchpad", "Kwajalein Atoll"]), ("settings", ["settings"]),
    ("browse-help", ["browse", "--help"]), ("favourites", ["favourites"]), ("boosters", ["boosters"]),
    ("booster", ["booster", "B1062"]), ("ships", ["ships"]), ("ship", ["ship", "GO Quest"]),
    ("landpads", ["landpads"]), ("landpad", ["landpad", "of still"]), ("capsules", ["capsules"]),
    ("capsule", ["capsule", "C206"]), ("changes", ["changes", "--since", "30d"]), ("watch-help", ["watch", "--help"]),
  ]
  /// Commands whose output is no table or card to fit, or changes with the clock, each with why.
  static let exempt: [String: String] = [
    "next": "its answer changes with the clock (NextLaunchTests run it against a loopback API)",
    "favourite": "it changes the favourites and prints one line",
    "completions": "a shell script, not text for a terminal",
    "browse": "interactive; browse --help is above, its screens are the commands'",
  ]

  /// A new command joins the width tests or says why not: every command `spacex --help` lists is
  /// in `commands` (by its first argument) or in `exempt`.
  @Test func everyListedCommand_IsCheckedOrExempt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let help = try Executable.spacex.run(["--help", "--offline"], environment: sandbox.environment()).stdout
    let listed = help.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst().prefix { $0.hasPrefix("  ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(listed.count >= 10, "the overview's commands: \(listed)")
    let checked = Set(Self.commands.compactMap { $0.arguments.first }).union(Self.exempt.keys)
    #expect(Set(listed).subtracting(checked).isEmpty, "not width-checked: \(Set(listed).subtracting(checked))")
  }

  @Test(arguments: [60, 80, 120])
  func everyCommand(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    for (name, arguments) in Self.commands {
      for language in ["en", "ru"] {
        // A fixed "now", so relative answers (days since a booster flew) read the same any day.
        let environment = sandbox.environment(extra: ["COLUMNS": "\(width)", "SPACEX_NOW": "2026-01-01T00:00:00Z"])
        let result = try Executable.spacex.run(arguments + ["--offline", "--lang", language], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tooWide = result.streams.split(separator: "\n").filter { $0.count > width && !$0.contains("://") }
        #expect(tooWide.isEmpty, "\(name) \(language) at \(width): \(tooWide)")
        Snapshot.assert(result.streams, named: "\(name)-\(language)-\(width)")
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
