import Core
import Foundation

/// One stream of a launch as Launch Library 2 lists it: the launch provider's own and the
/// re-streams of others, with who publishes it, what kind it is, its language and when it runs.
package struct LaunchWebcast: Sendable, Hashable {
  package var url: WebLink
  package var publisher: String?
  /// LL2's stream type: its id (1 is an official webcast) and name.
  package var typeID: Int?
  package var typeName: String?
  /// The language's code (`en`).
  package var language: String?
  /// LL2's rank among the launch's streams: the higher, the more it is the one to watch.
  package var priority: Int?
  package var start: Date?
  package var end: Date?
  /// The stream's own "live", where the API version gives one: as of the copy, like
  /// ``LaunchDay/webcastLive``, and unknown once the copy is too old to say.
  package var live: Bool?

  package init(
    url: WebLink, publisher: String? = nil, typeID: Int? = nil, typeName: String? = nil, language: String? = nil,
    priority: Int? = nil, start: Date? = nil, end: Date? = nil, live: Bool? = nil
  ) {
    (self.url, self.publisher, self.typeID, self.typeName, self.language) = (url, publisher, typeID, typeName, language)
    (self.priority, self.start, self.end, self.live) = (priority, start, end, live)
  }

  /// The launch provider's own: LL2's type 1, or a type it names official.
  package var isOfficial: Bool {
    typeID == 1 || (typeName?.lowercased().hasPrefix("official") ?? false)
  }

  /// How long a stream with a start and no end is taken to run.
  package static let assumedLength: TimeInterval = 4 * 3600

  /// Whether its times say it runs at `now`; `nil` without a start.
  package func isScheduled(at now: Date) -> Bool? {
    guard let start else { return nil }
    return start <= now && now < (end ?? start.addingTimeInterval(Self.assumedLength))
  }
}

extension [LaunchWebcast] {
  /// Official streams first, then by LL2's rank (highest first), then in LL2's order.
  package var ranked: [LaunchWebcast] {
    enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if x.isOfficial != y.isOfficial { return x.isOfficial }
      if (x.priority ?? .min) != (y.priority ?? .min) { return (x.priority ?? .min) > (y.priority ?? .min) }
      return a.offset < b.offset
    }.map(\.element)
  }
}

extension LaunchDay {
  /// The streams to call live at `now`: none unless Launch Library 2's copy, fresh enough to
  /// vouch for it (``LaunchFreshness/vouched(_:provenance:now:)``), says the launch's webcast is
  /// live; then those that say so themselves, else those whose times say they run now, else the
  /// first ranked. Times alone never make a stream live: a scrub leaves its schedule in place.
  package func liveWebcasts(at now: Date) -> [LaunchWebcast] {
    guard webcastLive == true, let streams = webcasts?.ranked, !streams.isEmpty else { return [] }
    let saying = streams.filter { $0.live == true }
    if !saying.isEmpty { return saying }
    let scheduled = streams.filter { $0.isScheduled(at: now) == true }
    return scheduled.isEmpty ? Array(streams.prefix(1)) : scheduled
  }
}
