import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// stdout or stderr that takes nothing (`/dev/full`: every write fails with "No space left on
/// device", as on a full disk): a failed diagnostic never stops the command, and an answer that
/// never reached its file is a failure (exit 1, said on stderr), never a silent success.
@Suite struct UnwritableOutputTests {
  static let full = URL(fileURLWithPath: "/dev/full")

  /// Diagnostics written into nothing: the command still ends as it would (a usage error is 2, an
  /// answer 0 with its text on stdout), never killed by the failed write.
  static let endings: [([String], Int32)] = [
    (["--bogus"], 2), (["--offline", "rockets"], 0), (["--offline", "launches", "--format", "json"], 0),
    (["--offline", "rocket", "no-such-rocket"], 1),
  ]

  @Test(arguments: endings)
  func stderrFull_TheCommandEndsAsItWould(_ arguments: [String], _ status: Int32) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment(), stderrTo: Self.full)
    #expect(result.status == status, "\(arguments): \(result.stdout)")
    if status == 0 { #expect(!result.stdout.isEmpty) }
  }

  /// The answer written into nothing, in each format a command writes: exit 1, saying why.
  @Test(arguments: [
    ["--offline", "rockets"], ["--offline", "launches", "--format", "ics"],
    ["--offline", "launches", "--format", "json"], ["--offline", "launches", "--format", "tsv"], ["--help"],
  ])
  func stdoutFull_IsAFailure_SaidOnStderr(_ arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment(), stdoutTo: Self.full)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains("could not write the output: No space left on device"), "\(result.stderr)")
  }
}
