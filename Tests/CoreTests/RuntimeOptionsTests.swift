import Core
import Foundation
import Testing

@Suite struct RuntimeOptionsTests {
  @Test func parse_OptionsBeforeAndAfterTheCommand() throws {
    let (options, rest) = try RuntimeOptions.parse(
      ["--offline", "rocket", "falcon9", "--lang", "ru", "--units=imperial", "--timeout", "2.5"],
      allowsDisplayOptions: true)
    #expect(rest == ["rocket", "falcon9"])
    #expect(options.isOffline)
    #expect(options.language == .ru)
    #expect(options.units == .imperial)
    #expect(options.timeout == .milliseconds(2500))
  }

  @Test func parse_DoubleDash_EndsOptions() throws {
    let (options, rest) = try RuntimeOptions.parse(["rocket", "--", "--offline"], allowsDisplayOptions: true)
    #expect(rest == ["rocket", "--offline"])
    #expect(!options.isOffline)
  }

  @Test(arguments: [
    (["--source", "sideways"], "--source"), (["--lang", "de"], "--lang"), (["--timeout", "0"], "--timeout"),
    (["--timeout", "x"], "--timeout"), (["--api-url", "ftp://x"], "--api-url"), (["--units"], "--units"),
  ])
  func parse_BadValue_IsAUsageErrorNamingTheFlag(arguments: [String], flag: String) {
    #expect(throws: UsageError.self) { try RuntimeOptions.parse(arguments, allowsDisplayOptions: true) }
    do {
      _ = try RuntimeOptions.parse(arguments, allowsDisplayOptions: true)
    } catch {
      #expect(error.parameter == flag)
    }
  }

  @Test func parse_DisplayOptions_OnlyWhereAllowed() throws {
    let (options, rest) = try RuntimeOptions.parse(["--utc", "--no-color"], allowsDisplayOptions: true)
    #expect(options.usesUTC && options.disablesColor && rest.isEmpty)
    let (_, rpcRest) = try RuntimeOptions.parse(["--utc"], allowsDisplayOptions: false)
    #expect(rpcRest == ["--utc"])
  }

  @Test func paths_FollowTheContractOrder() {
    let home = ["HOME": "/home/u"]
    #expect(AppPaths.cacheDirectory(option: "/x", environment: ["SPACEX_CACHE_DIR": "/y"]).path == "/x")
    #expect(
      AppPaths.cacheDirectory(option: nil, environment: ["SPACEX_CACHE_DIR": "/y", "XDG_CACHE_HOME": "/z"]).path == "/y"
    )
    #expect(AppPaths.cacheDirectory(option: nil, environment: ["XDG_CACHE_HOME": "/z"]).path == "/z/spacex")
    #expect(AppPaths.cacheDirectory(option: nil, environment: home).path == "/home/u/.cache/spacex")
    #expect(
      AppPaths.cacheDirectory(option: nil, environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).path
        == "/h/.cache/spacex")
    #expect(AppPaths.configDirectory(environment: ["SPACEX_CONFIG_DIR": "/c"]).path == "/c")
    #expect(AppPaths.configDirectory(environment: ["XDG_CONFIG_HOME": "/x"]).path == "/x/spacex")
    #expect(AppPaths.configDirectory(environment: home).path == "/home/u/.config/spacex")
  }

  @Test func freshness_FromEnvironment() throws {
    #expect(try AppPaths.cacheFreshness(environment: [:]) == .seconds(3600))
    #expect(try AppPaths.cacheFreshness(environment: ["SPACEX_CACHE_TTL": "60"]) == .seconds(60))
    #expect(try AppPaths.cacheFreshness(environment: ["SPACEX_CACHE_TTL": "0.25"]) == .milliseconds(250))
    #expect(try AppPaths.cacheFreshness(environment: ["SPACEX_CACHE_TTL": "315576000"]) == .seconds(315_576_000))
  }

  /// A value that is no number of seconds, negative, or past ten years is a usage error naming
  /// the variable, never a crash (1e308 seconds trapped converting to milliseconds).
  @Test(arguments: ["-5", "1e308", "inf", "nan", "315576001", "ten", "1e19"])
  func freshness_OutOfRange_IsAUsageError(value: String) {
    #expect(throws: UsageError.self) { try AppPaths.cacheFreshness(environment: ["SPACEX_CACHE_TTL": value]) }
  }

  /// Every span option: past a hundred years, or a number too large to be one, is a usage error.
  @Test(arguments: ["99999999999999999999d", "5300w", "36525d1s", "1e3h"])
  func alarm_OutOfRange_IsAUsageError(value: String) {
    #expect(throws: UsageError.self) { try RuntimeOptions.parse(["--alarm", value], allowsDisplayOptions: true) }
  }
}
