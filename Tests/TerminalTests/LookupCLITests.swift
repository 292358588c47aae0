import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// References as people type them: a unique word or part of a name is enough; several matches
/// are an error that lists them.
@Suite struct LookupCLITests {
  private func run(_ arguments: [String]) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    return try Executable.spacex.run(arguments + ["--offline"], environment: sandbox.environment())
  }

  @Test(arguments: [
    (["launchpad", "kwajalein"], "Kwajalein Atoll — retired"), (["launchpad", "slc 40"], "CCSFS SLC 40 — active"),
    (["launchpad", "39a"], "KSC LC 39A — active"), (["rocket", "heavy"], "Falcon Heavy — active"),
    (["launch", "amos 6"], "Amos-6 — failure"), (["rocket", "fh"], "Falcon Heavy — active"),
    (["rocket", "F9"], "Falcon 9 — active"),
  ])
  func uniqueWordOrPart_Resolves(arguments: [String], title: String) throws {
    let result = try run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(title + "\n"), "\(result.stdout.prefix(80))")
  }

  @Test func severalMatches_ExitOne_ListingThem() throws {
    let rocket = try run(["rocket", "falcon"])
    #expect(rocket.status == 1 && rocket.stdout.isEmpty)
    #expect(
      rocket.stderr == "Error: 'falcon' is ambiguous: 3 match (Falcon 1, Falcon 9, Falcon Heavy). Which one?\n")
    let launches = try run(["launches", "--rocket", "falcon"])
    #expect(launches.status == 1 && launches.stderr.contains("is ambiguous"))
    let russian = try run(["launch", "crew", "--lang", "ru"])
    #expect(russian.status == 1)
    #expect(
      russian.stderr.hasPrefix("Ошибка: «crew» неоднозначно: подходят 6 (Crew Dragon In Flight Abort Test, Crew-1"))
  }
}
