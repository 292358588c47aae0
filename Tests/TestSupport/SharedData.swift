import Foundation
import Testing

/// The data of `../shared` beside the clone (real API captures, the OpenRPC meta-schema), read
/// at run time and never copied into the project. A clone on its own has none of it: a test that
/// needs it is skipped there, saying what it needs. In CI (`.ci/run` sets
/// `SPACEX_TESTS_REQUIRE_SHARED=1`) such a test always runs, so a missing folder fails it rather
/// than passing unnoticed as a skip.
package enum SharedData {
  /// `../shared`, found from this file.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether a missing `../shared` fails the tests that need it instead of skipping them.
  package static let isRequired = ProcessInfo.processInfo.environment["SPACEX_TESTS_REQUIRE_SHARED"] == "1"

  /// `../shared/NAME` when it is there.
  package static func url(_ name: String) -> URL? {
    let url = root.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The trait of a test that reads `../shared/NAME`: skipped, with that reason, when it is absent
  /// outside CI.
  package static func needed(_ name: String) -> ConditionTrait {
    .enabled(
      if: isRequired || url(name) != nil,
      Comment(rawValue: "needs ../shared/\(name) beside the clone"))
  }

  /// `../shared/NAME`, or a failure that says it is missing (in CI, where nothing is skipped).
  package static func require(_ name: String) throws -> URL {
    guard let url = url(name) else { throw Missing(name: name) }
    return url
  }

  package struct Missing: Error, CustomStringConvertible {
    let name: String
    package var description: String {
      "../shared/\(name) is not beside the clone (SPACEX_TESTS_REQUIRE_SHARED=1 turns its skip into this failure)"
    }
  }
}
