import AppsTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `spacex stats --format svg` is a picture a person can post: well-formed XML a real parser
/// reads, SVG that a real renderer (librsvg's `rsvg-convert`) turns into a PNG of its size, with
/// nothing it would fetch or run.
@Suite struct StatsPictureTests {
  /// What the parser saw: element names in order, every attribute name, all character data.
  private final class Reading: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: Set<String> = []
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements.append(name)
      self.attributes.formUnion(attributes.keys)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  @Test(arguments: [["en"], ["ru"]])
  func svg_ParsesAsXML_AndRendersToAPNG(language: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(ll2URL: "http://127.0.0.1:9/2.3.0")
    let result = try Executable.spacex.run(
      ["stats", "--offline", "--format", "svg", "--lang"] + language, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let picture = Data(result.stdout.utf8)

    let parser = XMLParser(data: picture)
    let reading = Reading()
    parser.delegate = reading
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(reading.elements.first == "svg")
    #expect(!reading.elements.contains("script") && !reading.elements.contains("image"), "nothing to run or fetch")
    #expect(!reading.attributes.contains { $0.hasSuffix("href") || $0.hasPrefix("on") }, "\(reading.attributes)")
    // The title, the as-of date, each chart's title and legend, as the JSON answer words them.
    let json = try Executable.spacex.run(
      ["stats", "--offline", "--format", "json", "--lang"] + language, environment: environment)
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let title = try #require((answer["card"] as? [String: Any])?["title"] as? String)
    #expect(reading.text.contains(title))
    #expect(reading.text.contains(String((answer["fetchedAt"] as? String ?? "-").prefix(10))), "the as-of date")
    // The offline sample's Launch Library 2 part holds every launch only to 2022-10-20: said.
    let complete = language == ["ru"] ? "(полные по 2022-10-20)" : "(complete to 2022-10-20)"
    #expect(reading.text.contains(complete), "where the data is complete to")
    let charts = try #require(answer["charts"] as? [[String: Any]])
    #expect(charts.count == 2)
    for chart in charts {
      #expect(reading.text.contains(chart["title"] as? String ?? "-"))
      for series in chart["series"] as? [[String: Any]] ?? [] {
        #expect(reading.text.contains(series["label"] as? String ?? "-"))
      }
      // A column part per non-zero value, each with its value in its tooltip.
      let parts = (chart["bars"] as? [[String: Any]] ?? []).flatMap { $0["values"] as? [Int] ?? [] }.filter { $0 > 0 }
      #expect(parts.count > 10)
    }
    #expect(reading.elements.filter { $0 == "rect" }.count > 40, "columns drawn")

    let drawn = try #require(try SVGRendering.png(picture), "rsvg-convert (Tests/run installs librsvg2-bin)")
    #expect(drawn.width == 880 && drawn.height == 70 + 2 * 330, "\(drawn.width)×\(drawn.height)")
    #expect(drawn.bytes.count > 10_000, "a drawn picture, not a blank one: \(drawn.bytes.count) bytes")
  }
}
