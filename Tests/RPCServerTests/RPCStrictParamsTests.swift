import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Params are strict, on every method and every view input: a misspelt member is refused, named,
/// with the closest known name; and the shapes an editor relies on hold.
@Suite struct RPCStrictParamsTests {
  private static func session() throws -> (RPCSession, Sandbox) {
    let sandbox = try Sandbox()
    return (try RPCSession(arguments: [], environment: sandbox.environment()), sandbox)
  }

  /// The members each method documents in `rpc.discover`, by method.
  private static func documentedMembers(_ rpc: RPCSession) throws -> [String: [String]] {
    let document = try #require(rpc.request("rpc.discover")["result"] as? [String: Any])
    let methods = try #require(document["methods"] as? [[String: Any]])
    var members: [String: [String]] = [:]
    for method in methods {
      guard let name = method["name"] as? String else { continue }
      let params = method["params"] as? [[String: Any]] ?? []
      members[name] = params.compactMap { $0["name"] as? String }
    }
    return members
  }

  @Test func everyDocumentedMethod_RefusesAMisspeltMember_NamingIt() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let methods = try Self.documentedMembers(rpc)
    #expect(methods.count >= 14, "\(methods.keys.sorted())")
    #expect(methods["shutdown"] != nil && methods["exit"] != nil, "the lifecycle is documented too")
    // `exit` ends the server whatever its params (it is a notification); `shutdown` is tried last.
    for (method, members) in methods.sorted(by: { $0.key < $1.key }) where !["exit", "shutdown"].contains(method) {
      // A real member with one letter doubled, or a stray member where there are none.
      let misspelt = members.first.map { $0 + String($0.last!) } ?? "bogus"
      let reply = try rpc.request(method, [misspelt: "x"])
      let error = reply["error"] as? [String: Any]
      #expect(error?["code"] as? Int == -32602, "\(method): \(reply)")
      #expect((error?["data"] as? [String: Any])?["field"] as? String == misspelt, "\(method): \(reply)")
      if let real = members.first {
        #expect((error?["message"] as? String)?.contains("did you mean '\(real)'") == true, "\(method): \(reply)")
      }
    }
    let shutdown = try rpc.request("shutdown", ["force": true])
    #expect((shutdown["error"] as? [String: Any])?["code"] as? Int == -32602)
  }

  @Test func launchesList_Typo_IsNamed_WithTheClosestName() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let reply = try rpc.request("launches.list", ["rockett": "falcon9"])
    let error = try #require(reply["error"] as? [String: Any])
    #expect(error["message"] as? String == "Invalid params: unknown field 'rockett'; did you mean 'rocket'?")
    #expect(error["data"] as? [String: String] == ["field": "rockett", "suggestion": "rocket"])
  }

  /// A value a typo away from an allowed one: -32602 naming the field and the value it meant.
  @Test func launchesList_MistypedValue_SuggestsTheAllowedOne() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let reply = try rpc.request("launches.list", ["status": "upcomming"])
    let error = try #require(reply["error"] as? [String: Any])
    #expect(error["code"] as? Int == -32602)
    let data = error["data"] as? [String: Any]
    #expect(data?["field"] as? String == "status" && data?["suggestion"] as? String == "upcoming", "\(error)")
    let far = try rpc.request("launches.list", ["status": "xyzzy"])
    #expect(((far["error"] as? [String: Any])?["data"] as? [String: Any])?["suggestion"] == nil)
  }

  @Test func viewInputs_AreStrictToo() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let opened = try rpc.request("view.open", ["screen": "launches", "params": ["limit": 5]])
    let viewID = try #require((opened["result"] as? [String: Any])?["viewId"] as? String)
    let typo = try rpc.request("view.send", ["viewId": viewID, "input": ["typ": "refresh"]])
    #expect(((typo["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "input.typ")
    let query = try rpc.request(
      "view.send", ["viewId": viewID, "input": ["type": "setQuery", "query": ["staus": "failed"]]])
    let queryError = try #require(query["error"] as? [String: Any])
    #expect((queryError["message"] as? String)?.contains("did you mean 'status'") == true, "\(query)")
    // The view echoes its query as set: what setQuery changed, and what it kept.
    let changed = try rpc.request(
      "view.send",
      ["viewId": viewID, "input": ["type": "setQuery", "query": ["status": "failed", "limit": NSNull()]]])
    let data = ((changed["result"] as? [String: Any])?["state"] as? [String: Any])?["data"] as? [String: Any]
    #expect(data?["query"] as? [String: String] == ["status": "failed"], "\(changed)")
    let launch = try rpc.request("view.open", ["screen": "launch", "params": ["idd": "CRS-7"]])
    #expect(((launch["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "idd")
    let rockets = try rpc.request("view.open", ["screen": "rockets", "params": ["sort": "name"]])
    #expect((rockets["error"] as? [String: Any])?["code"] as? Int == -32602)
  }

  @Test func getMethods_TakeIdOrRef_ExactlyOne() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    for (method, reference) in [
      ("rockets.get", "falcon9"), ("launches.get", "CRS-7"), ("launchpads.get", "CCSFS SLC 40"),
    ] {
      #expect(try rpc.request(method, ["ref": reference])["result"] != nil, "\(method)")
      #expect(try rpc.request(method, ["id": reference])["result"] != nil, "\(method)")
      let both = try rpc.request(method, ["id": reference, "ref": reference])
      #expect(((both["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "ref", "\(method)")
      let neither = try rpc.request(method, [:])
      #expect(
        ((neither["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "id", "\(method)")
    }
  }

  @Test func settingsUpdate_TakesUnits_AndNotifiesOnlyWhenSomethingChanged() throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let first = try rpc.request("settings.update", ["units": "imperial"])
    #expect(first["result"] as? [String: String] == ["length": "ft", "mass": "lb", "language": "en"])
    // Sent before the answer.
    #expect(rpc.notifications.map { $0["method"] as? String } == ["settings.didChange"])
    _ = try rpc.request("settings.update", ["units": "imperial"])
    // Any notification the unchanged update sent would have come before its answer.
    #expect(rpc.notifications.count == 1, "no change, no settings.didChange")
    let bad = try rpc.request("settings.update", ["units": "metrik"])
    #expect((bad["error"] as? [String: Any])?["code"] as? Int == -32602)
  }

  @Test func unknownMethod_SuggestsTheClosest_AndExitSentAsARequestEndsTheServer() throws {
    let (rpc, sandbox) = try Self.session()
    defer { sandbox.remove() }
    let reply = try rpc.request("launches.lst")
    let error = try #require(reply["error"] as? [String: Any])
    #expect(error["code"] as? Int == -32601)
    #expect(error["message"] as? String == "Method not found: launches.lst; did you mean 'launches.list'?")
    #expect((error["data"] as? [String: Any])?["suggestion"] as? String == "launches.list")
    _ = try rpc.request("shutdown")
    try rpc.send(["jsonrpc": "2.0", "id": 99, "method": "exit"])
    #expect(rpc.finish() == 0, "exit after shutdown, sent with an id, is still exit")
  }

  @Test(arguments: ["rockets.list", "launchpads.list", "launches.list"])
  func listItems_AndSnapshot_AgreeInOrder(method: String) throws {
    let (rpc, sandbox) = try Self.session()
    defer {
      _ = rpc.finish()
      sandbox.remove()
    }
    let result = try #require(rpc.request(method)["result"] as? [String: Any])
    let items = (result["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    let sections = (result["snapshot"] as? [String: Any])?["sections"] as? [[String: Any]] ?? []
    #expect(!items.isEmpty)
    #expect(items == sections.flatMap { $0["items"] as? [String] ?? [] })
  }
}
