import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Requests sent back to back on one connection, as editors pipeline them, over stdio with the
/// real server: a request sent after a change sees it, and the notifications a change causes come
/// before its answer. Each pair is tried 50 times on one process (an open view included).
@Suite struct RPCOrderTests {
  static let crs7 = "5eb87ceeffd86e000604b341"

  /// Sends `messages` at once, then reads until each request among them is answered; returns
  /// every message received, in order.
  private static func pipelined(_ rpc: RPCSession, _ messages: [[String: Any]]) throws -> [[String: Any]] {
    for message in messages { try rpc.send(message) }
    var pending = Set(messages.compactMap { $0["id"] as? Int })
    var received: [[String: Any]] = []
    while !pending.isEmpty {
      let message = try rpc.receive()
      if let id = message["id"] as? Int { pending.remove(id) }
      received.append(message)
    }
    return received
  }

  private static func answer(_ id: Int, in received: [[String: Any]]) -> [String: Any]? {
    received.first { $0["id"] as? Int == id }?["result"] as? [String: Any]
  }

  private static func request(_ id: Int, _ method: String, _ params: [String: Any]? = nil) -> [String: Any] {
    var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
    message["params"] = params
    return message
  }

  @Test func settingsUpdate_ThenSettingsGet_SeesTheUpdate_AfterItsNotification() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    for attempt in 0..<50 {
      let length = attempt.isMultiple(of: 2) ? "ft" : "m"
      let received = try Self.pipelined(
        rpc,
        [
          Self.request(2 * attempt + 1, "settings.update", ["length": length]),
          Self.request(2 * attempt + 2, "settings.get"),
        ])
      #expect(Self.answer(2 * attempt + 2, in: received)?["length"] as? String == length, "attempt \(attempt)")
      let order = received.map { ($0["method"] as? String) ?? "\($0["id"] ?? "")" }
      #expect(order == ["settings.didChange", "\(2 * attempt + 1)", "\(2 * attempt + 2)"], "attempt \(attempt)")
    }
    #expect(rpc.finish() == 0)
  }

  /// `settings.update` sent as a notification (no id) changes the settings all the same, unanswered:
  /// the `settings.get` behind it sees the change, after the change's own notification.
  /// Views opened back to back take their ids in the order they were asked for: `view.open`
  /// changes the set of open views, so opens do not run side by side (they did, and a later one
  /// could take the earlier id).
  @Test func viewOpens_TakeTheirIds_InOrder() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let screens: [[String: Any]] = [
      ["screen": "launchpads"], ["screen": "launchpad", "params": ["id": "STLS"]], ["screen": "rockets"],
      ["screen": "rocket", "params": ["id": "falcon9"]],
    ]
    var opened = 0
    for attempt in 0..<15 {
      let ids = screens.indices.map { 10 * attempt + $0 + 1 }
      let received = try Self.pipelined(rpc, zip(ids, screens).map { Self.request($0, "view.open", $1) })
      let viewIDs = ids.map { Self.answer($0, in: received)?["viewId"] as? String }
      #expect(viewIDs == screens.indices.map { "v\(opened + $0 + 1)" }, "attempt \(attempt)")
      opened += screens.count
    }
    #expect(rpc.finish() == 0)
  }

  @Test func settingsUpdate_AsANotification_IsApplied_Unanswered() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    for attempt in 0..<20 {
      let language = attempt.isMultiple(of: 2) ? "ru" : "en"
      var update = Self.request(0, "settings.update", ["language": language])
      update["id"] = nil
      let received = try Self.pipelined(rpc, [update, Self.request(attempt + 1, "settings.get")])
      #expect(Self.answer(attempt + 1, in: received)?["language"] as? String == language, "attempt \(attempt)")
      let order = received.map { ($0["method"] as? String) ?? "\($0["id"] ?? "")" }
      #expect(order == ["settings.didChange", "\(attempt + 1)"], "attempt \(attempt): nothing answers the update")
    }
    #expect(rpc.finish() == 0)
  }

  @Test func favouritesAdd_ThenTheLists_SeeIt_AndRemove_ThenLaunchesList_NoLongerMarksIt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let failed: [String: Any] = ["rocket": "falcon9", "status": "failed"]
    var id = 0
    func next() -> Int {
      id += 1
      return id
    }
    for attempt in 0..<50 {
      let (add, list) = (next(), next())
      let added = try Self.pipelined(
        rpc,
        [Self.request(add, "favourites.add", ["ids": [Self.crs7]]), Self.request(list, "favourites.list", failed)])
      let listed = (Self.answer(list, in: added)?["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
      #expect(listed == [Self.crs7], "attempt \(attempt)")
      #expect(added.first?["method"] as? String == "favourites.didChange", "attempt \(attempt)")

      let (remove, launches) = (next(), next())
      let removed = try Self.pipelined(
        rpc,
        [
          Self.request(remove, "favourites.remove", ["ids": [Self.crs7]]),
          Self.request(launches, "launches.list", failed),
        ])
      let items = Self.answer(launches, in: removed)?["items"] as? [[String: Any]] ?? []
      let crs7 = items.first { $0["id"] as? String == Self.crs7 }
      #expect(crs7?["favourite"] as? Bool == false, "attempt \(attempt)")
    }
    #expect(rpc.finish() == 0)
  }

  /// An open view redrawn by a settings change, and read with `view.send` sent right behind it:
  /// the view's answer is in the new language, and its `view.didChange` came before the update's answer.
  @Test func settingsUpdate_ThenViewSend_TheViewIsInTheNewSettings() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let opened = try #require(
      rpc.request("view.open", ["screen": "launches", "params": ["rocket": "falcon9", "limit": 3]])["result"]
        as? [String: Any])
    let viewID = try #require(opened["viewId"] as? String)
    var id = 100
    for attempt in 0..<50 {
      let language = attempt.isMultiple(of: 2) ? "ru" : "en"
      id += 2
      let received = try Self.pipelined(
        rpc,
        [
          Self.request(id, "settings.update", ["language": language]),
          Self.request(id + 1, "view.send", ["viewId": viewID, "input": ["type": "refresh"]]),
        ])
      let state = Self.answer(id + 1, in: received)?["state"] as? [String: Any]
      let items = (state?["data"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
      let status = (items.first?["display"] as? [String: Any])?["status"] as? String ?? ""
      let isCyrillic = status.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
      #expect(!status.isEmpty && isCyrillic == (language == "ru"), "attempt \(attempt): '\(status)'")
      let order = received.map { ($0["method"] as? String) ?? "\($0["id"] ?? "")" }
      #expect(order == ["settings.didChange", "view.didChange", "\(id)", "\(id + 1)"], "attempt \(attempt)")
    }
    #expect(rpc.finish() == 0)
  }

  /// A `spacex favourite add` that has exited is seen by the next request of a running server.
  @Test func favouriteAddedByAnotherProcess_IsSeenByTheNextRequest() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let before = try #require(rpc.request("favourites.list")["result"] as? [String: Any])
    #expect(before["totalItems"] as? Int == 0)
    for (index, reference) in ["CRS-7", "Amos-6"].enumerated() {
      let added = try Executable.spacex.run(
        ["favourite", "add", reference, "--offline"], environment: sandbox.environment())
      #expect(added.status == 0, "\(added.stderr)")
      let after = try #require(rpc.request("favourites.list")["result"] as? [String: Any])
      #expect(after["totalItems"] as? Int == index + 1)
    }
    #expect(rpc.finish() == 0)
  }
}
