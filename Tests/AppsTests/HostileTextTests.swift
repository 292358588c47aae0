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

  @Test func everyCommandAndFormat_ShowsNoControlAndNoForgedLine() throws {
    let data = try Self.hostileData()
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(apiURL: server.baseURL)
    let falcon9 = "5e9d0d95eda69973a809d1ec"
    let crew5 = "62dd70d5202306255024d139"
    let lc39a = "5e9e4502f509094188566f88"
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
}
