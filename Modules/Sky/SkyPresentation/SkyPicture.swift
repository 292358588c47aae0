import AppContainer
import Core
import Foundation

/// `spacex sky --format svg`: the sky from your place as a polar plot, drawn from `sky.get`'s
/// answer. The horizon is the outer circle and the zenith its centre (elevation 30° and 60°
/// circles between), north up and east right, as satellite sky plots are drawn; the track at
/// the NET every 10 s to SECO, in sunlight in one colour and in the Earth's shadow in another,
/// its first and last visible moments labelled. The place itself is left out: a picture is made
/// to be shared.
enum SkyPicture {
  static let width = 640
  static let height = 700
  static let centre = (x: 320.0, y: 330.0)
  static let radius = 230.0
  static let sunlit = "#e8a317"
  static let shadowed = "#27408b"

  /// What the picture reads of the answer.
  struct Drawn: Decodable {
    struct Report: Decodable {
      var passes: [Pass]
    }

    struct Pass: Decodable {
      var isNET: Bool
      var track: [Point]
    }

    struct Point: Decodable {
      var t: Double
      var azimuth: Double
      var elevation: Double
      var sunlit: Bool
    }

    struct Part: Decodable {
      var provider: String?
      var fetchedAt: String?
    }

    var report: Report
    var card: Card
    var fetchedAt: String?
    var sources: [Part]?
  }

  static func svg(_ result: Data, language: Language) throws -> String {
    let drawn = try JSONDecoder().decode(Drawn.self, from: result)
    let asOf =
      drawn.sources.map { $0.map { ($0.provider, $0.fetchedAt, nil as String?) } } ?? [(nil, drawn.fetchedAt, nil)]
    return ChartPicture.document(
      width: width, height: height, title: drawn.card.title, asOf: asOf, language: language
    ) {
      grid(language) + track(drawn.report.passes.first(where: \.isNET)?.track ?? []) + legend(language)
        + caption(drawn.card)
    }
  }

  /// Where a point of the sky is drawn.
  static func position(azimuth: Double, elevation: Double) -> (x: Double, y: Double) {
    let distance = radius * (90 - min(90, max(0, elevation))) / 90
    let angle = azimuth * .pi / 180
    return (centre.x + distance * sin(angle), centre.y - distance * cos(angle))
  }

  /// The horizon, the 30° and 60° circles, a spoke every 45° and the compass around.
  static func grid(_ language: Language) -> String {
    let f = ChartPicture.format
    var out = "<g>\n"
    for elevation in [0.0, 30, 60] {
      let r = radius * (90 - elevation) / 90
      let style = elevation == 0 ? "stroke=\"#333333\"" : "stroke=\"#bbbbbb\" stroke-dasharray=\"4 4\""
      out += "<circle cx=\"\(f(centre.x))\" cy=\"\(f(centre.y))\" r=\"\(f(r))\" fill=\"none\" \(style)/>\n"
      if elevation > 0 {
        out += "<text x=\"\(f(centre.x + 4))\" y=\"\(f(centre.y - r - 4))\" font-size=\"11\" fill=\"#777777\">"
        out += "\(Int(elevation))°</text>\n"
      }
    }
    for step in 0..<8 {
      let azimuth = Double(step) * 45
      let edge = position(azimuth: azimuth, elevation: 0)
      out += "<line x1=\"\(f(centre.x))\" y1=\"\(f(centre.y))\" x2=\"\(f(edge.x))\" y2=\"\(f(edge.y))\" "
      out += "stroke=\"#e3e3e3\"/>\n"
      let angle = azimuth * .pi / 180
      let (x, y) = (centre.x + (radius + 18) * sin(angle), centre.y - (radius + 18) * cos(angle) + 5)
      out += "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"14\" text-anchor=\"middle\" fill=\"#111111\">"
      out += ChartPicture.escape(PlaceText.compassPoint(azimuth, language: language)) + "</text>\n"
    }
    return out + "</g>\n"
  }

  /// The NET's track above the horizon, a segment per step coloured by sunlight, a dot each
  /// minute, and the first and last visible moments as `T+m:ss`.
  static func track(_ points: [Drawn.Point]) -> String {
    let f = ChartPicture.format
    var out = "<g stroke-width=\"3\" stroke-linecap=\"round\">\n"
    for (from, to) in zip(points, points.dropFirst()) where from.elevation > 0 && to.elevation > 0 {
      let (a, b) = (
        position(azimuth: from.azimuth, elevation: from.elevation),
        position(azimuth: to.azimuth, elevation: to.elevation)
      )
      out += "<line x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\" "
      out += "stroke=\"\(to.sunlit ? sunlit : shadowed)\"/>\n"
    }
    let visible = points.filter { $0.elevation > 0 }
    for point in visible where Int(saturating: point.t) % 60 == 0 {
      let at = position(azimuth: point.azimuth, elevation: point.elevation)
      out += "<circle cx=\"\(f(at.x))\" cy=\"\(f(at.y))\" r=\"3\" fill=\"\(point.sunlit ? sunlit : shadowed)\"/>\n"
    }
    for point in [visible.first, visible.last].compactMap({ $0 }) {
      let at = position(azimuth: point.azimuth, elevation: point.elevation)
      out += "<text x=\"\(f(at.x + 6))\" y=\"\(f(at.y - 6))\" font-size=\"12\" fill=\"#111111\">"
      out += "T+" + SkyCard.clock(point.t) + "</text>\n"
    }
    return out + "</g>\n"
  }

  static func legend(_ language: Language) -> String {
    let top = Int(centre.y + radius) + 36
    var out = ""
    for (index, (colour, words)) in [
      (sunlit, Phrase(en: "in sunlight", ru: "на солнце")),
      (shadowed, Phrase(en: "in the Earth's shadow", ru: "в тени Земли")),
    ].enumerated() {
      let x = 56 + index * 200
      out += "<rect x=\"\(x)\" y=\"\(top - 10)\" width=\"12\" height=\"12\" fill=\"\(colour)\"/>"
      out += "<text x=\"\(x + 18)\" y=\"\(top)\" font-size=\"12\" fill=\"#333333\">"
      out += ChartPicture.escape(words(language)) + "</text>\n"
    }
    return out
  }

  /// The verdict and where to look, as the card says them, then that it is an estimate.
  static func caption(_ card: Card) -> String {
    let top = Int(centre.y + radius) + 62
    let said = ["verdict", "look", "sun"].compactMap { key in card.fields.first { $0.key == key } }.map {
      $0.label + ": " + $0.value
    }
    let note = card.sections.first { $0.key == "estimate" }?.entries.map(\.value) ?? []
    return (said + note).enumerated().map { index, line in
      "<text x=\"56\" y=\"\(top + index * 18)\" font-size=\"13\" fill=\"#333333\">\(ChartPicture.escape(line))</text>\n"
    }.joined()
  }
}
