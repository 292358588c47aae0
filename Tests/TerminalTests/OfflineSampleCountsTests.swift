import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A fresh install with no network tells the truth: every figure `spacex rockets`, `launchpads`,
/// `boosters` and `launches --all` show offline is the one worked out here from the SpaceX API
/// capture in `../shared/spacex-api-v4` itself, for every record (not from the sample the
/// binaries carry, and not by the code under test). With Launch Library 2 off, so the figures are
/// the SpaceX API's alone; with it on, every one of those launches is still there, once.
@Suite(SharedData.needed("spacex-api-v4")) struct OfflineSampleCountsTests {
  private static func captured(_ name: String) throws -> [[String: Any]] {
    let capture = try LoopbackServer.requireSharedCapture()
    let data = try Data(contentsOf: capture.appendingPathComponent("\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  private static func json(_ arguments: [String], _ sandbox: Sandbox, ll2URL: String = "off") throws -> [String: Any] {
    let result = try Executable.spacex.run(
      arguments + ["--offline", "--format", "json"], environment: sandbox.environment(ll2URL: ll2URL))
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  private static func items(_ arguments: [String], _ sandbox: Sandbox, ll2URL: String = "off") throws
    -> [[String: Any]]
  {
    let envelope = try json(arguments, sandbox, ll2URL: ll2URL)
    let items = envelope["items"] as? [[String: Any]] ?? []
    #expect(envelope["totalItems"] as? Int == items.count, "\(arguments): one page holds them all")
    return items
  }

  /// Launches that flew: an outcome, success or failure (a launch with none counts nowhere).
  private static func flown(_ launch: [String: Any]) -> Bool { launch["success"] is Bool }

  @Test func everyLaunch_AsTheCaptureHasIt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let captured = try Self.captured("launches")
    let listed = try Self.items(["launches", "--all"], sandbox)
    #expect(listed.count == captured.count, "\(listed.count) listed, \(captured.count) captured")
    let byID = Dictionary(listed.map { ($0["id"] as? String ?? "", $0) }) { first, _ in first }
    #expect(byID.count == listed.count, "a launch listed twice")
    for launch in captured {
      let id = launch["id"] as? String ?? "?"
      let item = try #require(byID[id], "\(launch["name"] ?? id) is missing")
      #expect(item["name"] as? String == launch["name"] as? String, "\(id)")
      #expect(item["flightNumber"] as? Int == launch["flight_number"] as? Int, "\(id)")
      #expect(item["dateUtc"] as? String == launch["date_utc"] as? String, "\(id)")
      #expect((item["success"] as? Bool) == (launch["success"] as? Bool), "\(id)")
      #expect(item["upcoming"] as? Bool == launch["upcoming"] as? Bool, "\(id)")
      #expect((item["rocket"] as? [String: Any])?["id"] as? String == launch["rocket"] as? String, "\(id)")
      #expect((item["launchpad"] as? [String: Any])?["id"] as? String == launch["launchpad"] as? String, "\(id)")
    }
  }

  @Test func rocketsAndLaunchpads_CountEveryCapturedLaunch() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let launches = try Self.captured("launches").filter(Self.flown)
    for (command, member) in [("rockets", "rocket"), ("launchpads", "launchpad")] {
      let listed = try Self.items([command], sandbox)
      #expect(listed.count == (try Self.captured(command)).count, "\(command): every record")
      for item in listed {
        let id = item["id"] as? String ?? "?"
        let own = launches.filter { $0[member] as? String == id }
        let successes = own.filter { $0["success"] as? Bool == true }.count
        let name = item["name"] as? String ?? id
        if command == "rockets" {
          let counted = item["launches"] as? [String: Any]
          #expect((counted?["count"] as? Int ?? 0) == own.count, "\(name)")
          #expect((counted?["successes"] as? Int ?? 0) == successes, "\(name)")
        } else {
          #expect(item["launchAttempts"] as? Int == own.count, "\(name)")
          #expect(item["launchSuccesses"] as? Int == successes, "\(name)")
        }
      }
    }
  }

  /// A booster's flights are the launches it flew on that are not still to come; its landings
  /// those it tried and made, as the launches record them, but for a booster lost with its
  /// launch before it could try (CRS-7, Amos-6: a landing planned, the launch failed, no outcome).
  @Test func boosters_CountEveryCapturedFlightAndLanding() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let cores = try Self.captured("cores")
    let flights = try Self.captured("launches").filter { $0["upcoming"] as? Bool == false }
      .flatMap { launch in
        (launch["cores"] as? [[String: Any]] ?? []).map { core in
          var core = core
          if launch["success"] as? Bool == false, core["landing_success"] is NSNull { core["landing_attempt"] = false }
          return core
        }
      }
    let listed = try Self.items(["boosters"], sandbox)
    #expect(listed.count == cores.count, "every core")
    let bySerial = Dictionary(listed.map { ($0["serial"] as? String ?? "", $0) }) { first, _ in first }
    for core in cores {
      let serial = core["serial"] as? String ?? "?"
      let item = try #require(bySerial[serial], "\(serial) is missing")
      let own = flights.filter { $0["core"] as? String == core["id"] as? String }
      let attempts = own.filter { $0["landing_attempt"] as? Bool == true }
      let landed = attempts.filter { $0["landing_success"] as? Bool == true }
      #expect(item["flights"] as? Int == own.count, "\(serial)")
      let landings = item["landings"] as? [String: Any]
      #expect(landings?["attempts"] as? Int == attempts.count, "\(serial)")
      #expect(landings?["successes"] as? Int == landed.count, "\(serial)")
    }
  }

  /// Merged with the sample's Launch Library 2 part, every SpaceX API launch is listed once, and
  /// what Launch Library 2 alone knows comes on top.
  @Test func mergedWithLaunchLibrary_EveryCapturedLaunchOnce() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let captured = Set(try Self.captured("launches").compactMap { $0["id"] as? String })
    // A closed port: the sample's Launch Library 2 part is merged in, as on a fresh install.
    let listed = try Self.items(["launches", "--all"], sandbox, ll2URL: "http://127.0.0.1:9/2.3.0")
    let fromTheAPI = listed.filter { ($0["providers"] as? [String] ?? []).contains("spacex-api") }
    #expect(fromTheAPI.count == captured.count)
    #expect(Set(fromTheAPI.compactMap { $0["id"] as? String }) == captured)
    let launchLibraryOnly = listed.filter { $0["providers"] as? [String] == ["launch-library"] }
    #expect(listed.count == captured.count + launchLibraryOnly.count)
    #expect(launchLibraryOnly.allSatisfy { $0["flightNumber"] is NSNull })
  }
}
