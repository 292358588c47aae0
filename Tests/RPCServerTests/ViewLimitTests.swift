import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A client that never closes its views: the session holds at most 256 open, the next open is
/// refused with an error naming the limit, and closing one makes room again.
@Suite struct ViewLimitTests {
  @Test func openingPastTheLimit_IsRefusedNamingIt_AndClosingMakesRoom() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    var opened: [String] = []
    var refusal: [String: Any]?
    while refusal == nil, opened.count <= 1000 {
      let reply = try rpc.request("view.open", ["screen": "rockets"])
      if let result = reply["result"] as? [String: Any], let id = result["viewId"] as? String {
        opened.append(id)
      } else {
        refusal = reply["error"] as? [String: Any]
      }
    }
    #expect(opened.count == 256, "views opened before the limit: \(opened.count)")
    let error = try #require(refusal)
    #expect(error["code"] as? Int == 1005)
    #expect((error["data"] as? [String: Any])?["limit"] as? Int == 256, "\(error)")
    #expect((error["message"] as? String)?.contains("view.close") == true, "\(error)")

    #expect(try rpc.request("view.close", ["viewId": opened[0]])["result"] != nil)
    #expect((try rpc.request("view.open", ["screen": "rockets"])["result"] as? [String: Any])?["viewId"] != nil)
    // Every open view still answers a change of settings, once.
    let update = try rpc.request("settings.update", ["units": "imperial"])
    #expect(update["result"] != nil, "\(update)")
  }
}
