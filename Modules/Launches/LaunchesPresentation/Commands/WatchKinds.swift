import AppContainer
import Core
import Foundation
import LaunchesDomain

/// What `spacex watch --on KIND,…` asks to be told, by the names events are told with: change
/// events (`slip`, `hold`, …, as `spacex changes` names them), countdown milestones (`1h` or
/// `T-1h`, as `--at` writes them) and timeline events (`timeline` for all, `timeline:MECO` or a
/// bare Launch Library 2 name like `MECO` for one). Without `--on`: every change event and the
/// milestones, as before.
struct WatchKinds: Sendable {
  /// The change events told (`nil`: every one).
  var changes: Set<String>?
  /// The milestones, as leads before liftoff.
  var milestones: [TimeInterval]
  /// Timeline events: `nil` none, empty every one, else these names (lowercased, unprefixed).
  var timeline: Set<String>?
  /// Other features' events asked for by name (``WatchJudgement``): never told unless asked.
  var judged: Set<String> = []

  /// The change events `watch` tells, in the order its help lists them.
  static let changeEvents = [
    "slip", "earlier", "newDate", "hold", "resumed", "scrub", "webcastLive", "webcastEnded", "liftoff", "outcome",
    "status", "pad", "name", "new",
  ]

  /// What completion offers after `--on`: each kind a word of its own (a list joins them with
  /// commas), the default milestones and every timeline event.
  static let completions = changeEvents + ["24h", "1h", "10m", "timeline"]

  /// - Parameters:
  ///   - on: `--on`'s value, if given.
  ///   - at: `--at`'s milestones, if given (with `--on` they are added to its kinds).
  ///   - defaultMilestones: the milestones told when neither names any.
  ///   - judged: the names of other features' events `--on` may name.
  init(on: String?, at: [TimeInterval]?, defaultMilestones: [TimeInterval], judged names: [String] = [])
    throws(UsageError)
  {
    guard let on else {
      (changes, milestones, timeline) = (nil, at ?? defaultMilestones, nil)
      return
    }
    var (changes, leads, timeline, judged) = (Set<String>(), Set(at ?? []), Set<String>?.none, Set<String>())
    for raw in on.split(separator: ",", omittingEmptySubsequences: false) {
      let word = raw.trimmingCharacters(in: .whitespaces)
      if Self.changeEvents.contains(word) {
        changes.insert(word)
      } else if names.contains(word) {
        judged.insert(word)
      } else if let lead = Self.milestone(word) {
        leads.insert(lead)
      } else if word == "timeline" {
        timeline = []
      } else if let name = Self.timelineName(word) {
        if timeline != [] { timeline = (timeline ?? []).union([name]) }
      } else {
        throw UsageError.invalidValue(
          on, for: "--on",
          expected: Phrase(
            en: "event names, comma-separated: "
              + (Self.changeEvents + names).joined(separator: ", ")
              + ", a milestone (1h or T-1h), timeline, or one timeline event (MECO, timeline:NAME)",
            ru: "имена событий через запятую: "
              + (Self.changeEvents + names).joined(separator: ", ")
              + ", отметка (1h или T-1h), timeline или одно событие плана (MECO, timeline:ИМЯ)"))
      }
    }
    self.changes = changes
    self.milestones = leads.sorted(by: >)
    self.timeline = timeline
    self.judged = judged
  }

  /// `1h`, `T-1h`: a lead before liftoff.
  private static func milestone(_ word: String) -> TimeInterval? {
    let span = word.hasPrefix("T-") ? String(word.dropFirst(2)) : word
    return TimeSpan.parse(span)
  }

  /// `timeline:NAME` (any name), or a bare name Launch Library 2 gives a type we know: lowercased.
  private static func timelineName(_ word: String) -> String? {
    if word.hasPrefix("timeline:") {
      let name = word.dropFirst("timeline:".count).trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : name.lowercased()
    }
    let known = TimelineEventNames.launchLibraryNames.first { $0.caseInsensitiveCompare(word) == .orderedSame }
    return known?.lowercased()
  }

  /// Whether `event` is one asked for (milestones are chosen by the watch itself).
  func wants(_ event: LaunchDayWatch.Event) -> Bool {
    switch event.kind {
    case .milestone: return true
    case .change(let change): return changes.map { $0.contains(LaunchChangeText.event(change)) } ?? true
    case .timeline(let step):
      guard let timeline else { return false }
      let name = WatchEventWords.timelineName(step).dropFirst("timeline:".count).lowercased()
      return timeline.isEmpty || timeline.contains(name)
    }
  }
}
