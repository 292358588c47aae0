import Core
import Foundation
import LaunchesDomain

/// The card's launch-day lines for a launch not flown yet: its countdown (never for a date known
/// only to the month or worse), and what Launch Library 2 says: the window, the webcast when it
/// is live, the odds and the weather. Nothing LL2 does not say is shown (no "0 %" for an unknown
/// probability).
struct LaunchDayFields {
  let launch: Launch
  let formatter: DisplayFormatter
  /// Whether to say the countdown (the next launch's screen says it on a line of its own, ticking).
  var countdown = true
  /// When the copy that says the webcast is live was fetched, to say with it.
  var liveAsOf: Date?

  var fields: [Card.Field] {
    guard launch.isUpcoming else { return [] }
    let language = formatter.language
    let day = launch.launchDay
    var fields: [Card.Field] = []
    if countdown, launch.datePrecision == .hour,
      let due = DueText.relative(
        launch.date, precision: day.status?.countdownPrecision(.hour) ?? .hour, now: formatter.now,
        language: language)
    {
      fields.append(.init(key: "countdown", label: Phrase(en: "Countdown", ru: "Отсчёт")(language), value: due))
    }
    if let start = day.windowStart, let end = day.windowEnd, launch.datePrecision == .hour {
      fields.append(.init(key: "window", label: Phrase(en: "Window", ru: "Окно")(language), value: window(start, end)))
    }
    if day.webcastLive == true {
      // The stream that is on air where LL2 lists streams (the card lists them all).
      let url = (day.liveWebcasts(at: formatter.now).first?.url ?? launch.links.webcast)?.absoluteString
      let age = liveAsOf.map { " (" + AgeText.asOf($0, now: formatter.now, formatter: formatter) + ")" } ?? ""
      let live = Phrase(en: "● live now", ru: "● идёт сейчас")(language) + age
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

  /// `2026-07-20 14:00 – 18:00 UTC`; the end's day too when it is another one; an instant once.
  /// `2026-07-20 07:49 – 08:04 GMT-7`: the zone named as the Date field beside it names it.
  private func window(_ start: Date, _ end: Date) -> String {
    let zone = " " + DateText.zoneName(formatter.timeZone, at: start)
    let from = DateText.sortable(start, precision: .hour, timeZone: formatter.timeZone)
    guard end > start else {
      return from + zone + Phrase(en: " (instantaneous)", ru: " (мгновенное)")(formatter.language)
    }
    let to = DateText.sortable(end, precision: .hour, timeZone: formatter.timeZone)
    let sameDay = from.prefix(10) == to.prefix(10)
    return from + " – " + (sameDay ? String(to.dropFirst(11)) : to) + zone
  }
}
