import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// One launch whose name is not valid Unicode (a stray byte, half of a surrogate pair) in an API
/// answer: the other launches are all kept, the broken name reads with U+FFFD, and nothing falls
/// back to the offline sample.
@Suite struct BrokenTextTests {
  @Test(arguments: ["invalid UTF-8", "lone surrogate"])
  func oneBrokenName_KeepsEveryLaunch(_ breakage: String) throws {
    let api = try LoopbackServer.sampleDirectory()
    defer { api.remove() }
    let file = api.url.appendingPathComponent("launches.json")
    var text = try String(contentsOf: file, encoding: .utf8)
    let launches = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
    let name = try #require(launches.first?["name"] as? String)
    let quoted = "\"name\":\"\(name)\""
    let spaced = "\"name\": \"\(name)\""
    let marker = text.contains(quoted) ? quoted : spaced
    try #require(text.contains(marker), "the sample's first launch name is written \(name)")
    var bytes: Data
    if breakage == "lone surrogate" {
      text = text.replacingOccurrences(of: marker, with: "\"name\":\"Broken \\ud800 \(name)\"")
      bytes = Data(text.utf8)
    } else {
      let parts = text.components(separatedBy: marker)
      bytes =
        Data((parts[0] + "\"name\":\"Broken ").utf8) + Data([0xFF, 0xC3])
        + Data((" \(name)\"" + parts.dropFirst().joined(separator: marker)).utf8)
    }
    try bytes.write(to: file)
    let server = try LoopbackServer(dataDirectory: api.url)
    let sandbox = try Sandbox()
    defer { sandbox.remove() }

    let environment = sandbox.environment(apiURL: server.baseURL)
    let result = try Executable.spacex.run(
      ["launches", "--format", "json", "--source", "live"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let answer = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    #expect(answer["totalItems"] as? Int == launches.count, "every launch is kept: \(answer["totalItems"] ?? "none")")
    #expect(answer["source"] as? String == "live", "\(result.stderr)")

    let found = try Executable.spacex.run(
      ["launches", "--search", "Broken", "--format", "json"], environment: environment)
    let items = (try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])?["items"] as? [Any]
    let broken = (items?.first as? [String: Any])?["name"] as? String
    #expect(broken == "Broken \u{FFFD} \(name)" || broken == "Broken \u{FFFD}\u{FFFD} \(name)", "\(found.stdout)")
  }
}
