import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex browse` driven through piped stdin, compared with golden transcripts.
@Suite struct BrowseTests {
  private func browse(_ script: String, arguments: [String] = []) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    return try Executable.spacex.run(
      ["browse", "--offline", "--utc"] + arguments, environment: sandbox.environment(), stdin: Data(script.utf8))
  }

  /// From the rockets, open Falcon 9's card, try a key that does not apply there, open its
  /// launches, filter the failed ones, next page, open a launch, its launchpad, back, quit. Every
  /// screen says where it is, its filters, and the keys that work on it. (Transcripts start on a
  /// screen, so a feature that adds itself to the home screen changes none of them.)
  @Test func falcon9FailuresToLaunchpadAndBack() throws {
    let result = try browse("2\nn\nl\nf\nstatus failed\nn\n1\np\nb\nq\n", arguments: ["rockets"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    Snapshot.assert(result.stdout, named: "transcript")
  }

  /// Settings reachable from anywhere; the screen below redraws in the new language.
  @Test func settingsChangeRedrawsTheScreen() throws {
    let result = try browse("4\ns\nlanguage ru\nb\nx\n9\nq\n", arguments: ["rockets"])
    #expect(result.status == 0)
    Snapshot.assert(result.stdout, named: "transcript")
  }

  /// `?` says what works on every screen and what works on this one: rows, pages, the screen's
  /// filter, what it understands typed; in the language in force.
  @Test(arguments: ["en", "ru"]) func help_SaysWhatWorksOnEachScreen(language: String) throws {
    let result = try browse("?\n1\n?\ns\n?\nq\n", arguments: ["rockets", "--lang", language])
    #expect(result.status == 0)
    Snapshot.assert(result.stdout, named: "transcript-\(language)")
  }

  /// The home screen's row number of `title`, however many screens the features put before it.
  private func homeRow(_ title: String) throws -> Int {
    let home = try browse("q\n").stdout.components(separatedBy: "\n\n").first ?? ""
    let rows = home.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    let row = try #require(rows.first { $0.hasSuffix("  " + title) }, "\(title) in \(rows)")
    return try #require(Int(row.prefix { $0.isNumber }))
  }

  /// A launch list's help gives its filter, and `clear` resets exactly the fields it names.
  @Test func launchListHelp_GivesItsFilter_AndClearResetsIt() throws {
    let result = try browse("\(try homeRow("Launches"))\n?\nf\nstatus failed\nf\nclear\nq\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("n loads the next page, below the rows shown.\n"))
    #expect(
      result.stdout.contains("f asks for a filter: status S | year Y | search TEXT | sort newest|oldest, or clear."))
    let afterClear = result.stdout.components(separatedBy: "> clear\n").last ?? ""
    #expect(!afterClear.contains("Filters:"), "clear left a filter: \(afterClear.prefix(200))")
  }

  /// `n` appends a page while there is one, and says so when there is none.
  @Test func nextPage_AppendsOrSaysThereIsNone() throws {
    let result = try browse("1\n2\nl\nn\nf\nyear 2010\nn\nq\n")
    #expect(result.status == 0)
    let screens = result.stdout.components(separatedBy: "> n\n")
    try #require(screens.count == 3)
    #expect(screens[1].contains("· page 2 of ") && !screens[1].contains("There is no next page"))
    #expect(screens[2].hasPrefix("There is no next page: everything is shown.\n"))
  }

  @Test func endOfInput_QuitsCleanly() throws {
    let result = try browse("")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("SpaceX\n"))
    let first = result.stdout.split(separator: "\n").dropFirst().first
    #expect(first?.trimmingCharacters(in: .whitespaces) == "1  Rockets")
  }

  /// The home screen lists every top-level screen the features registered, in their order; a
  /// number opens one, and a screen's own key (the settings' `s`) works from anywhere.
  @Test func homeScreen_ListsEveryTopLevelScreen() throws {
    let result = try browse("?\n\(try homeRow("Launchpads"))\nb\ns\nq\n")
    #expect(result.status == 0)
    // Its help: rows open, and there is no way back from it.
    #expect(result.stdout.contains("> ?\nThe line under each screen lists the keys that work there.\n"))
    #expect(result.stdout.contains("A number + Enter opens that row.\nr reloads, q quits.\n"))
    // A rule, not a list: rows numbered from 1 (right-aligned once there are ten), the features'
    // screens in their order (a later feature may add its own between them), the settings last
    // with their key; the launch-day screens among them.
    let home = (result.stdout.components(separatedBy: "\n\n").first ?? "").split(separator: "\n").dropFirst()
    let titles = home.enumerated().map { index, line in
      let line = line.trimmingCharacters(in: .whitespaces)
      return line.hasPrefix("\(index + 1)  ") ? String(line.dropFirst("\(index + 1)  ".count)) : "unnumbered: \(line)"
    }
    let known = ["Rockets", "Next launch", "Launches", "Changes", "Launchpads", "Settings  (s)"]
    #expect(titles.filter(known.contains) == known, "\(titles)")
    #expect(titles.last == "Settings  (s)")
    #expect(result.stdout.contains("6 launchpads"))
    #expect(result.stdout.contains("Length"))
  }

  /// `spacex browse SCREEN` starts on a home screen's entry (any case), with the home screen
  /// under it; anything else is a usage error naming the choices.
  @Test func startScreen_OpensAboveHome_OrIsAUsageError() throws {
    let started = try browse("b\nq\n", arguments: ["Launchpads"])
    #expect(started.status == 0)
    #expect(started.stdout.hasPrefix("Launchpads\n"))
    #expect(started.stdout.contains("> b\nSpaceX\n"))
    #expect(started.stdout.contains("1  Rockets\n"))
    let unknown = try browse("", arguments: ["nowhere"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: invalid value 'nowhere' for SCREEN (expected one of: rockets, "))
    #expect(unknown.stderr.contains(" launches, "), "\(unknown.stderr)")
    #expect(try browse("", arguments: ["launch"]).status == 2, "a screen that needs params is no start")
    #expect(try browse("", arguments: ["rockets", "launches"]).status == 2)
  }
}
