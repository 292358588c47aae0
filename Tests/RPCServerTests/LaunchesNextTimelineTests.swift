import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `launches.next` says where the next launch's plan stands: the event reached and the next one,
/// from the current NET; nothing on a hold, when the count has stopped.
@Suite struct LaunchesNextTimelineTests {
  /// Fixture Mission A due in five minutes, with part of a Falcon 9 plan in 2.3.0's shape.
  private static func dueSoon(_ fixture: LaunchLibraryFixture, status: [String: Any]) throws {
    let net = ISO8601DateFormatter().string(from: Date().addingTimeInterval(5 * 60))
    try fixture.amendLaunchLibrary(LaunchLibraryFixture.fixtureA) { launch in
      launch["net"] = net
      launch["status"] = status
      launch["timeline"] = [
        ["type": ["id": 1, "abbrev": "GO for Prop Load"], "relative_time": "-PT38M"],
        ["type": ["id": 5, "abbrev": "Engine Chill"], "relative_time": "-PT7M"],
        ["type": ["id": 6, "abbrev": "Startup"], "relative_time": "-PT1M"],
        ["type": ["id": 10, "abbrev": "Liftoff"], "relative_time": "P0D"],
        ["type": ["id": 12, "abbrev": "MECO"], "relative_time": "PT2M26S"],
      ]
    }
  }

  private static func next(_ fixture: LaunchLibraryFixture) throws -> [String: Any] {
    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let reply = try rpc.request("launches.next")
    return try #require(reply["result"] as? [String: Any], "\(reply)")
  }

  @Test func fiveMinutesBefore_TheCurrentEventIsEngineChill_AndStartupIsNext() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.dueSoon(fixture, status: ["id": 1, "abbrev": "Go"])
    let result = try Self.next(fixture)
    let now = try #require(result["timelineNow"] as? [String: Any], "\(result.keys)")
    let current = now["current"] as? [String: Any]
    let next = now["next"] as? [String: Any]
    #expect(current?["typeId"] as? Int == 5 && current?["name"] as? String == "Engine chill")
    #expect(next?["typeId"] as? Int == 6 && next?["offset"] as? Int == -60 && next?["planned"] as? Bool == false)
    // Four minutes away when the fixture was written; however slow the machine, not later.
    let wait = try #require(now["nextInSeconds"] as? Int)
    #expect((1...240).contains(wait), "\(wait)")
  }

  @Test func onAHold_ThePlanIsNotPutOnTheClock() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    try Self.dueSoon(fixture, status: ["id": 5, "abbrev": "Hold"])
    let result = try Self.next(fixture)
    #expect(result["timelineNow"] == nil)
    let timeline = (result["launch"] as? [String: Any])?["timeline"] as? [[String: Any]]
    #expect(timeline?.count == 5, "the plan itself is still there")
  }
}
