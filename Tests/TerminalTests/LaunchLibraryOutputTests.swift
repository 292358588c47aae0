import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// What a fresh install shows with no network: the SpaceX API's sample merged with Launch
/// Library 2's, as lists, the card of a launch only LL2 knows and of one both know, and the rocket
/// and launchpad that count LL2's flights, in both languages at the widths people use.
@Suite struct LaunchLibraryOutputTests {
  static let commands: [(name: String, arguments: [String])] = [
    ("merged-list", ["launches", "--limit", "12"]),
    ("starship-list", ["launches", "--rocket", "starship"]),
    ("ll2-only-card", ["launch", "Koreasat 6A"]),
    ("merged-card", ["launch", "USSF-44"]),
    ("starship-card", ["rocket", "starship"]),
    ("stls-card", ["launchpad", "STLS"]),
  ]

  @Test(arguments: [60, 80, 120])
  func sample_MergedWithLaunchLibrary(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    for (name, arguments) in Self.commands {
      for language in ["en", "ru"] {
        let environment = sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["COLUMNS": "\(width)"])
        let result = try Executable.spacex.run(arguments + ["--lang", language, "--utc"], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tooWide = result.streams.split(separator: "\n").filter { $0.count > width && !$0.contains("://") }
        #expect(tooWide.isEmpty, "\(name) \(language) at \(width): \(tooWide)")
        Snapshot.assert(result.streams, named: "\(name)-\(language)-\(width)")
      }
    }
  }
}
