import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `view.*` over a live `spacex-rpc`: the text browser's screens held open for an editor.
@Suite struct ViewTests {
  private func session() throws -> (RPCSession, Sandbox) {
    let sandbox = try Sandbox()
    return (try RPCSession(arguments: ["--offline"], environment: sandbox.environment()), sandbox)
  }

  private func result(_ reply: [String: Any]) throws -> [String: Any] {
    try #require(reply["result"] as? [String: Any], "\(reply)")
  }

  private func items(_ snapshot: Any?) -> [String] {
    ((snapshot as? [String: Any])?["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [String] ?? [] }
  }

  @Test func launchesView_PagesFiltersAndReportsDiffs() throws {
    let (rpc, sandbox) = try session()
    defer { sandbox.remove() }
    let opened = try result(
      try rpc.request("view.open", ["screen": "launches", "params": ["rocket": "falcon9", "limit": 5]]))
    let viewID = try #require(opened["viewId"] as? String)
    #expect((opened["state"] as? [String: Any])?["status"] as? String == "loaded")
    let first = items(opened["snapshot"])
    #expect(first.count == 5)

    let next = try result(try rpc.request("view.send", ["viewId": viewID, "input": ["type": "nextPage"]]))
    let appended = items(next["snapshot"])
    #expect(Array(appended.prefix(5)) == first)
    #expect(appended.count == 10)
    let diff = try #require(next["diff"] as? [String: Any])
    #expect((diff["inserted"] as? [[String: Any]])?.count == 5)
    #expect((diff["deleted"] as? [Any])?.isEmpty == true)

    let narrowed = try result(
      try rpc.request(
        "view.send",
        ["viewId": viewID, "input": ["type": "setQuery", "query": ["status": "failed", "limit": NSNull()]]]))
    #expect(items(narrowed["snapshot"]).count == 2)
    let empty = try result(
      try rpc.request("view.send", ["viewId": viewID, "input": ["type": "setQuery", "query": ["year": 2006]]]))
    let state = try #require(empty["state"] as? [String: Any])
    #expect(state["status"] as? String == "empty")
    #expect(state["message"] as? String == "No launches match: none are left after the year filter (2006).")
    #expect(rpc.finish() == 0)
  }

  @Test func settingsUpdate_ReloadsEveryItemOfAnOpenView() throws {
    let (rpc, sandbox) = try session()
    defer { sandbox.remove() }
    let opened = try result(try rpc.request("view.open", ["screen": "launches", "params": ["limit": 4]]))
    let viewID = try #require(opened["viewId"] as? String)
    let shown = items(opened["snapshot"])

    let settings = try result(try rpc.request("settings.update", ["mass": "lb"]))
    #expect(settings["mass"] as? String == "lb")
    // Both came before the answer: the view is redrawn by the time the client reads it.
    #expect(rpc.notifications.map { $0["method"] as? String } == ["settings.didChange", "view.didChange"])
    let change = try #require(rpc.notifications.last?["params"] as? [String: Any])
    #expect(change["viewId"] as? String == viewID)
    let diff = try #require(change["diff"] as? [String: Any])
    #expect(diff["reloaded"] as? [String] == shown)
    for key in ["inserted", "deleted", "moved", "insertedSections", "deletedSections"] {
      #expect((diff[key] as? [Any])?.isEmpty == true, "\(key)")
    }
    #expect(rpc.finish() == 0)
  }

  /// A new home place is worked out again, not only redrawn: the sky screen and the launch card's
  /// "From your place" look from it once it is set, without a reopen; the home is typed in place.
  @Test func homeChange_ReloadsWhatIsWorkedOutFromIt() throws {
    let (rpc, sandbox) = try session()
    defer { sandbox.remove() }
    _ = try result(try rpc.request("initialize", ["capabilities": ["drawnLines": [:] as [String: Any]]]))
    let texts = { (answer: [String: Any]) in (answer["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] } }
    let sky = try result(try rpc.request("view.open", ["screen": "sky", "params": ["launch": "CRS-9"], "width": 80]))
    let skyID = try #require(sky["viewId"] as? String)
    #expect((sky["state"] as? [String: Any])?["status"] as? String == "empty")
    let card = try result(try rpc.request("view.open", ["screen": "launch", "params": ["id": "CRS-9"], "width": 80]))
    let cardID = try #require(card["viewId"] as? String)
    #expect(!texts(card).contains { ($0 as? String) == "From your place" })

    let settings = try result(try rpc.request("view.open", ["screen": "settings", "width": 80]))
    let home = try #require(
      (settings["lines"] as? [[String: Any]])?.first { ($0["text"] as? String)?.hasPrefix("Home") == true }?["target"]
        as? [String: Any])
    let edit = try #require(home["edit"] as? [String: Any])
    #expect(edit["param"] as? String == "home" && edit["typed"] as? String == "LAT,LON")
    #expect(edit["choices"] as? [String] == ["off"])

    let before = rpc.notifications.count
    _ = try result(try rpc.request("settings.update", ["home": "28.54,-81.38"]))
    let changed = { (id: String) in
      rpc.notifications.dropFirst(before).last {
        $0["method"] as? String == "view.didChange" && ($0["params"] as? [String: Any])?["viewId"] as? String == id
      }?["params"] as? [String: Any]
    }
    let skyNow = try #require(changed(skyID))
    #expect((skyNow["state"] as? [String: Any])?["status"] as? String == "loaded")
    #expect(texts(skyNow).contains { ($0 as? String)?.hasPrefix("Verdict   Night flame") == true }, "\(texts(skyNow))")
    let cardNow = try #require(changed(cardID))
    #expect(texts(cardNow).contains { ($0 as? String) == "From your place" }, "\(texts(cardNow))")
    #expect(rpc.finish() == 0)
  }

  @Test func everyScreen_Opens_AndUnknownOrClosedViewsAreClearErrors() throws {
    let (rpc, sandbox) = try session()
    defer { sandbox.remove() }
    let screens: [(String, [String: Any])] = [
      ("rockets", [:]), ("launches", [:]), ("launch", ["id": "CRS-7"]), ("launchpads", [:]),
      ("launchpad", ["id": "KSC LC 39A"]), ("settings", [:]),
    ]
    var ids: [String] = []
    for (screen, params) in screens {
      let opened = try result(try rpc.request("view.open", ["screen": screen, "params": params]))
      #expect((opened["state"] as? [String: Any])?["status"] as? String == "loaded", "\(screen)")
      ids.append(try #require(opened["viewId"] as? String))
    }
    #expect(Set(ids).count == screens.count)
    let refreshed = try result(try rpc.request("view.send", ["viewId": ids[0], "input": ["type": "refresh"]]))
    #expect((refreshed["state"] as? [String: Any])?["status"] as? String == "loaded")

    #expect(try rpc.request("view.close", ["viewId": ids[0]])["result"] is NSNull)
    let closed = try rpc.request("view.send", ["viewId": ids[0], "input": ["type": "refresh"]])
    #expect((closed["error"] as? [String: Any])?["code"] as? Int == 1003)
    let unknownScreen = try rpc.request("view.open", ["screen": "weather"])
    #expect(((unknownScreen["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "screen")
    let badInput = try rpc.request("view.send", ["viewId": ids[1], "input": ["type": "jump"]])
    #expect(((badInput["error"] as? [String: Any])?["data"] as? [String: Any])?["field"] as? String == "input.type")
    let noPages = try rpc.request("view.send", ["viewId": ids[2], "input": ["type": "nextPage"]])
    #expect((noPages["error"] as? [String: Any])?["code"] as? Int == -32602)
    #expect(rpc.finish() == 0)
  }
}

/// Drawn lines: a session that asks for them at `initialize` gets every view as the terminal
/// draws it at the client's width, spans counted in the encoding it chose; one that does not ask
/// gets today's answers.
@Suite struct DrawnLinesRPCTests {
  private func result(_ reply: [String: Any]) throws -> [String: Any] {
    try #require(reply["result"] as? [String: Any], "\(reply)")
  }

  private func texts(_ answer: [String: Any]) -> [String] {
    (answer["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
  }

  @Test func askedFor_LinesAreTheTerminalsText_SpansInTheChosenEncoding() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let hello = try result(
      try rpc.request(
        "initialize", ["locale": "ru", "capabilities": ["drawnLines": ["positionEncodings": ["utf-8"]]]]))
    let capabilities = try #require(hello["capabilities"] as? [String: Any])
    #expect((capabilities["drawnLines"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
    // The words a client says around the lines, in the session's language: before any view, and
    // with every drawn answer.
    let words = (capabilities["drawnLines"] as? [String: Any])?["words"] as? [String: Any]
    #expect(words?["loading"] as? String == "Загрузка…")

    let opened = try result(try rpc.request("view.open", ["screen": "rockets", "width": 60]))
    let lines = try #require(opened["lines"] as? [[String: Any]])
    let header = try #require(lines.first)
    let headerText = try #require(header["text"] as? String)
    #expect(headerText.hasPrefix("№  Ракета"))
    // The heading is the whole header line, its end counted in UTF-8 bytes (Cyrillic: two each).
    let span = try #require((header["spans"] as? [[String: Any]])?.first)
    #expect(span["face"] as? String == "heading" && span["from"] as? Int == 0)
    #expect(span["to"] as? Int == headerText.utf8.count)
    #expect(texts(opened).allSatisfy { $0.count <= 60 && !$0.contains("\u{1B}") })
    #expect(texts(opened).contains("4 ракеты"))
    #expect((opened["words"] as? [String: Any])?["nextPage"] as? String == "следующая страница")
    #expect(opened["filters"] == nil, "no filter in force, no filter line")
    let filtered = try result(
      try rpc.request("view.open", ["screen": "launches", "params": ["rocket": "falcon9"], "width": 60]))
    #expect(filtered["filters"] as? String == "Фильтры: rocket Falcon 9")
    // A row's line says what choosing it opens, and which item it shows.
    let falcon9 = try #require(lines.first { ($0["text"] as? String)?.hasPrefix("2  Falcon 9") == true })
    let target = try #require(falcon9["target"] as? [String: Any])
    #expect(target["screen"] as? String == "rocket")
    #expect(falcon9["id"] as? String == (target["params"] as? [String: Any])?["id"] as? String && falcon9["id"] != nil)
    #expect(header["target"] == nil && header["id"] == nil)

    // The same view at 120 columns: another layout of the same rows, no escape in it.
    let viewID = try #require(opened["viewId"] as? String)
    let wide = try result(try rpc.request("view.resize", ["viewId": viewID, "width": 120]))
    #expect(texts(wide) != texts(opened) && texts(wide).allSatisfy { $0.count <= 120 })
    let sent = try result(try rpc.request("view.send", ["viewId": viewID, "input": ["type": "refresh"]]))
    #expect(texts(sent) == texts(wide), "a view keeps the size it was given")

    let tooNarrow = try #require(
      try rpc.request("view.resize", ["viewId": viewID, "width": 5])["error"] as? [String: Any])
    #expect((tooNarrow["data"] as? [String: Any])?["field"] as? String == "width")
    let heightAlone = try rpc.request("view.open", ["screen": "rockets", "height": 30])
    #expect((heightAlone["error"] as? [String: Any])?["message"] as? String == "Invalid params: a height needs a width")
    #expect(rpc.finish() == 0)
  }

  /// A card's lines lead where its fields and entries do: the rocket field to the rocket, a
  /// booster's line to the booster, a link's lines (a wrapped URL's second too) to the URL, a
  /// setting to its edit; a line of plain words to nothing.
  @Test func drawnCardLines_LeadWhereTheirFieldsAndEntriesDo() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    _ = try result(try rpc.request("initialize", ["capabilities": ["drawnLines": [:] as [String: Any]]]))
    let launch = try #require(
      try result(try rpc.request("view.open", ["screen": "launch", "params": ["ref": "CRS-7"], "width": 60]))["lines"]
        as? [[String: Any]])
    func target(_ prefix: String) -> [String: Any]? {
      launch.first { ($0["text"] as? String)?.hasPrefix(prefix) == true }?["target"] as? [String: Any]
    }
    #expect(target("Rocket")?["screen"] as? String == "rocket" && target("Rocket")?["title"] as? String == "Falcon 9")
    #expect(target("  B1018")?["screen"] as? String == "booster")
    #expect((target("  B1018")?["params"] as? [String: Any])?["id"] as? String == "B1018")
    #expect(target("  C109")?["screen"] as? String == "capsule")
    let article = try #require(launch.firstIndex { ($0["text"] as? String)?.hasPrefix("  article") == true })
    let url = "https://spaceflightnow.com/2015/06/28/falcon-9-rocket-destroyed-in-launch-mishap/"
    #expect((launch[article]["target"] as? [String: Any])?["url"] as? String == url)
    #expect((launch[article + 1]["target"] as? [String: Any])?["url"] as? String == url, "its wrapped second line")
    // Faces beyond the headings: a URL is a link, where the data came from is faint.
    let faces = { (line: [String: Any]) in
      (line["spans"] as? [[String: Any]] ?? []).compactMap { $0["face"] as? String }
    }
    let webcast = try #require(launch.first { ($0["text"] as? String)?.hasPrefix("  webcast: https://") == true })
    let linkSpan = try #require((webcast["spans"] as? [[String: Any]])?.first)
    #expect(faces(webcast) == ["link"] && linkSpan["from"] as? Int == "  webcast: ".utf8.count, "\(webcast)")
    let source = try #require(launch.first { ($0["text"] as? String)?.hasPrefix("Source: ") == true })
    #expect(faces(source) == ["dim"], "\(source)")
    #expect(target("Flight") == nil && target("  Elsbeth III") == nil)

    let settings = try #require(
      try result(try rpc.request("view.open", ["screen": "settings", "width": 60]))["lines"] as? [[String: Any]])
    let mass = try #require(
      settings.first { ($0["text"] as? String)?.hasPrefix("Mass") == true }?["target"] as? [String: Any])
    let edit = try #require(mass["edit"] as? [String: Any])
    #expect(edit["method"] as? String == "settings.update" && edit["param"] as? String == "mass")
    #expect(edit["choices"] as? [String] == ["kg", "lb"] && mass["title"] as? String == "Mass")
    #expect(rpc.finish() == 0)
  }

  /// A countdown ticks in a client's view as on a terminal: the server draws the `next` view again
  /// each second at the time then and sends it when its lines changed; a view that does not tick
  /// (the rockets) is sent nothing.
  @Test func aTickingView_IsDrawnAgainEachSecond() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // Half an hour before NROL-95 (known to the hour, in the offline sample's Launch Library 2
    // part), the clock moving as the system's does.
    let environment = sandbox.environment(
      ll2URL: "http://127.0.0.1:9/2.3.0", extra: ["SPACEX_NOW": "2026-07-30T06:00:00Z", "SPACEX_CLOCK_RATE": "1"])
    let rpc = try RPCSession(arguments: ["--offline"], environment: environment, hangGuard: WallClockBounds.event)
    _ = try result(try rpc.request("initialize", ["capabilities": ["drawnLines": [:] as [String: Any]]]))
    let rockets = try result(try rpc.request("view.open", ["screen": "rockets", "width": 80]))
    let next = try result(try rpc.request("view.open", ["screen": "next", "width": 80]))
    let due = { (answer: [String: Any]) in self.texts(answer).first { $0.hasPrefix("Due: T−") } }
    let first = try #require(due(next), "\(texts(next))")
    var seen: [String] = []
    while seen.count < 2 {
      let message = try rpc.receive()
      guard message["method"] as? String == "view.didChange", let params = message["params"] as? [String: Any] else {
        continue
      }
      #expect(params["viewId"] as? String != rockets["viewId"] as? String, "the rockets do not tick")
      #expect(params["viewId"] as? String == next["viewId"] as? String)
      seen.append(try #require(due(params), "\(texts(params))"))
    }
    // Each a later second than the one before.
    #expect(first > seen[0] && seen[0] > seen[1], "\(first), \(seen)")
    #expect(rpc.finish() == 0)
  }

  /// The first screen is the server's too: `initialize` names it, and it lists every top-level
  /// screen in the session's language, each line leading to its screen (named by the client, so
  /// no title comes with it), its key beside it; no app name or row number (the client's title
  /// line and cursor do that).
  @Test func theHomeScreen_IsDrawnAndNamedByTheServer() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let hello = try result(
      try rpc.request("initialize", ["locale": "ru", "capabilities": ["drawnLines": [:] as [String: Any]]]))
    let drawing = (hello["capabilities"] as? [String: Any])?["drawnLines"] as? [String: Any]
    let home = try #require(drawing?["home"] as? String)
    let opened = try result(try rpc.request("view.open", ["screen": home, "width": 20]))
    let lines = try #require(opened["lines"] as? [[String: Any]])
    #expect(texts(opened).first == "Ракеты" && texts(opened).contains("Настройки  (s)"), "\(texts(opened))")
    #expect(lines.allSatisfy { ($0["target"] as? [String: Any])?["screen"] is String && $0["spans"] != nil })
    let rockets = try #require(lines.first?["target"] as? [String: Any])
    #expect(rockets["screen"] as? String == "rockets" && rockets["title"] == nil)
    let data = try #require((opened["state"] as? [String: Any])?["data"] as? [[String: Any]])
    #expect(
      data.count == lines.count && data.first?["title"] as? String == "Ракеты"
        && data.first?["id"] as? String == "rockets")
    #expect(rpc.finish() == 0)
  }

  /// What a client's "open a screen" prompt completes: screens by prefix, then a screen's query
  /// fields not given yet and, after a card's screen alone, the references it opens.
  @Test func viewComplete_OffersScreensFieldsAndReferences() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    func candidates(_ line: String) throws -> [String] {
      try #require(try result(try rpc.request("view.complete", ["line": line]))["candidates"] as? [String])
    }
    #expect(try candidates("boo") == ["booster", "boosters"])
    let serials = try candidates("booster B106")
    #expect(serials.contains("B1062") && serials.allSatisfy { $0.hasPrefix("B106") }, "\(serials)")
    #expect(try candidates("launches st") == ["status="])
    #expect(try candidates("launches status=failed st").isEmpty, "a field given is not offered again")
    #expect(try candidates("launch Crew-5 x").isEmpty && candidates("nosuchscreen ").isEmpty)
    let error = try #require(try rpc.request("view.complete", [:])["error"] as? [String: Any])
    #expect(error["code"] as? Int == -32602)
    #expect(rpc.finish() == 0)
  }

  @Test func notAskedFor_AnswersCarryNoLines() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let opened = try result(try rpc.request("view.open", ["screen": "rockets", "width": 60]))
    #expect(opened["lines"] == nil && opened["words"] == nil && opened["snapshot"] != nil)
    let viewID = try #require(opened["viewId"] as? String)
    let resized = try result(try rpc.request("view.resize", ["viewId": viewID, "width": 80]))
    #expect((resized["lines"] as? [Any])?.isEmpty == true)
    #expect(rpc.finish() == 0)
  }
}
