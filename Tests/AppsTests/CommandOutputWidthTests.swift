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
    ("browse-help", ["browse", "--help"]),
  ]

  @Test(arguments: [60, 80, 120])
  func everyCommand(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    for (name, arguments) in Self.commands {
      for language in ["en", "ru"] {
        let environment = sandbox.environment(extra: ["COLUMNS": "\(width)"])
        let result = try Executable.spacex.run(arguments + ["--offline", "--lang", language], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let tooWide = result.streams.split(separator: "\n").filter { $0.count > width && !$0.contains("://") }
        #expect(tooWide.isEmpty, "\(name) \(language) at \(width): \(tooWide)")
        Snapshot.assert(result.streams, named: "\(name)-\(language)-\(width)")
        // Headers are whole, and from 80 columns a launch table keeps rocket and launchpad.
        if name.hasSuffix("s"), let header = result.stdout.split(separator: "\n").first {
          #expect(!header.contains("…"), "\(name) \(language) at \(width): \(header)")
          if name == "launches", width >= 80 {
            let columns = language == "en" ? ["Rocket", "Launchpad"] : ["Ракета", "Площадка"]
            #expect(columns.allSatisfy(header.contains), "\(language) at \(width): \(header)")
          }
        }
      }
    }
  }
}
