import Core
import Foundation
import LaunchesDomain

/// `spacex next --line`: the next launch in one line for a status bar (`Starlink Group 17-39
/// T−00:12:31 go ▸ webcast live`), at most `width` columns: its name shortened first, the clock,
/// the status word and a live webcast kept; how old the data is when it is older than the
/// freshness rule allows, because a bar that shows it for hours must not pass it off as current.
enum StatusLine {
  static let defaultWidth = 60
  /// The widths it takes: a bar narrower than 20 columns shows nothing useful.
  static let widths = 20...1000

  /// The line for the next launch (of `rocket`) from the cache alone, never a request or a wait;
  /// `nil` when nothing cached is to come. `spacex next --line` and `launches.statusLine` (which an
  /// editor's status line asks every second) both read it so.
  static func current(
    launches: any LaunchRepository, rocket: String?, width: Int, now: Date, language: Language
  ) async throws(LaunchesError) -> String? {
    let catalog = try? await launches.cachedUpcoming()
    guard let catalog, let launch = try catalog.value.nextLaunch(rocket: rocket, now: now) else { return nil }
    return text(launch, provenance: catalog.provenance, now: now, width: width, language: language)
  }

  static func text(_ launch: Launch, provenance: Provenance, now: Date, width: Int, language: Language) -> String? {
    let day = launch.launchDay
    let precision = day.status?.countdownPrecision(launch.datePrecision) ?? launch.datePrecision
    guard
      let clock = DueText.relative(launch.date, precision: precision, now: now, language: language)
        ?? DueText.elapsed(since: launch.date, now: now, language: language)
    else { return nil }
    var tail = [clock]
    if let status = day.status?.text { tail.append(status(language)) }
    if day.webcastLive == true || !day.liveWebcasts(at: now).isEmpty {
      tail.append(Phrase(en: "▸ webcast live", ru: "▸ трансляция идёт")(language))
    }
    if let fetched = LaunchFreshness.outdated(launch, provenance: provenance, now: now) {
      let age = TimeSpan.short(now.timeIntervalSince(fetched), language: language)
      tail.append(Phrase(en: "(as of \(age) ago)", ru: "(данные \(age) назад)")(language))
    }
    let rest = tail.joined(separator: " ")
    let room = width - DisplayWidth.of(rest) - 1
    let name = TerminalText.singleLine(launch.name)
    // The name gives way first; too little room for a useful part of it, and it goes.
    guard room >= 6 else { return DisplayWidth.of(rest) <= width ? rest : DisplayWidth.truncate(rest, to: width) }
    return DisplayWidth.truncateMiddle(name, to: room) + " " + rest
  }
}
