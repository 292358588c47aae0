import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Text from the API never forges output: every human string of every collection carries escape
/// sequences (a screen clear, a window title), a line feed followed by a forged line, BiDi
/// overrides, line separators and C1 controls, and no command, screen or format lets any of them
/// through: no control character but the line breaks the format itself writes, and no line that
/// the data began.
@Suite struct HostileTextTests {
  static let payload =
    "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\nFORGED line\u{202E}desrever\u{2066}\u{2028}SEPARATED\u{0085}\r\u{7F}\u{0}"

  /// Keys whose strings the product parses or links by (ids, dates, serials, enumerations, links):
  /// left as they are, so the hostile records still load and resolve.
  private static func isStructural(_ key: String, _ value: String) -> Bool {
    let structural: Set = [
      "id", "serial", "status", "date_precision", "type", "upcoming", "landing_type", "orbit", "reference_system",
      "regime", "role", "first_flight",
    ]
    return structural.contains(key) || key.hasPrefix("date") || key.hasSuffix("_utc") || key.hasSuffix("_local")
      || value.hasPrefix("http") || value.range(of: #"^[0-9a-f]{24}$"#, options: .regularExpression) != nil
  }

  private static func poisoned(_ value: Any, key: String) -> Any {
    switch value {
    case let text as String: return isStructural(key, text) ? text : text + payload
    case let list as [Any]: return list.map { poisoned($0, key: key) }
    case let object as [String: Any]:
      return Dictionary(uniqueKeysWithValues: object.map { ($0.key, poisoned($0.value, key: $0.key)) })
    default: return value
    }
  }

  private static func hostileData() throws -> TemporaryDirectory {
    let directory = try LoopbackServer.sampleDirectory()
    for file in try FileManager.default.contentsOfDirectory(at: directory.url, includingPropertiesForKeys: nil) {
      let documents = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
      try JSONSerialization.data(withJSONObject: poisoned(documents, key: "")).write(to: file)
    }
    return directory
  }

  /// What no output may hold: controls other than those `allowed`, BiDi controls, separators.
  private static func forbidden(in text: String, allowed: Set<Unicode.Scalar>) -> [String] {
    let bidi: ClosedRange<UInt32> = 0x202A...0x202E
    return text.unicodeScalars.compactMap { scalar -> String? in
      if allowed.contains(scalar) { return nil }
      let value = scalar.value
      let bad =
        value < 0x20 || (0x7F...0x9F).contains(value) || bidi.contains(value) || (0x2066...0x2069).contains(value)
        || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
      return bad ? String(format: "U+%04X", value) : nil
    }
  }

  /// A loopback API serving the hostile data, and a sandbox's environment pointing at it.
  private static func withHostileAPI(_ body: ([String: String]) throws -> Void) throws {
    let data = try hostileData()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try body(sandbox.environment(apiURL: server.baseURL))
  }

  static let falcon9 = "5e9d0d95eda69973a809d1ec"
  static let crew5 = "62dd70d5202306255024d139"
  static let lc39a = "5e9e4502f509094188566f88"

  @Test func everyCommandAndFormat_ShowsNoControlAndNoForgedLine() throws {
    try Self.withHostileAPI { environment in try Self.everyCommandAndFormat(environment) }
  }

  private static func everyCommandAndFormat(_ environment: [String: String]) throws {
    let (falcon9, crew5, lc39a) = (Self.falcon9, Self.crew5, Self.lc39a)
    let commands: [[String]] = [
      ["rockets"], ["rocket", falcon9], ["launches"], ["launches", "--limit", "all"], ["launch", crew5],
      ["launch", "187"], ["launchpads"], ["launchpad", lc39a], ["boosters"], ["booster", "B1062"], ["landpads"],
      ["landpad", "5e9e3032383ecb6bb234e7ca"], ["capsules"], ["capsule", "C206"], ["ships"],
      ["ship", "5ea6ed2f080df4000697c90b"], ["launches", "--search", "FORGED"],
    ]
    var shown = 0
    for command in commands {
      for format in [[], ["--format", "tsv"]] {
        let result = try Executable.spacex.run(command + format, environment: environment)
        #expect(result.status == 0, "\(command + format): \(result.stderr)")
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
          let bad = Self.forbidden(in: text, allowed: format.isEmpty ? ["\n"] : ["\n", "\t"])
          #expect(bad.isEmpty, "\(command + format) \(stream): \(Set(bad).sorted())")
          let forged = text.split(separator: "\n").filter { $0.hasPrefix("FORGED") || $0.hasPrefix("SEPARATED") }
          #expect(forged.isEmpty, "\(command + format) \(stream) begins a line with the data: \(forged.prefix(2))")
        }
        if result.stdout.contains("FORGED line") { shown += 1 }
      }
    }
    #expect(shown >= commands.count, "the data is still shown, made safe: in \(shown) outputs")
    let calendar = try Executable.spacex.run(
      ["launches", "--limit", "all", "--format", "ics"], environment: environment)
    #expect(calendar.status == 0, "\(calendar.stderr)")
    #expect(Self.forbidden(in: calendar.stdout, allowed: ["\r", "\n"]).isEmpty)
    #expect(!calendar.stdout.split(separator: "\r\n").contains { $0.hasPrefix("FORGED") })
    let browse = try Executable.spacex.run(
      ["browse", "rockets"], environment: environment, stdin: Data("2\nl\n1\nq\n".utf8))
    #expect(Self.forbidden(in: browse.stdout, allowed: ["\n"]).isEmpty, "browse")
    let forgedInBrowse = browse.stdout.split(separator: "\n").filter { $0.hasPrefix("FORGED") }
    #expect(forgedInBrowse.isEmpty, "browse: \(forgedInBrowse.prefix(3))")
  }

