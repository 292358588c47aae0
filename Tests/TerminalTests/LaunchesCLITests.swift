import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex launches` on the offline sample, as a user runs it.
@Suite struct LaunchesCLITests {
  private func run(_ arguments: [String]) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    return try Executable.spacex.run(arguments, environment: sandbox.environment())
  }

  @Test func failedFalcon9Launches_NewestFirst() throws {
    let result = try run(["launches", "--rocket", "falcon9", "--status", "failed"])
    #expect(result.status == 0)
    Snapshot.assert(result.streams, named: "sample")
  }

  @Test func upcoming_InRussian_ShowMonthPrecisionAndPassedDates() throws {
    let result = try run(["launches", "--status", "upcoming", "--lang", "ru", "--limit", "4", "--utc"])
    #expect(result.status == 0)
    Snapshot.assert(result.streams, named: "sample")
  }

  @Test(arguments: [
    (
      ["--status", "sideways"],
      "Error: invalid value 'sideways' for --status (expected one of: all, success, failed, upcoming)."
    ),
    (["--limit", "0"], "Error: invalid value '0' for --limit (expected a number from 1 to 100, or all)."),
    (["--year", "20x1"], "Error: invalid value '20x1' for --year (expected a four-digit year such as 2020)."),
    (
      ["--from", "2020-13-01"],
      "Error: invalid value '2020-13-01' for --from (expected a day that exists (2020-13-01 does not))."
    ),
    (
      ["--to", "2020-02-30"],
      "Error: invalid value '2020-02-30' for --to (expected a day that exists (2020-02-30 does not))."
    ),
    (["--from", "2020-2-3"], "Error: invalid value '2020-2-3' for --from (expected a date as YYYY-MM-DD)."),
    (["--stauts", "failed"], "Error: unknown option '--stauts'; did you mean '--status'?"),
  ])
  func badValues_ExitTwo_WithAOneLineHint(arguments: [String], message: String) throws {
    let result = try run(["launches"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message + " See 'spacex launches --help'.\n")
  }

  @Test func unknownRocket_ExitsOne_WithSuggestions() throws {
    let result = try run(["launches", "--rocket", "falcon 7"])
    #expect(result.status == 1)
    #expect(result.stderr == "Error: No rocket matches 'falcon 7'. Did you mean: Falcon 1, Falcon 9?\n")
  }

  @Test func emptyResult_SaysWhichFilterEmptiedIt_AndExitsZero() throws {
    let result = try run(["launches", "--rocket", "falcon1", "--year", "2020"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("No launches match: none are left after the year filter (2020).\n"))
  }
}
