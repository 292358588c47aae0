import Core
import Foundation
import LaunchesDomain

/// What `spacex watch` says on stderr of what it follows, at the start and whenever that changes:
/// "spacex: following Crew-12 (2026-12-10 22:00 UTC); next: T−1h at 2026-12-10 21:00 UTC".
enum WatchFollowingText {
  static func line(_ following: LaunchDayWatch.Following, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let launches = following.launches
    let named = launches.prefix(3).map {
      TerminalText.singleLine($0.name) + " (" + formatter.date($0.date, precision: $0.datePrecision) + ")"
    }
    let more =
      launches.count > 3
      ? Phrase(en: " and \(launches.count - 3) more", ru: " и ещё \(launches.count - 3)")(language) : ""
    let what =
      launches.isEmpty
      ? Phrase(en: "no launch to come yet", ru: "пока ни одного предстоящего запуска")(language)
      : named.joined(separator: ", ") + more
    var line = Phrase(en: "following ", ru: "отслеживается: ")(language) + what
    if let (lead, launch) = following.nextMilestone {
      let at = formatter.date(launch.date.addingTimeInterval(-lead), precision: .hour)
      let which = launches.count > 1 ? TerminalText.singleLine(launch.name) + " " : ""
      line +=
        Phrase(en: "; next: ", ru: "; дальше: ")(language) + which + WatchEventWords.milestone(lead)
        + Phrase(en: " at ", ru: " в ")(language) + at
    }
    return "spacex: " + line
  }
}
