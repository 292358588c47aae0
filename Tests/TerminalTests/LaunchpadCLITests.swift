import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `spacex launchpad` and the launchpad RPC methods on the offline sample.
@Suite struct LaunchpadCLITests {
  @Test func launchpad_ListsItsLaunchesNewestFirst() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(["launchpad", "Kwajalein Atoll"], environment: sandbox.environment())
    #expect(result.status == 0)
    Snapshot.assert(result.streams, named: "sample")
  }

  @Test func rpc_ListAndGet() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let input =
      [
        #"{"jsonrpc":"2.0","id":1,"method":"launchpads.list"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"launchpads.get","params":{"id":"ksc lc 39a"}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"launchpads.get","params":{"id":"nowhere"}}"#,
      ].joined(separator: "\n") + "\n"
    let result = try Executable.spacexRPC.run(
      ["--offline"], environment: sandbox.environment(), stdin: Data(input.utf8))
    let replies = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let byID = Dictionary(uniqueKeysWithValues: replies.map { ($0["id"] as? Int ?? 0, $0) })
    #expect(((byID[1]?["result"] as? [String: Any])?["items"] as? [Any])?.count == 6)
    let pad = try #require(byID[2]?["result"] as? [String: Any])
    #expect((pad["item"] as? [String: Any])?["name"] as? String == "KSC LC 39A")
    let launches = try #require(pad["launches"] as? [[String: Any]])
    // The SpaceX API's alone (the sandbox turns Launch Library 2 off): 55 flown, 3 still planned.
    #expect(launches.first?["name"] as? String == "Viasat-3 & Arcturus")
    #expect(launches.count == 58)
    #expect((byID[3]?["error"] as? [String: Any])?["code"] as? Int == 1001)
  }
}
