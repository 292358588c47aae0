import AppsTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where a file of ours should be, something else: a FIFO (opening one for reading waits for a
/// writer, for ever), or a file another user owns. Every command and request still answers, and
/// says what it ignored; files we make are ours alone whatever the umask.
@Suite struct SpecialFilesTests {
  /// Each file of ours and a command that reads it.
  static let places = ["settings", "favourites", "cache", "ledger"]

  /// Replaces the file `place` names (made first by a real command) with a FIFO; the command
  /// that reads it.
  private static func fifo(at place: String, _ fixture: LoopbackAPIFixture) throws -> [String] {
    let sandbox = fixture.sandbox
    let (file, command): (URL, [String])
    switch place {
    case "settings":
      #expect(try fixture.run(["settings", "set", "units", "imperial"]).status == 0)
      (file, command) = (sandbox.configDirectory.appendingPathComponent("settings.json"), ["rockets"])
    case "favourites":
      #expect(try fixture.run(["favourite", "add", "CRS-7"]).status == 0)
      (file, command) = (sandbox.configDirectory.appendingPathComponent("favourites.json"), ["favourites"])
    case "cache":
      #expect(try fixture.run(["rockets"]).status == 0)
      let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path)
      let name = try #require(names.first { $0.contains("rockets") }, "\(names)")
      (file, command) = (sandbox.cacheDirectory.appendingPathComponent(name), ["rockets"])
    default:
      (file, command) = (sandbox.cacheDirectory.appendingPathComponent("launch-changes.jsonl"), ["changes"])
    }
    try? FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(file.path, 0o600) == 0)
    return command
  }

  @Test(arguments: places)
  func aFIFOWhereAFileShouldBe_TheCommandAnswers(_ place: String) throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    let command = try Self.fifo(at: place, fixture)
    let result = try Executable.spacex.run(
      command, environment: fixture.sandbox.environment(apiURL: fixture.server.baseURL),
      hangGuard: WallClockBounds.event)
    #expect(result.status == 0 || result.status == 1, "\(place): \(result.stderr)")
    #expect(!result.stdout.isEmpty || result.status == 1, "\(place): \(result.stderr)")
    #expect(result.stderr.contains("not a regular file"), "\(place): \(result.stderr)")
  }

  @Test(arguments: places)
  func aFIFOWhereAFileShouldBe_TheServerAnswers(_ place: String) throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    _ = try Self.fifo(at: place, fixture)
    let rpc = try RPCSession(
      arguments: [], environment: fixture.sandbox.environment(apiURL: fixture.server.baseURL),
      hangGuard: WallClockBounds.event)
    defer { _ = rpc.finish() }
    for (method, params) in [
      ("settings.get", [:]), ("rockets.list", [:]), ("favourites.list", [:]), ("launches.changes", [:]),
    ] as [(String, [String: Any])] {
      let reply = try rpc.request(method, params)
      #expect(reply["result"] != nil || reply["error"] != nil, "\(place) \(method): \(reply)")
    }
  }

  /// A cache file another user owns is not read (it could say anything): the command fetches
  /// the data again. Needs root, to give a file away.
  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func aCacheFileOfAnotherUser_IsNotTrusted() async throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    #expect(try fixture.run(["rockets"]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: fixture.sandbox.cacheDirectory.path)
    let name = try #require(names.first { $0.contains("rockets") })
    #expect(chown(fixture.sandbox.cacheDirectory.appendingPathComponent(name).path, 4242, 4242) == 0)
    let before = try await fixture.server.requestCount("/v4/rockets")
    let again = try fixture.run(["rockets"])
    #expect(again.status == 0 && again.stderr.contains("belongs to another user"), "\(again.stderr)")
    #expect(try await fixture.server.requestCount("/v4/rockets") == before + 1, "the foreign copy was read")
  }

  /// With `umask 000` every file and directory we make is still the user's alone.
  @Test func underAnOpenUmask_FilesAre0600_AndDirectories0700() throws {
    let fixture = try LoopbackAPIFixture()
    defer { fixture.close() }
    let script = "umask 000; exec \"$0\" \"$@\""
    for arguments in [["rockets"], ["settings", "set", "units", "imperial"], ["favourite", "add", "CRS-7"]] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script, Executable.spacex.url.path] + arguments
      process.environment = fixture.sandbox.environment(apiURL: fixture.server.baseURL)
      process.currentDirectoryURL = TemporaryDirectory.forProcesses
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.runBounded()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(arguments)")
    }
    for root in [fixture.sandbox.cacheDirectory, fixture.sandbox.configDirectory] {
      let items = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      var seen = 0
      while let item = items?.nextObject() as? URL {
        let attributes = try FileManager.default.attributesOfItem(atPath: item.path)
        let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o777
        let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
        #expect(mode == (isDirectory ? 0o700 : 0o600), "\(item.path): \(String(mode, radix: 8))")
        seen += 1
      }
      #expect(seen > 0, "nothing was written under \(root.path)")
    }
  }
}
