import Core
import Foundation
import LaunchesDomain

/// A watch event's name (for scripts: `T-1h`, `hold`, `liftoff`, …) and its words (for people).
enum WatchEventWords {
  /// `T-24h`, `T-10m` for a milestone (ASCII, as a script's `case` matches it); a change's event
  /// as `spacex changes` names it.
  static func name(_ event: LaunchDayWatch.Event) -> String {
    switch event.kind {
    case .milestone(let lead): "T-" + span(lead)
    case .change(let change): LaunchChangeText.event(change)
    case .timeline(let step): timelineName(step)
    }
  }

  /// `timeline:MECO`: a timeline event by Launch Library 2's short name of its type (English, as
  /// a script matches it), else ours.
  static func timelineName(_ event: TimelineEvent) -> String {
    "timeline:" + (event.abbrev ?? TimelineEventNames.name(of: event)?(.en) ?? "event")
  }

  /// `T−1h: liftoff 2026-12-03 22:15 UTC`, with how old that time is when it is older than the
  /// freshness rule; a change in the words of `spacex changes`.
  static func text(_ event: LaunchDayWatch.Event, formatter: DisplayFormatter) -> String {
    switch event.kind {
    case .milestone(let lead):
      let when = formatter.date(event.launch.date, precision: event.launch.datePrecision)
      let asOf = event.asOf.map {
        " (" + AgeText.asOf($0, now: event.seenAt, timeZone: formatter.timeZone)(formatter.language) + ")"
      }
      let sign = formatter.language == .en ? "T−" : "Т−"
      return sign + span(lead)
        + Phrase(en: ": liftoff \(when)", ru: ": старт \(when)")(formatter.language) + (asOf ?? "")
    case .change(let change):
      return LaunchChangeText.text(change, formatter: formatter)
    case .timeline(let step):
      // The plan's time came: nothing confirms the event happened (we have no telemetry).
      let name = TimelineEventNames.name(of: step)?(formatter.language) ?? Phrase.unknown(formatter.language)
      let at = DateText.timeOfDay(step.time(net: event.launch.date), timeZone: formatter.timeZone)
      return TimelineText.countdownClock(step.offset, formatter.language) + " " + name
        + Phrase(en: " (planned for \(at))", ru: " (по плану в \(at))")(formatter.language)
    }
  }

  /// `24h`, `10m`, `90s`: a lead in the largest unit that says it whole.
  /// `T−24h`, `T−10m`: a milestone as a person reads it (its event name with the true minus).
  static func milestone(_ lead: TimeInterval) -> String { "T−" + span(lead) }

  private static func span(_ lead: TimeInterval) -> String {
    let seconds = Int(saturating: lead.rounded())
    if seconds >= 3600, seconds % 3600 == 0 { return "\(seconds / 3600)h" }
    if seconds >= 60, seconds % 60 == 0 { return "\(seconds / 60)m" }
    return "\(seconds)s"
  }
}
