import AppsTestSupport
import Core
import Foundation
import TestSupport
import Testing

/// `spacex next --line`: the next launch in one line for a status bar, from the cache alone.
@Suite struct StatusLineTests {
  @Test func fromTheCache_WithoutARequest_WithinItsWidth() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0, "the cache is filled")
    let before = try await fixture.server.control("requests")
    let line = try fixture.run(["next", "--line"])
    #expect(line.status == 0, "\(line.stderr)")
    #expect(
      line.stdout.hasPrefix("Fixture Mission A T−2d 23h go") || line.stdout.hasPrefix("Fixture Mission A T−3d go"),
      "\(line.stdout)")
    #expect(line.stdout.split(separator: "\n").count == 1 && DisplayWidthOf.columns(line.stdout) <= 60)
    let narrow = try fixture.run(["next", "--line", "--width", "20"])
    #expect(narrow.status == 0 && DisplayWidthOf.columns(narrow.stdout) <= 20, "\(narrow.stdout)")
    #expect(narrow.stdout.contains("…"), "the name gives way: \(narrow.stdout)")
    let after = try await fixture.server.control("requests")
    #expect(after == before, "no request to either API")
  }

  /// Asked with nothing the assembled command must check (no API address set), the line comes
  /// from the record of the launches to come and the copies' headers alone: the same line, even
  /// where the catalog could no longer be read.
  @Test func fromTheRecordOfTheLaunchesToCome_BeforeAnythingIsAssembled() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0, "the cache is filled")
    let assembled = try fixture.run(["next", "--line"])
    #expect(assembled.status == 0 && !assembled.stdout.isEmpty, "\(assembled.stderr)")
    var quickEnvironment = fixture.environment()
    for name in ["SPACEX_API_URL", "SPACEX_LL2_URL", "SPACEX_TEST_EVENT_SECONDS"] { quickEnvironment[name] = nil }
    let before = try await fixture.server.control("requests")
    let quick = try Executable.spacex.run(["next", "--line"], environment: quickEnvironment)
    #expect(quick.status == 0 && quick.stdout == assembled.stdout, "\(quick.stdout) / \(assembled.stdout)")

    // The catalog's compact forms gone and the SpaceX API's copy unreadable (its header kept):
    // the assembled command cannot build the line any more; the record still gives it.
    let cache = fixture.sandbox.cacheDirectory
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.path) where file.hasPrefix("DERIVED") {
      try FileManager.default.removeItem(at: cache.appendingPathComponent(file))
    }
    let launches = cache.appendingPathComponent("ALL%20launches.cache")
    let bytes = try Data(contentsOf: launches)
    let newline = try #require(bytes.firstIndex(of: UInt8(ascii: "\n")))
    try (bytes[...newline] + Data(repeating: UInt8(ascii: "x"), count: bytes.count - newline - 1)).write(to: launches)
    let broken = try fixture.run(["next", "--line"])
    #expect(broken.stdout != assembled.stdout, "the assembled command no longer reads the line: \(broken.stderr)")
    let stillQuick = try Executable.spacex.run(["next", "--line"], environment: quickEnvironment)
    #expect(stillQuick.status == 0 && stillQuick.stdout == assembled.stdout, "\(stillQuick.stdout)\(stillQuick.stderr)")
    // A value the assembled command refuses for every command is refused here too.
    var refused = quickEnvironment
    refused["SPACEX_RPC_REFRESH"] = "often"
    let refusal = try Executable.spacex.run(["next", "--line"], environment: refused)
    #expect(refusal.status == 2 && refusal.stderr.contains("SPACEX_RPC_REFRESH"), "\(refusal.stdout)\(refusal.stderr)")
    let after = try await fixture.server.control("requests")
    #expect(after == before, "no request to either API")
  }

  /// Launch Library 2's cached copy corrupt, then gone: the line is still the record's, with one
  /// warning naming the copy (no word of fetching: the line fetches nothing), and no request.
  @Test(arguments: [false, true])
  func aBadOrMissingLaunchLibraryCopy_TheRecordStillAnswers_WithOneWarning(deleted: Bool) async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["launches", "--limit", "1"]).status == 0, "the cache is filled")
    var quickEnvironment = fixture.environment()
    for name in ["SPACEX_API_URL", "SPACEX_LL2_URL", "SPACEX_TEST_EVENT_SECONDS"] { quickEnvironment[name] = nil }
    let good = try Executable.spacex.run(["next", "--line"], environment: quickEnvironment)
    #expect(good.status == 0 && !good.stdout.isEmpty && good.stderr.isEmpty, "\(good.stderr)")
    // The copy the record names as Launch Library 2's.
    let store = FileCacheStore(directory: fixture.sandbox.cacheDirectory)
    // `NextLaunchDigest.cacheKey`, the record of the launches to come.
    let record = try #require(store.entry(for: "DIGEST next launches"))
    let key = try #require(
      String(decoding: record.data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("ll2\t") }?
        .dropFirst(4))
    let copy = store.fileURL(for: String(key))
    if deleted {
      try FileManager.default.removeItem(at: copy)
    } else {
      try Data("not a cache file\n".utf8).write(to: copy)
    }
    let before = try await fixture.server.control("requests")
    let line = try Executable.spacex.run(["next", "--line"], environment: quickEnvironment)
    #expect(line.status == 0 && line.stdout == good.stdout, "\(line.stdout)\(line.stderr)")
    let said = line.stderr.split(separator: "\n")
    #expect(said.count == 1 && said[0].contains(copy.path) && !line.stderr.contains("fetch"), "\(line.stderr)")
    let after = try await fixture.server.control("requests")
    #expect(after == before, "no request to either API")
  }

  @Test func nothingCached_ExitsOne_WithoutALine() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // Both APIs at an address that answers nothing: the line must not try them either.
    let result = try Executable.spacex.run(
      ["next", "--line"], environment: sandbox.environment(apiURL: "http://127.0.0.1:9", ll2URL: "http://127.0.0.1:9"))
    #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("no launch to come in the cache"), "\(result.stderr)")
  }

  @Test(arguments: [
    ["next", "--line", "--width", "5"], ["next", "--width", "40"], ["next", "--line", "--wait"],
    ["next", "--line", "--format", "json"],
  ])
  func misuse_IsAUsageError(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment())
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
  }
}

/// Display columns of a line as a terminal counts them (each character one column here: the
/// line is Latin, digits and `T−`).
private enum DisplayWidthOf {
  static func columns(_ text: String) -> Int {
    text.split(separator: "\n").map(\.count).max() ?? 0
  }
}
