import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Each warning is said once per run: a record decoded again, or every cache write failing for
/// one reason, is one line and a count, not a screenful.
@Suite struct WarningsOnceTests {
  private static func warnings(_ stderr: String, _ prefix: String) -> (first: [Substring], summary: [Substring]) {
    let lines = stderr.split(separator: "\n").filter { $0.hasPrefix("spacex: warning: " + prefix) }
    return (lines.filter { !$0.hasSuffix(" more like it)") }, lines.filter { $0.hasSuffix(" more like it)") })
  }

  /// A cache folder under a file: every read and write of the run fails alike.
  @Test(arguments: [["launches", "--limit", "2"], ["launch", "CRS-7"], ["favourite", "add", "CRS-7"]])
  func aCacheThatCannotBeUsed_IsOneLineOfEachKind_WithACount(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.root.url.appendingPathComponent("a-file")
    try Data().write(to: file)
    let environment = sandbox.environment(
      ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_CACHE_DIR": file.appendingPathComponent("cache").path])
    let result = try Executable.spacex.run(arguments + ["--offline"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let reads = Self.warnings(result.stderr, "ignoring cache file")
    #expect(reads.first.count == 1, "\(result.stderr)")
    #expect(reads.summary.count <= 1)
    #expect(Self.warnings(result.stderr, "could not cache").first.count <= 1, "\(result.stderr)")
    // Nothing said twice, to the letter.
    let lines = result.stderr.split(separator: "\n")
    #expect(Set(lines).count == lines.count, "\(result.stderr)")
  }

  /// A malformed record is skipped with one warning, however many times the command reads the
  /// document it is in.
  @Test func aMalformedRecord_IsOneWarning() throws {
    let data = try LoopbackServer.sampleDirectory()
    defer { data.remove() }
    let file = data.url.appendingPathComponent("launches.json")
    var launches = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    launches[0]["flight_number"] = "one"
    try JSONSerialization.data(withJSONObject: launches).write(to: file)
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    // Each from an empty cache: a later run reads the cached copy, the record already left out.
    for arguments in [["launches", "--limit", "3"], ["launch", "Crew-5"], ["next"], ["stats"]] {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let result = try Executable.spacex.run(arguments, environment: sandbox.environment(apiURL: server.baseURL))
      let said = Self.warnings(result.stderr, "skipped malformed")
      #expect(said.first.count == 1 && said.summary.count <= 1, "\(arguments): \(result.stderr)")
    }
  }

  /// An ill-typed timeline entry of a launch to come: Launch Library 2's record is read by the
  /// list, the next-launch record and the card alike, and the warning is said once.
  @Test func anIllTypedTimelineEntry_IsOneWarning() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) {
      $0["timeline"] = [["type": ["id": "one", "abbrev": 7], "relative_time": 300]]
    }
    let result = try fixture.run(["next"])
    #expect(result.status == 0, "\(result.stderr)")
    let said = result.stderr.split(separator: "\n").filter { $0.hasPrefix("spacex: warning: ") }
    #expect(!said.isEmpty, "the entry is said to be skipped: \(result.stderr)")
    #expect(Set(said).count == said.count, "\(result.stderr)")
  }
}