  /// What an editor draws: every screen `rpc.discover` lists, opened on the hostile data, sends
  /// no string with a control but a line break (which the clients fold), a BiDi control or a
  /// separator, in its state, its links, its sections or its message; the data is still there.
  @Test func everyScreen_SendsTextSafeToDraw() throws {
    try Self.withHostileAPI { environment in try Self.everyScreen(environment) }
  }

  private static func everyScreen(_ environment: [String: String]) throws {
    let rpc = try RPCSession(arguments: [], environment: environment)
    let discovered = try #require(try rpc.request("rpc.discover")["result"] as? [String: Any])
    let descriptions = try #require(discovered["x-screens"] as? [[String: Any]])
    let screens = descriptions.compactMap { $0["name"] as? String }
    #expect(screens.count >= 18, "\(screens)")
    // A screen that needs params opens with those a user reaches it with: the first row of a list
    // that opens it, or a link, walked from the screens that need none. No feature is named, so a
    // new one is checked the day it lands.
    var reached: [String: [String: Any]] = [:]
    var waiting = screens
    var shown = 0
    while !waiting.isEmpty {
      let progress = waiting.count
      for screen in waiting {
        let needsParams = try rpc.request("view.open", ["screen": screen, "params": [String: Any]()])["error"] != nil
        guard !needsParams || reached[screen] != nil else { continue }
        waiting.removeAll { $0 == screen }
        let reply = try rpc.request("view.open", ["screen": screen, "params": reached[screen] ?? [:]])
        let opened = try #require(reply["result"] as? [String: Any], "\(screen): \(reply)")
        let status = (opened["state"] as? [String: Any])?["status"] as? String
        // With no history, no favourites and nothing to come, these three have nothing to show;
        // with no home place, the sky has only how to set one.
        let expected = ["changes": "empty", "favourites": "empty", "next": "empty", "sky": "empty"][screen] ?? "loaded"
        #expect(status == expected, "\(screen): \(status ?? "no status")")
        let texts = Self.strings(in: opened)
        let bad = texts.flatMap { Self.forbidden(in: $0, allowed: ["\n"]) }
        #expect(bad.isEmpty, "\(screen): \(Set(bad).sorted())")
        if texts.contains(where: { $0.contains("FORGED line") }) { shown += 1 }
        let description = descriptions.first { $0["name"] as? String == screen } ?? [:]
        Self.noteDestinations(of: opened, described: description, in: &reached)
      }
      #expect(waiting.count < progress, "no row or link leads to \(waiting)")
      if waiting.count == progress { break }
    }
    let searched = try rpc.request(
      "view.open", ["screen": "launches", "params": ["search": "\u{1B}]0;pwned\u{07}\u{202E}nothing like it"]])
    let empty = try #require(searched["result"] as? [String: Any])
    #expect(((empty["state"] as? [String: Any])?["status"] as? String) == "empty")
    #expect(Self.strings(in: empty).flatMap { Self.forbidden(in: $0, allowed: []) }.isEmpty, "\(empty)")
    #expect(shown >= 12, "the data is still shown, made safe: on \(shown) screens")
    #expect(rpc.finish() == 0)
  }

  /// Where an opened screen leads, with the params it gives: each link, and its list's first row.
  private static func noteDestinations(
    of opened: [String: Any], described description: [String: Any], in reached: inout [String: [String: Any]]
  ) {
    let state = opened["state"] as? [String: Any]
    for link in state?["links"] as? [[String: Any]] ?? [] {
      guard let screen = link["screen"] as? String, reached[screen] == nil else { continue }
      reached[screen] = link["params"] as? [String: Any]
    }
    let list = (description["layout"] as? [String: Any])?["list"] as? [String: Any]
    guard let row = list?["row"] as? [String: Any], let target = row["screen"] as? String, reached[target] == nil,
      let members = row["params"] as? [String: String]
    else { return }
    let items = (list?["items"] as? String).map { (state?["data"] as? [String: Any])?[$0] } ?? state?["data"]
    guard let first = (items as? [[String: Any]])?.first else { return }
    reached[target] = members.compactMapValues { first[$0] }
  }

  /// Every string in a JSON value, keys included.
  private static func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: return [text]
    case let list as [Any]: return list.flatMap { strings(in: $0) }
    case let object as [String: Any]: return object.flatMap { [$0.key] + strings(in: $0.value) }
    default: return []
    }
  }
}
