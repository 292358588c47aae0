import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `rpc.discover` checked by a real JSON Schema validator (python3-jsonschema): the document
/// against the OpenRPC meta-schema in `../shared/openrpc`, and every answer of a tour of the
/// whole API (every method, every screen, every input) against its method's result schema.
@Suite struct OpenRPCDocumentTests {
  static let checker = Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/openrpc_check.py")

  /// Runs the checker; its output and whether it passed.
  static func check(_ mode: String, _ files: [URL]) throws -> (passed: Bool, output: String) {
    try PythonScript.run(checker, [mode] + files.map(\.path))
  }

  static func discover(_ rpc: RPCSession, into directory: TemporaryDirectory) throws -> URL {
    let document = try #require(rpc.request("rpc.discover")["result"])
    let file = directory.url.appendingPathComponent("openrpc.json")
    try JSONSerialization.data(withJSONObject: document).write(to: file)
    return file
  }

  @Test(SharedData.needed("openrpc/meta-schema.json")) func document_ValidatesAgainstTheOpenRPCMetaSchema() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    let directory = try TemporaryDirectory()
    let document = try Self.discover(rpc, into: directory)
    let (passed, output) = try Self.check("meta", [document, try SharedData.require("openrpc/meta-schema.json")])
    #expect(passed, "\(output)")
  }

  /// `x-screens` is what its published schema says, member for member: every screen validates,
  /// and a member the schema does not name (here one added to a screen's list layout) fails it.
  @Test func screens_AreWhatTheirSchemaSays() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try Self.discover(rpc, into: directory)
    let (passed, output) = try Self.check("screens", [file])
    #expect(passed && output.hasPrefix("ok "), "\(output)")
    #expect(Int(output.dropFirst(3).prefix { $0.isNumber }) ?? 0 >= 20, "\(output)")

    var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var screens = try #require(document["x-screens"] as? [[String: Any]])
    let index = try #require(screens.firstIndex { ($0["layout"] as? [String: Any])?["list"] != nil })
    var layout = try #require(screens[index]["layout"] as? [String: Any])
    var list = try #require(layout["list"] as? [String: Any])
    list["colour"] = "red"
    layout["list"] = list
    screens[index]["layout"] = layout
    document["x-screens"] = screens
    let tampered = directory.url.appendingPathComponent("tampered.json")
    try JSONSerialization.data(withJSONObject: document).write(to: tampered)
    let (tamperedPassed, tamperedOutput) = try Self.check("screens", [tampered])
    #expect(!tamperedPassed && tamperedOutput.contains("colour"), "\(tamperedOutput)")
  }

  /// Every method says what it reads and changes (`x-effects`), the server's schedule; one that
  /// causes a notification or acts on a view says it changes something, and one that only
  /// answers (`.get`, `.list`, `rpc.discover`) changes nothing.
  @Test func everyMethod_DeclaresWhatItReadsAndChanges() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    let document = try #require(rpc.request("rpc.discover")["result"] as? [String: Any])
    let methods = try #require(document["methods"] as? [[String: Any]])
    for method in methods {
      let name = method["name"] as? String ?? "?"
      let effects = try #require(method["x-effects"] as? [String: Any], "\(name)")
      let (reads, changes) = (effects["reads"] as? [String], effects["changes"] as? [String])
      #expect(reads != nil && changes != nil, "\(name): \(effects)")
      let summary = method["summary"] as? String ?? ""
      if summary.contains("notifies") || name.hasPrefix("view.send") || name.hasPrefix("view.close") {
        #expect(changes?.isEmpty == false, "\(name) changes state but declares no change")
      }
      if [".get", ".list", "rpc.discover"].contains(where: name.hasSuffix) {
        #expect(changes == [], "\(name) only answers, yet declares changes \(changes ?? [])")
      }
    }
  }

  /// Every view screen is described (its params and its data), and a view's `state.data` is one of
  /// those shapes, not an untyped object.
  @Test func screens_AreDescribedWithTheirParamsAndData() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    let document = try #require(rpc.request("rpc.discover")["result"] as? [String: Any])
    let screens = try #require(document["x-screens"] as? [[String: Any]])
    let open = try #require((document["methods"] as? [[String: Any]])?.first { $0["name"] as? String == "view.open" })
    let screenParam = try #require((open["params"] as? [[String: Any]])?.first { $0["name"] as? String == "screen" })
    let names = ((screenParam["schema"] as? [String: Any])?["enum"] as? [String]) ?? []
    #expect(screens.compactMap { $0["name"] as? String } == names.sorted())
    #expect(
      Set(names).isSuperset(of: ["rockets", "rocket", "launches", "launch", "launchpads", "launchpad", "settings"]))
    for screen in screens {
      #expect(screen["params"] is [String: Any] && (screen["data"] as? [String: Any])?.isEmpty == false, "\(screen)")
    }
    let state =
      (((open["result"] as? [String: Any])?["schema"] as? [String: Any])?["properties"] as? [String: Any])?[
        "state"] as? [String: Any]
    let data = (state?["properties"] as? [String: Any])?["data"] as? [String: Any]
    #expect((data?["anyOf"] as? [Any])?.count == screens.count)

    // Members other features add to launches (the favourites' mark) are documented on them.
    let list = (document["methods"] as? [[String: Any]])?.first { $0["name"] as? String == "launches.list" }
    let items =
      (((list?["result"] as? [String: Any])?["schema"] as? [String: Any])?["properties"] as? [String: Any])?[
        "items"] as? [String: Any]
    let item = (items?["items"] as? [String: Any])?["properties"] as? [String: Any]
    #expect((item?["favourite"] as? [String: Any])?["type"] as? String == "boolean")
  }

  /// Each method's example is a call that works, and the notifications are described. Over the
  /// loopback APIs, whose Launch Library 2 side knows launches still to come (`launches.next`).
  @Test func examples_AreAccepted_AndNotificationsDescribed() throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let document = try #require(rpc.request("rpc.discover")["result"] as? [String: Any])
    let described = document["x-notifications"] as? [[String: Any]] ?? []
    let notifications = described.compactMap { $0["name"] as? String }
    #expect(Set(notifications).isSuperset(of: ["settings.didChange", "view.didChange"]), "\(notifications)")
    for notification in described {
      #expect(notification["summary"] is String && notification["params"] != nil, "\(notification)")
    }
    for method in document["methods"] as? [[String: Any]] ?? [] {
      let name = method["name"] as? String ?? ""
      guard !["exit", "shutdown"].contains(name) else { continue }
      let example = try #require((method["examples"] as? [[String: Any]])?.first, "\(name) has no example")
      var params: [String: Any] = [:]
      for pair in example["params"] as? [[String: Any]] ?? [] {
        params[pair["name"] as? String ?? ""] = pair["value"]
      }
      if params["viewId"] != nil {  // a view of its own, open for the example
        let opened = try rpc.request("view.open", ["screen": "launches"])
        params["viewId"] = try #require((opened["result"] as? [String: Any])?["viewId"] as? String)
      }
      let reply = try rpc.request(name, params)
      #expect(reply["result"] != nil, "\(name) \(params): \(reply)")
    }
  }

  @Test func everyAnswerOfATour_ValidatesAgainstItsResultSchema() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0"))
    defer { _ = rpc.finish() }
    var answers: [[String: Any]] = []
    func ask(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
      let reply = try rpc.request(method, params)
      let result = try #require(reply["result"], "\(method) \(params ?? [:]): \(reply)")
      answers.append(["method": method, "result": result])
      return result as? [String: Any] ?? [:]
    }
    _ = try ask("initialize", ["locale": "en"])
    _ = try ask("rockets.list")
    _ = try ask("rockets.get", ["id": "falcon9"])
    _ = try ask("launches.list", ["limit": 100])
    _ = try ask("launches.list", ["rocket": "starship", "status": "failed"])
    _ = try ask("launches.list", ["year": 1999])
    for reference in ["CRS-7", "Crew-5", "USSF-44", "Koreasat 6A", "SN8 12.5 km Flight"] {
      _ = try ask("launches.get", ["ref": reference])
    }
    _ = try ask("launchpads.list")
    _ = try ask("launchpads.get", ["id": "STLS"])
    _ = try ask("launchpads.get", ["id": "KSC LC 39A"])
    _ = try ask("settings.get")
    _ = try ask("settings.update", ["length": "ft"])
    let screens: [(String, [String: Any])] = [
      ("rockets", [:]), ("launches", ["rocket": "falcon9"]), ("launch", ["id": "CRS-7"]), ("launchpads", [:]),
      ("launchpad", ["id": "STLS"]), ("settings", [:]),
    ]
    for (screen, params) in screens {
      let opened = try ask("view.open", ["screen": screen, "params": params])
      let viewID = try #require(opened["viewId"] as? String)
      for input: [String: Any] in [["type": "refresh"], ["type": "retry"]] {
        _ = try ask("view.send", ["viewId": viewID, "input": input])
      }
      if screen == "launches" {
        _ = try ask("view.send", ["viewId": viewID, "input": ["type": "nextPage"]])
        _ = try ask("view.send", ["viewId": viewID, "input": ["type": "setQuery", "query": ["status": "failed"]]])
      }
      _ = try ask("view.close", ["viewId": viewID])
    }
    _ = try ask("rpc.discover")
    let directory = try TemporaryDirectory()
    let document = try Self.discover(rpc, into: directory)
    let file = directory.url.appendingPathComponent("answers.json")
    try JSONSerialization.data(withJSONObject: answers).write(to: file)
    let (passed, output) = try Self.check("answers", [document, file])
    #expect(passed, "\(output)")
    #expect(output.contains("ok \(answers.count)") || !passed)
  }
}
