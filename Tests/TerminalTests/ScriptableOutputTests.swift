import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex` in pipes and scripts: whole lines and only the answer on stdout, and `--format
/// json|tsv|ics` giving what `spacex-rpc` gives, as a table of raw values, or as a calendar.
@Suite struct ScriptableOutputTests {
  /// No `COLUMNS`: stdout is a file here, as in a pipe.
  private func run(_ arguments: [String], sandbox: Sandbox) throws -> Executable.Result {
    var environment = sandbox.environment()
    environment["COLUMNS"] = nil
    return try Executable.spacex.run(arguments + ["--offline"], environment: environment)
  }

  private func json(_ text: String) throws -> NSDictionary {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
  }

  @Test func pipe_GetsTheWholeTableAlone_FooterOnStderr() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try run(["launches", "--limit", "all"], sandbox: sandbox)
    #expect(result.status == 0)
    let total = try json(run(["launches", "--limit", "all", "--json"], sandbox: sandbox).stdout)["totalItems"] as? Int
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == (total ?? 0) + 1, "the header and one line per launch")
    #expect(result.stdout.contains("Galaxy 31 (23R) & 32 (17R)"), "nothing cut without COLUMNS")
    #expect(!result.stdout.contains("…"))
    #expect(result.stderr.contains("Showing 1–\(total ?? 0) of \(total ?? 0) launches"))
    #expect(result.stderr.contains("Source: offline sample"))
  }

  /// For every command with data, `--format json` is the result `spacex-rpc` sends for the same
  /// question, member for member.
  @Test func json_IsTheRPCResult_ForEveryCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let cases: [(arguments: [String], method: String, params: [String: Any]?)] = [
      (["rockets"], "rockets.list", nil),
      (["rocket", "falcon9"], "rockets.get", ["ref": "falcon9"]),
      (
        ["launches", "--rocket", "falcon9", "--status", "failed", "--limit", "3"], "launches.list",
        ["rocket": "falcon9", "status": "failed", "limit": 3]
      ),
      (["launch", "CRS-7"], "launches.get", ["ref": "CRS-7"]),
      (["launchpads"], "launchpads.list", nil),
      (["launchpad", "KSC LC 39A"], "launchpads.get", ["ref": "KSC LC 39A"]),
      (["settings"], "settings.get", nil),
    ]
    var environment = sandbox.environment()
    environment["COLUMNS"] = nil
    let rpc = try RPCSession(arguments: ["--offline"], environment: environment)
    defer { _ = rpc.finish() }
    for (arguments, method, params) in cases {
      let text = try run(arguments + ["--format", "json"], sandbox: sandbox)
      #expect(text.status == 0, "\(arguments): \(text.stderr)")
      let answer = try #require(rpc.request(method, params)["result"] as? NSDictionary, "\(method)")
      #expect(try json(text.stdout) == answer, "spacex \(arguments.joined(separator: " ")) --format json")
      #expect(try run(arguments + ["--json"], sandbox: sandbox).stdout == text.stdout, "--json is --format json")
    }
  }

  @Test func tsv_HeaderThenOneLineOfRawValuesPerItem() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try run(["launches", "--rocket", "falcon1", "--format", "tsv"], sandbox: sandbox)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map { $0.components(separatedBy: "\t") }
    let header = try #require(lines.first)
    #expect(Array(header.prefix(2)) == ["id", "name"])
    #expect(header.contains("dateUtc") && header.contains("rocket.name") && !header.contains("display"))
    #expect(lines.count == 6, "Falcon 1 flew five times")
    #expect(lines.dropFirst().allSatisfy { $0.count == header.count })
    let trailblazer = try #require(lines.first { $0.contains("Trailblazer") })
    #expect(trailblazer[try #require(header.firstIndex(of: "success"))] == "false")
    #expect(trailblazer[try #require(header.firstIndex(of: "dateUtc"))] == "2008-08-03T03:34:00.000Z")
    #expect(result.stderr.isEmpty, "no footer: \(result.stderr)")
    let rocket = try run(["rocket", "falcon9", "--format", "tsv"], sandbox: sandbox).stdout.split(separator: "\n")
    #expect(rocket.count == 2 && rocket[1].hasPrefix("5e9d0d95eda69973a809d1ec\tFalcon 9\t"))
  }

  /// Parsed by the `icalendar` package: every launch with a day is an event, timed when the hour
  /// is known; the others are named on stderr.
  @Test func limitAll_ListsEveryMatchOnOnePage_ForPipes() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let envelope = try json(run(["launches", "--limit", "all", "--json"], sandbox: sandbox).stdout)
    let total = try #require(envelope["totalItems"] as? Int)
    #expect(total > 20, "more than a default page: \(total)")
    #expect((envelope["items"] as? [Any])?.count == total)
    #expect(envelope["limit"] as? Int == total && envelope["totalPages"] as? Int == 1)
    let table = try run(["launches", "--all", "--format", "tsv"], sandbox: sandbox)
    #expect(table.stdout.split(separator: "\n").count == total + 1, "a header and every launch")
    let conflict = try run(["launches", "--all", "--limit", "5"], sandbox: sandbox)
    #expect(conflict.status == 2 && conflict.stderr.contains("--all cannot be used with --limit"))
  }

  @Test func ics_IsACalendarARealParserReads() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try run(["launches", "--status", "upcoming", "--limit", "100", "--format", "ics"], sandbox: sandbox)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("BEGIN:VCALENDAR\r\n") && result.stdout.hasSuffix("END:VCALENDAR\r\n"))
    let list = try json(run(["launches", "--status", "upcoming", "--limit", "100", "--json"], sandbox: sandbox).stdout)
    let items = try #require(list["items"] as? [[String: Any]])
    let dated = items.filter { ["hour", "day"].contains($0["datePrecision"] as? String) }
    let undated = items.filter { !["hour", "day"].contains($0["datePrecision"] as? String) }
    #expect(!dated.isEmpty && !undated.isEmpty, "the sample has both")

    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("launches.ics")
    try Data(result.stdout.utf8).write(to: file)
    let (passed, output) = try PythonScript.run(
      Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/ics_check.py"), [file.path])
    #expect(passed, "\(output)")
    let parsed = try json(output)
    let events = try #require(parsed["events"] as? [[String: Any]])
    #expect(events.map { $0["uid"] as? String } == dated.map { "\($0["id"] as? String ?? "")@spacex" })
    #expect(events.map { $0["summary"] as? String } == dated.map { $0["name"] as? String })
    for (event, item) in zip(events, dated) {
      let allDay = item["datePrecision"] as? String == "day"
      #expect(event["allDay"] as? Bool == allDay, "\(item["name"] ?? "")")
      if !allDay, let date = item["dateUtc"] as? String {
        #expect((event["start"] as? String)?.hasPrefix(String(date.prefix(19))) == true)
      }
    }
    for item in undated {
      #expect(result.stderr.contains("Left out of the calendar: \(item["name"] as? String ?? "")"))
    }
  }

  @Test(arguments: [
    (
      ["browse", "--json"],
      "Error: invalid value 'json' for --format (expected text: 'spacex browse' writes only text)."
    ),
    (
      ["rockets", "--format", "ics"],
      "Error: invalid value 'ics' for --format (expected text, json or tsv: ics is for launch lists)."
    ),
    (
      ["launches", "--format", "svg"],
      "Error: invalid value 'svg' for --format (expected text, json or tsv: this command draws no picture)."
    ),
    (
      ["rockets", "--format", "xml"],
      "Error: invalid value 'xml' for --format (expected one of: text, json, tsv, ics, svg)."
    ),
  ])
  func formatsACommandCannotWrite_AreUsageErrors(arguments: [String], message: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try run(arguments, sandbox: sandbox)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test func errorsStayOnStderr_WithTheSameExitStatus() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let text = try run(["rocket", "saturn5"], sandbox: sandbox)
    let json = try run(["rocket", "saturn5", "--json"], sandbox: sandbox)
    #expect(text.status == 1 && json.status == 1)
    #expect(json.stdout.isEmpty && json.stderr == text.stderr)
  }
}
