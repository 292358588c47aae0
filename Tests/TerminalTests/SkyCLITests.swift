import AppsTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `spacex sky` and the home place as a user meets them, on the offline sample.
@Suite struct SkyCLITests {
  @Test func home_IsSavedOnce_AndEverySkyLooksFromIt_UntilItIsCleared() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment()
    let none = try Executable.spacex.run(["sky", "CRS-9"], environment: environment)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no place to look from"), "\(none.stderr)")
    // A negative coordinate is a value, not an option.
    let saved = try Executable.spacex.run(["settings", "set", "home", "-33.9,18.4"], environment: environment)
    #expect(saved.status == 0)
    #expect(saved.stdout.contains("Home      33.9° S, 18.4° E"), "\(saved.stdout)")
    let sky = try Executable.spacex.run(["sky", "CRS-9"], environment: environment)
    #expect(sky.status == 0, "\(sky.stderr)")
    #expect(sky.stdout.contains("Place     33.9° S, 18.4° E"), "\(sky.stdout)")
    #expect(sky.stdout.contains("Verdict   Below your horizon"), "\(sky.stdout)")
    let given = try Executable.spacex.run(["sky", "CRS-9", "--place", "28.54,-81.38"], environment: environment)
    #expect(given.stdout.contains("Verdict   Night flame"), "\(given.stdout)")
    #expect(given.stdout.contains("CCSFS SLC 40, 78 km away, to the E"), "\(given.stdout)")
    #expect(try Executable.spacex.run(["settings", "set", "home", "off"], environment: environment).status == 0)
    #expect(try Executable.spacex.run(["sky", "CRS-9"], environment: environment).status == 2)
  }

  /// A place that does not read is refused with its reason and never repeated, on the command
  /// line, in the settings, and from a settings file edited by hand.
  @Test(arguments: [
    ["sky", "--place", "51.4769"], ["sky", "--place", "51.4769,-0.0005,3"], ["sky", "--place", "151.4769,0"],
    ["settings", "set", "home", "51.4769,nan"], ["settings", "set", "home", "51.4769,-200"],
  ])
  func badPlace_ExitsTwo_WithoutRepeatingIt(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments, environment: sandbox.environment())
    #expect(result.status == 2)
    #expect(result.stderr.contains("LAT,LON") || result.stderr.contains("±90"), "\(result.stderr)")
    #expect(!result.streams.contains("51.4769"), "\(result.streams)")
  }

  @Test func homeInAFileEditedByHand_ThatDoesNotRead_IsIgnoredWithAWarningThatDoesNotRepeatIt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.configDirectory, withIntermediateDirectories: true)
    try Data(#"{"home":"51.4769,200"}"#.utf8).write(to: sandbox.configDirectory.appendingPathComponent("settings.json"))
    let result = try Executable.spacex.run(["sky", "CRS-9"], environment: sandbox.environment())
    #expect(result.status == 2)
    #expect(result.stderr.contains("ignoring a home place"), "\(result.stderr)")
    #expect(!result.streams.contains("51.4769"))
  }

  /// The numbers behind every verdict.
  @Test func json_CarriesTheNumbersBehindTheVerdict() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(
      ["sky", "CRS-9", "--place", "28.54,-81.38", "--format", "json"], environment: sandbox.environment())
    #expect(result.status == 0)
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let report = try #require(answer["report"] as? [String: Any])
    let passes = try #require(report["passes"] as? [[String: Any]])
    #expect(passes.first { $0["isNET"] as? Bool == true }?["verdict"] as? String == "nightFlame")
    #expect((passes.first?["track"] as? [Any])?.isEmpty == false)
    #expect((report["estimate"] as? [String: Any])?["assumption"] as? String == "spaceStation")
    #expect(answer["source"] as? String == "bundled")
  }

  /// `--format svg`: a picture a real parser and renderer read (its PNG looked at when the
  /// picture was made), with the track drawn and the place left out (a picture is made to be
  /// shared).
  @Test func svg_DrawsTheTrack_AndLeavesThePlaceOut() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(
      ["sky", "CRS-9", "--place", "28.54,-81.38", "--format", "svg"], environment: sandbox.environment())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<?xml"))
    let parser = XMLParser(data: Data(result.stdout.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(result.stdout.components(separatedBy: "<line ").count > 20, "the grid and the track")
    #expect(result.stdout.contains("Night flame") && result.stdout.contains("T+0:10"))
    #expect(!result.stdout.contains("28.54") && !result.stdout.contains("81.38") && !result.stdout.contains("28° N"))
    let drawn = try #require(try SVGRendering.png(Data(result.stdout.utf8)), "rsvg-convert draws it")
    #expect(drawn.width == 640 && drawn.height == 700, "\(drawn.width)×\(drawn.height)")
    #expect(drawn.bytes.count > 10_000, "a drawn picture, not a blank one: \(drawn.bytes.count) bytes")
  }

  /// `spacex sky` asks the API for nothing `spacex next` does not (the launches, and the pad
  /// the card names), from an empty cache each.
  @Test func sky_SendsNoRequestBeyondWhatNextSends() async throws {
    var paths: [[String: Int]] = []
    for arguments in [["next"], ["sky", "--place", "28.54,-81.38"]] {
      let fixture = try LoopbackAPIFixture()
      defer { fixture.close() }
      let result = try fixture.run(arguments, extra: ["SPACEX_NOW": "2022-12-01T00:00:00Z"])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let counts = try JSONSerialization.jsonObject(with: try await fixture.server.control("requests"))
      paths.append(counts as? [String: Int] ?? [:])
    }
    #expect(!paths[0].isEmpty)
    #expect(Set(paths[1].keys).isSubset(of: Set(paths[0].keys)), "next: \(paths[0]), sky: \(paths[1])")
  }

  /// With a home place, the launch card (and the next launch's) ends with what that place sees;
  /// without one, it has no such block.
  @Test func launchCard_SaysWhatTheHomePlaceSees_OnlyOnceOneIsSet() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment()
    let without = try Executable.spacex.run(["launch", "CRS-9"], environment: environment)
    #expect(without.status == 0 && !without.stdout.contains("From your place"), "\(without.stdout)")
    #expect(
      try Executable.spacex.run(["settings", "set", "home", "28.54,-81.38"], environment: environment).status == 0)
    let with = try Executable.spacex.run(["launch", "CRS-9"], environment: environment)
    #expect(with.status == 0)
    let block = with.stdout.components(separatedBy: "From your place\n").last ?? ""
    #expect(block.hasPrefix("  Night flame · E → NE, 0–30° up, T+0:10…T+8:50\n"), "\(with.stdout)")
    let russian = try Executable.spacex.run(["launch", "CRS-9", "--lang", "ru"], environment: environment)
    #expect(russian.stdout.contains("С вашего места\n  Ночной факел · В → СВ"), "\(russian.stdout)")
    // The same block in launches.get's card (the JSON a script or an editor reads).
    let json = try Executable.spacex.run(["launch", "CRS-9", "--format", "json"], environment: environment)
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let sections = (answer["card"] as? [String: Any])?["sections"] as? [[String: Any]] ?? []
    #expect(sections.contains { $0["key"] as? String == "sky" }, "\(sections.map { $0["key"] ?? "" })")
  }
}
