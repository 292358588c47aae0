import Core
import Foundation
import LaunchesDomain

/// A launch's planned timeline as a card shows it: each event at its offset from liftoff and,
/// when the NET is known to the hour, at its time of day in the user's zone, both from the
/// current NET (a slip moves them all). The times are the plan's: we have no telemetry, and say
/// so once; an event after liftoff is marked planned until LL2's status says the rocket flies.
package enum TimelineText {
  /// The card's section; `nil` for a launch without a timeline.
  package static func section(of launch: Launch, formatter: DisplayFormatter) -> Card.Section? {
    guard let events = launch.launchDay.timeline, !events.isEmpty else { return nil }
    let language = formatter.language
    let timed = launch.hasTimedPlan
    let zone = timed ? " (" + DateText.zoneName(formatter.timeZone, at: launch.date) + ")" : ""
    let lines = events.inOrder.map { event in
      let clock = timed ? "  " + DateText.timeOfDay(event.time(net: launch.date), timeZone: formatter.timeZone) : ""
      // The mark wraps as one word: never `· по` at a line's end and `плану` on the next.
      let planned = launch.launchDay.isPlanned(event) ? " ·\u{00A0}" + Strings.planned(language) : ""
      return countdownClock(event.offset, language) + clock + "  " + name(event, language) + planned
    }
    return Card.Section(
      key: "timeline", title: Strings.title(language) + zone + " — " + Strings.nominal(language), lines: lines)
  }

  /// Where the plan stands at `now`, for a ticking line: the event reached and the next one with
  /// how soon (`Engine chill ▸ GO for launch in 6m`), from the current NET; over an hour before
  /// the first, where that one stands on the count (`▸ GO for propellant load at T−00:38:00`).
  /// Past T−0 nothing, until LL2 says the rocket flies. `nil` without a
  /// timeline or a NET known to the hour, and on a hold: the count has stopped, and where the plan
  /// will resume is nobody's guess.
  package static func progress(of launch: Launch, at now: Date, language: Language) -> String? {
    guard let position = launch.timelinePosition(at: now) else { return nil }
    let upcoming = position.next.map { event in
      let left = event.time(net: launch.date).timeIntervalSince(now)
      // Hours before the plan's first event, a wait for it says the due clock's span again
      // (`Due: T−2d 22h · ▸ GO for propellant load in 2d 22h`): where it stands on the count instead.
      guard position.current != nil || left <= 3600 else {
        return "▸ " + name(event, language) + Phrase(en: " at ", ru: " в ")(language)
          + countdownClock(event.offset, language)
      }
      let wait = TimeSpan.short(left, language: language)
      return "▸ " + name(event, language) + Phrase(en: " in ", ru: " через ")(language) + wait
    }
    let parts = [position.current.map { name($0, language) }, upcoming].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  private static func name(_ event: TimelineEvent, _ language: Language) -> String {
    TimelineEventNames.name(of: event)?(language) ?? Phrase.unknown(language)
  }

  /// `T−00:38:00`, `T+01:01:33` (`Т−` in Russian, as every countdown): an offset from liftoff as a
  /// launch clock counts it.
  /// - Parameter beforeLiftoff: the sign, where the offset's own does not say it (a clock
  ///   stopped at T−0 is before liftoff).
  package static func countdownClock(_ seconds: Int, _ language: Language, beforeLiftoff: Bool? = nil) -> String {
    let letter = language == .en ? "T" : "Т"
    return letter + (beforeLiftoff ?? (seconds < 0) ? "−" : "+") + DueText.clock(seconds)
  }

  private enum Strings {
    static let title = Phrase(en: "Timeline", ru: "План полёта")
    static let nominal = Phrase(en: "the plan's times, not telemetry", ru: "время по плану, не телеметрия")
    static let planned = Phrase(en: "planned", ru: "по\u{00A0}плану")
  }
}
