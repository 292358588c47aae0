import Core
import Foundation

/// One event of a launch's planned timeline as Launch Library 2 lists it ("GO for Prop Load" at
/// T−38 min, "Stage 1 Landing" at T+8:19): its kind and its offset from liftoff, never a clock
/// time, so a slip of the NET moves every event with it. Planned times, not telemetry.
package struct TimelineEvent: Sendable, Hashable {
  /// LL2's event-type id (10 is Liftoff, 12 MECO): what our own names of events are keyed by.
  package var typeID: Int?
  /// LL2's short name of the type, for a type we have no name of our own for.
  package var abbrev: String?
  /// Seconds from liftoff: negative before it, 0 at it.
  package var offset: Int

  package init(typeID: Int?, abbrev: String?, offset: Int) {
    self.typeID = typeID
    self.abbrev = abbrev
    self.offset = offset
  }

  /// The event's time for a launch at `net`.
  package func time(net: Date) -> Date { net.addingTimeInterval(TimeInterval(offset)) }
}

extension [TimelineEvent] {
  /// In the order they happen; events at the same offset keep LL2's order.
  package var inOrder: [TimelineEvent] {
    enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
  }
}

extension LaunchDay {
  /// Whether `event` is still only the plan's: one after liftoff, until LL2's status says the
  /// rocket flies (in flight, payload deployed, success). Its time is nominal either way.
  package func isPlanned(_ event: TimelineEvent) -> Bool {
    event.offset > 0 && !saysItFlies
  }

  /// LL2's status says the rocket has lifted off (in flight, payload deployed, success).
  package var saysItFlies: Bool { [.inFlight, .payloadDeployed, .success].contains(status) }
}

/// Where a launch's plan stands at a moment: the last event reached and the next to come.
package struct TimelinePosition: Sendable, Hashable {
  /// The last event whose time has come; `nil` before the first.
  package var current: TimelineEvent?
  /// The first event still to come; `nil` after the last.
  package var next: TimelineEvent?
}

extension Launch {
  /// Whether the NET is known to the hour, so the plan's events have times of day: not for a
  /// date known to the day or worse, nor for LL2's TBD (its hour is not set).
  package var hasTimedPlan: Bool {
    (launchDay.status?.countdownPrecision(datePrecision) ?? datePrecision) == .hour
  }

  /// Its timeline's events in order, when they can be put on the clock: not without a timeline,
  /// for a NET not known to the hour, or on a hold (its times stand still).
  package var plannedOnTheClock: [TimelineEvent]? {
    guard launchDay.status != .hold, hasTimedPlan else { return nil }
    return launchDay.timeline?.inOrder
  }

  /// Where its timeline stands at `now`, from the current NET; `nil` when the plan cannot be put
  /// on the clock: no timeline, a NET not known to the hour, a hold (its times stand still), or
  /// past T−0 with no word of liftoff (an event after it is only the plan's until the rocket is
  /// known to fly: walking the plan then would tell a flight that may not be happening).
  package func timelinePosition(at now: Date) -> TimelinePosition? {
    guard let events = plannedOnTheClock, !events.isEmpty else { return nil }
    if now >= date, success == nil, !launchDay.saysItFlies { return nil }
    return TimelinePosition(
      current: events.last { $0.time(net: date) <= now }, next: events.first { $0.time(net: date) > now })
  }
}
