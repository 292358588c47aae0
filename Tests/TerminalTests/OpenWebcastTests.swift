import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex launch REF --open webcast`: the launch's own webcast (SpaceX's, else the best ranked)
/// handed to the desktop's opener as one argument, and printed either way.
@Suite struct OpenWebcastTests {
  static let starlink = ["--offline", "launch", "Starlink Group 17-39", "--open", "webcast"]
  /// Launch Library 2 on (its part of the offline sample), at an address that answers nothing.
  static let launchLibrary = "http://127.0.0.1:9/2.3.0"
  /// SpaceX's own stream of the launch, which the sample lists last of three (LL2's order).
  static let official = "https://x.com/i/broadcasts/1qGoNNQZvEMKv"

  /// An `xdg-open` of the sandbox's own that writes what it was given, and exits `status`.
  private static func opener(in sandbox: Sandbox, status: Int = 0) throws -> (path: String, log: URL) {
    let bin = sandbox.root.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = sandbox.root.url.appendingPathComponent("opened")
    let script = bin.appendingPathComponent("xdg-open")
    try Data("#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > '\(log.path)'\nexit \(status)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return (bin.path, log)
  }

  @Test func theOpener_GetsTheAddressAsOneArgument_AndItIsPrinted() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let (path, log) = try Self.opener(in: sandbox)
    let result = try Executable.spacex.run(
      Self.starlink, environment: sandbox.environment(ll2URL: Self.launchLibrary, extra: ["PATH": path]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "\(Self.official)\n")
    #expect(try String(contentsOf: log, encoding: .utf8) == "1\n\(Self.official)\n")
  }

  @Test func withoutAnOpener_TheAddressIsPrinted() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(
      Self.starlink,
      environment: sandbox.environment(ll2URL: Self.launchLibrary, extra: ["PATH": sandbox.root.url.path]))
    #expect(result.status == 0 && result.stdout == "\(Self.official)\n", "\(result.stderr)")
  }

  @Test func anOpenerThatFails_IsAnError_ThatGivesTheAddress() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let (path, _) = try Self.opener(in: sandbox, status: 4)
    let result = try Executable.spacex.run(
      Self.starlink, environment: sandbox.environment(ll2URL: Self.launchLibrary, extra: ["PATH": path]))
    #expect(result.status == 1)
    #expect(result.stderr.contains("xdg-open could not open \(Self.official) (exit 4)"))
  }

  @Test func aLaunchWithoutAWebcast_OrAMisuse_SaysSo() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let (path, log) = try Self.opener(in: sandbox)
    let environment = sandbox.environment(ll2URL: Self.launchLibrary, extra: ["PATH": path])
    let none = try Executable.spacex.run(
      ["--offline", "launch", "NROL-95", "--open", "webcast"], environment: environment)
    #expect(none.status == 1 && none.stderr.contains("NROL-95 has no webcast address") && none.stdout.isEmpty)
    for misuse in [["--open", "article"], ["--open", "webcast", "--format", "json"]] {
      let result = try Executable.spacex.run(["--offline", "launch", "CRS-7"] + misuse, environment: environment)
      #expect(result.status == 2 && result.stdout.isEmpty, "\(misuse): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: log.path), "nothing was opened")
  }
}
