import Core
import Foundation
import LaunchesDomain

/// The card's launch-day lines for a launch not flown yet, from what Launch Library 2 says:
/// the window, the webcast when it is live, the odds and the weather. Nothing LL2 does not say
/// is shown (no "0 %" for an unknown probability).
struct LaunchDayFields {
  let launch: Launch
  let formatter: DisplayFormatter

  var fields: [Card.Field] {
    guard launch.isUpcoming else { return [] }
    let language = formatter.language
    let day = launch.launchDay
    var fields: [Card.Field] = []
    if let start = day.windowStart, let end = day.windowEnd, launch.datePrecision == .hour {
      let value =
        end <= start
        ? formatter.date(start, precision: .hour) + Phrase(en: " (instantaneous)", ru: " (мгновенное)")(language)
        : formatter.date(start, precision: .hour) + " – " + formatter.date(end, precision: .hour)
      fields.append(.init(key: "window", label: Phrase(en: "Window", ru: "Окно")(language), value: value))
    }
    if day.webcastLive == true {
      let url = launch.links.webcast?.absoluteString
      let live = Phrase(en: "● live now", ru: "● идёт сейчас")(language)
      fields.append(
        .init(
          key: "webcast", label: Phrase(en: "Webcast", ru: "Трансляция")(language),
          value: url.map { "\(live): \($0)" } ?? live, url: url))
    }
    if let probability = day.probability {
      fields.append(
        .init(
          key: "probability", label: Phrase(en: "Probability", ru: "Вероятность")(language),
          value: formatter.percent(Double(probability))))
    }
    if let weather = day.weatherConcerns.map(TerminalText.sanitized), !weather.isEmpty {
      fields.append(.init(key: "weather", label: Phrase(en: "Weather", ru: "Погода")(language), value: weather))
    }
    return fields
  }
}
