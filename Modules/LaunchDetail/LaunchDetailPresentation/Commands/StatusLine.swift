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
    return text(
      name: launch.name, timing: launch.timing,
      webcastLive: day.webcastLive == true || !day.liveWebcasts(at: now).isEmpty,
      outdatedSince: LaunchFreshness.outdated(launch, provenance: provenance, now: now), now: now, width: width,
      language: language)
  }

  /// The line for the launch the record of the launches to come names next (see ``QuickStatusLine``).
  static func text(
    _ entry: NextLaunchDigest.Entry, provenance: Provenance, now: Date, width: Int, language: Language
  ) -> String? {
    // A live webcast only as far as the copy vouches for it, as the catalog's launches are vouched.
    let live = entry.webcastLive && (!entry.timing.isUpcoming || LaunchFreshness.vouchesLive(provenance, now: now))
    return text(
      name: entry.name, timing: entry.timing, webcastLive: live,
      outdatedSince: LaunchFreshness.outdated(entry.timing, provenance: provenance, now: now), now: now,
      width: width, language: language)
  }

  private static func text(
    name: String, timing: LaunchTiming, webcastLive: Bool, outdatedSince: Date?, now: Date, width: Int,
    language: Language
  ) -> String? {
    guard
      let clock = DueText.relative(timing.date, precision: timing.countdownPrecision, now: now, language: language)
        ?? DueText.elapsed(since: timing.date, now: now, language: language)
    else { return nil }
    var tail = [clock]
    if let status = timing.status?.text { tail.append(status(language)) }
    if webcastLive { tail.append(Phrase(en: "▸ webcast live", ru: "▸ трансляция идёт")(language)) }
    if let fetched = outdatedSince {
      let age = TimeSpan.short(now.timeIntervalSince(fetched), language: language)
      tail.append(Phrase(en: "(as of \(age) ago)", ru: "(данные \(age) назад)")(language))
    }
    let rest = tail.joined(separator: " ")
    let room = width - DisplayWidth.of(rest) - 1
    let name = TerminalText.singleLine(name)
    // The name gives way first; too little room for a useful part of it, and it goes.
    guard room >= 6 else { return DisplayWidth.of(rest) <= width ? rest : DisplayWidth.truncate(rest, to: width) }
    return DisplayWidth.truncateMiddle(name, to: room) + " " + rest
  }
}
