import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// An option's value given as its own word: another option there means the value was left out
/// (a usage error, nothing written), `--flag=--odd` gives such a value on purpose, and a negative
/// number is a value, never an option.
@Suite struct OptionValuesTests {
  @Test(arguments: [
    ["--cache-dir", "--offline", "rockets"], ["rockets", "--cache-dir", "--refresh"],
    ["launches", "--search", "--rocket", "falcon-9"], ["--lang", "--units", "metric", "rockets"],
  ])
  func anOptionWhereAValueShouldBe_IsAUsageError_AndWritesNothing(_ arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment())
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains("is an option (to give it as the value, write "), "\(result.stderr)")
    let made = try FileManager.default.contentsOfDirectory(atPath: TemporaryDirectory.forProcesses.path)
    #expect(!made.contains { $0.hasPrefix("--") }, "a directory named after an option was made: \(made)")
  }

  @Test func anOptionLikeValue_WrittenWithEquals_IsTaken() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let odd = sandbox.cacheDirectory.appendingPathComponent("--odd")
    let result = try Executable.spacex.run(
      ["--cache-dir=\(odd.path)", "--offline", "rockets"], environment: sandbox.environment())
    #expect(result.status == 0, "\(result.stderr)")
    var environment = sandbox.environment()
    environment["LANG"] = "ru_RU.UTF-8"
    let russian = try Executable.spacex.run(["--cache-dir", "--offline", "rockets"], environment: environment)
    #expect(russian.stderr.contains("это параметр"), "\(russian.stderr)")
  }

  /// `-33.9,151.2` (a southern latitude) and `-5` are values: where a command takes none, the
  /// error says it got an unexpected argument, not an unknown option.
  @Test func aNegativeNumber_IsAValue() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let extra = try Executable.spacex.run(["--offline", "rockets", "-33.9,151.2"], environment: sandbox.environment())
    #expect(extra.status == 2 && extra.stderr.contains("unexpected argument '-33.9,151.2'"), "\(extra.stderr)")
    let search = try Executable.spacex.run(
      ["--offline", "launches", "--search", "-33.9"], environment: sandbox.environment())
    #expect(search.status == 0, "\(search.stderr)")
    let unknown = try Executable.spacex.run(["--offline", "rockets", "-x"], environment: sandbox.environment())
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown option '-x'"), "\(unknown.stderr)")
  }
}
