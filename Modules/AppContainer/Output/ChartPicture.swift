import Core
import Foundation

/// `--format svg`: a command's charts as one standalone SVG picture a person can put in a post:
/// a title with the data's as-of date, then per chart its title, legend, axes with ticks and
/// stacked columns. Plain SVG 1.1: no scripts, no external fonts (the generic `sans-serif`),
/// every text escaped.
package enum ChartPicture {
  static let width = 880
  static let panelHeight = 330
  static let plotHeight = 220
  static let left = 56
  static let right = 24

  /// - Parameters:
  ///   - title: the picture's heading (`SpaceX in numbers — Falcon 9`).
  ///   - asOf: when each provider's data was fetched, ISO 8601 (`spacex-api`,
  ///     `2023-09-18T01:20:00.000Z`): a merged answer is as old as each of its parts; and, for a
  ///     part that holds every launch only up to an earlier moment (the offline sample's), that
  ///     moment, so a picture of its later years does not pass for complete.
  package static func svg(
    _ charts: [Chart], title: String, asOf: [(provider: String?, fetchedAt: String?, completeThrough: String?)],
    language: Language
  ) -> String {
    document(width: width, height: 70 + charts.count * panelHeight, title: title, asOf: asOf, language: language) {
      charts.enumerated().map { index, chart in panel(chart, top: 70 + index * panelHeight) }.joined()
    }
  }

  /// A standalone picture: a white page, the title, the data's as-of line under it (at y 52),
  /// then `body`, drawn from y 70 down. Every picture `--format svg` writes is one: the charts,
  /// and a feature's own (``TextCommand/picture``).
  package static func document(
    width: Int, height: Int, title: String,
    asOf: [(provider: String?, fetchedAt: String?, completeThrough: String?)], language: Language,
    body: () -> String
  ) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif">
      <title>\(escape(title))</title>
      <rect x="0" y="0" width="\(width)" height="\(height)" fill="#ffffff"/>
      <text x="\(left)" y="30" font-size="20" font-weight="bold" fill="#111111">\(escape(title))</text>

      """
    let parts = asOf.compactMap { part in
      part.fetchedAt.map { stamp in
        let time = String(stamp.prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC"
        let complete = part.completeThrough.map {
          Phrase(en: " (complete to ", ru: " (полные по ")(language) + String($0.prefix(10)) + ")"
        }
        return (part.provider.map { providerName($0) + " " + time } ?? time) + (complete ?? "")
      }
    }
    if !parts.isEmpty {
      let words = Phrase(en: "Data as of ", ru: "Данные на ")(language) + parts.joined(separator: " · ")
      out += "<text x=\"\(left)\" y=\"52\" font-size=\"13\" fill=\"#555555\">\(escape(words))</text>\n"
    }
    return out + body() + "</svg>\n"
  }

  /// One chart: title and legend above, the plot, the bars' labels under it.
  private static func panel(_ chart: Chart, top: Int) -> String {
    var out = "<g>\n"
    out += "<text x=\"\(left)\" y=\"\(top + 20)\" font-size=\"16\" font-weight=\"bold\" fill=\"#111111\">"
    out += escape(chart.title) + "</text>\n"
    var x = left
    for (index, series) in chart.series.enumerated() {
      out += "<rect x=\"\(x)\" y=\"\(top + 32)\" width=\"12\" height=\"12\" fill=\"\(colour(series, index))\"/>"
      out +=
        "<text x=\"\(x + 16)\" y=\"\(top + 43)\" font-size=\"12\" fill=\"#333333\">\(escape(series.label))</text>\n"
      x += 16 + 7 * series.label.count + 18
    }
    let plotTop = top + 60
    let plotBottom = plotTop + plotHeight
    let plotWidth = width - left - right
    let totals = chart.bars.map { $0.values.reduce(0) { $0 + max(0, $1) } }
    let ticks = ticks(upTo: totals.max() ?? 0)
    let scaleTop = max(ticks.last ?? 1, 1)
    let y = { (value: Int) in Double(plotBottom) - Double(value) * Double(plotHeight) / Double(scaleTop) }
    for tick in ticks {
      let line = format(y(tick))
      out += "<line x1=\"\(left)\" y1=\"\(line)\" x2=\"\(left + plotWidth)\" y2=\"\(line)\" stroke=\"#e0e0e0\"/>"
      out +=
        "<text x=\"\(left - 6)\" y=\"\(format(y(tick) + 4))\" font-size=\"11\" text-anchor=\"end\" fill=\"#555555\">"
      out += "\(tick)</text>\n"
    }
    out += "<text x=\"14\" y=\"\(plotTop + plotHeight / 2)\" font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\" "
    out += "transform=\"rotate(-90 14 \(plotTop + plotHeight / 2))\">\(escape(chart.unit))</text>\n"
    let slot = Double(plotWidth) / Double(max(chart.bars.count, 1))
    let barWidth = max(1, slot * 0.7)
    // Every label when they fit side by side, else every second, third…: never overlapping.
    let every = max(1, Int((34.0 / slot).rounded(.up)))
    for (index, bar) in chart.bars.enumerated() {
      let barX = Double(left) + slot * Double(index) + (slot - barWidth) / 2
      var running = 0
      for (seriesIndex, value) in bar.values.enumerated() where value > 0 && chart.series.indices.contains(seriesIndex)
      {
        let low = y(running)
        running += value
        let high = y(running)
        out += "<rect x=\"\(format(barX))\" y=\"\(format(high))\" width=\"\(format(barWidth))\" "
        out += "height=\"\(format(low - high))\" fill=\"\(colour(chart.series[seriesIndex], seriesIndex))\">"
        out += "<title>\(escape(bar.label + " · " + chart.series[seriesIndex].label + ": \(value)"))</title></rect>\n"
      }
      if index % every == 0 {
        out += "<text x=\"\(format(barX + barWidth / 2))\" y=\"\(plotBottom + 16)\" font-size=\"11\" "
        out += "text-anchor=\"middle\" fill=\"#333333\">\(escape(bar.label))</text>\n"
      }
    }
    out +=
      "<line x1=\"\(left)\" y1=\"\(plotBottom)\" x2=\"\(left + plotWidth)\" y2=\"\(plotBottom)\" stroke=\"#333333\"/>\n"
    out += "<line x1=\"\(left)\" y1=\"\(plotTop)\" x2=\"\(left)\" y2=\"\(plotBottom)\" stroke=\"#333333\"/>\n"
    return out + "</g>\n"
  }

  /// The provider as people know it; an unknown one as it is named.
  private static func providerName(_ provider: String) -> String {
    switch provider {
    case "spacex-api": "SpaceX API"
    case "launch-library": "Launch Library 2"
    default: provider
    }
  }

  /// 0 and round steps (1, 2 or 5 × 10ⁿ) up to at least `most`, about five of them.
  static func ticks(upTo most: Int) -> [Int] {
    guard most > 0 else { return [0, 1] }
    var magnitude = 1
    while magnitude < Int.max / 10 {
      for factor in [1, 2, 5] {
        let step = factor * magnitude
        if most / step + (most % step == 0 ? 0 : 1) <= 5 {
          return Array(stride(from: 0, through: (most + step - 1) / step * step, by: step))
        }
      }
      magnitude *= 10
    }
    return [0, most]
  }

  private static func colour(_ series: Chart.Series, _ index: Int) -> String {
    switch series.status {
    case "failed": return "#d62728"
    case "upcoming": return "#a0a0a0"
    case "overdue": return "#e5c07b"
    case "success": return "#2ca02c"
    default:
      let palette = ["#1f77b4", "#ff7f0e", "#9467bd", "#8c564b", "#17becf", "#bcbd22"]
      return palette[index % palette.count]
    }
  }

  /// A coordinate to a tenth of a pixel.
  package static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// Text as XML character data: markup characters escaped, controls (never valid XML) dropped.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in TerminalText.singleLine(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
