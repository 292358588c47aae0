import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// References as people type them: a unique word or part of a name is enough; several matches
/// are an error that lists them.
@Suite struct LookupCLITests {
  /// - Parameter launchLibrary: whether the offline sample's Launch Library 2 half is merged
  ///   (its names are what makes `Demo-2` name two launches).
  private func run(_ arguments: [String], launchLibrary: Bool = false) throws -> Executable.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(ll2URL: launchLibrary ? "http://127.0.0.1:9/2.3.0" : "off")
    return try Executable.spacex.run(arguments + ["--offline"], environment: environment)
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

  @Test func severalMatches_ExitOne_ListingACommandLineForEach() throws {
    let rocket = try run(["rocket", "falcon"])
    #expect(rocket.status == 1 && rocket.stdout.isEmpty)
    #expect(
      rocket.stderr == """
        Error: 'falcon' is ambiguous: 3 match. Which one?
          spacex rocket 'Falcon 1' --offline
          spacex rocket 'Falcon 9' --offline
          spacex rocket 'Falcon Heavy' --offline

        """)
    let launches = try run(["launches", "--rocket=falcon"])
    #expect(launches.status == 1)
    #expect(launches.stderr.contains("\n  spacex launches '--rocket=Falcon Heavy' --offline\n"), "\(launches.stderr)")
    let russian = try run(["launch", "crew", "--lang", "ru"])
    #expect(russian.status == 1)
    #expect(russian.stderr.hasPrefix("Ошибка: «crew» неоднозначно: подходят 6. Какой именно?\n"), "\(russian.stderr)")
  }

  /// Two launches answer to "Demo-2": each choice is dated, so they are told apart at a glance,
  /// and each command line it lists opens its launch.
  @Test func demo2_ListsBothDated_AndEachChoiceOpensIt() throws {
    let result = try run(["launch", "Demo-2"], launchLibrary: true)
    #expect(result.status == 1 && result.stdout.isEmpty)
    #expect(
      result.stderr == """
        Error: 'Demo-2' is ambiguous: 2 match. Which one?
          spacex launch 8 --offline    COTS 2, 2012-05-22
          spacex launch 94 --offline   CCtCap Demo Mission 2, 2020-05-30

        """)
    let typed = result.stderr.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
    #expect(typed.count == 2)
    for (words, title) in zip(typed, ["COTS 2 — ", "CCtCap Demo Mission 2 — "]) {
      #expect(words.first == "spacex")
      let opened = try run(Array(words.dropFirst().prefix(2)), launchLibrary: true)
      #expect(opened.status == 0 && opened.stdout.hasPrefix(title), "\(words): \(opened.stderr)")
    }
  }
}
