import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A launch is the same item wherever `spacex-rpc` sends it: a list, a launchpad's launches, a
/// view's items, the favourites, and (with more beside it) a launch's detail.
@Suite struct LaunchItemShapeTests {
  @Test func everyLaunch_HasTheListItemsMembers() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    func result(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
      try #require(rpc.request(method, params)["result"] as? [String: Any], "\(method)")
    }
    let listed = try #require((try result("launches.list", ["search": "CRS-7"])["items"] as? [[String: Any]])?.first)
    let members = Set(listed.keys)
    #expect(members.isSuperset(of: ["id", "name", "flightNumber", "dateUtc", "datePrecision", "display", "providers"]))

    let pad = try result("launchpads.get", ["ref": "CCSFS SLC 40"])
    let padLaunch = try #require((pad["launches"] as? [[String: Any]])?.first { $0["name"] as? String == "CRS-7" })
    #expect(Set(padLaunch.keys) == members)
    #expect(padLaunch["display"] as? NSDictionary == listed["display"] as? NSDictionary)

    let detail = try #require(try result("launches.get", ["ref": "CRS-7"])["launch"] as? [String: Any])
    #expect(Set(detail.keys).isSuperset(of: members), "missing: \(members.subtracting(detail.keys))")
    for key in ["display", "rocket", "launchpad"] {
      #expect(detail[key] as? NSDictionary == listed[key] as? NSDictionary, "\(key)")
    }

    let view = try result("view.open", ["screen": "launchpad", "params": ["ref": "CCSFS SLC 40"]])
    let data = (view["state"] as? [String: Any])?["data"] as? [String: Any]
    let viewLaunch = try #require((data?["launches"] as? [[String: Any]])?.first { $0["name"] as? String == "CRS-7" })
    #expect(Set(viewLaunch.keys) == members)
  }
}
