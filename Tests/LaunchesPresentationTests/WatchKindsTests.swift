import Core
import Foundation
import LaunchesDomain
import Testing

@testable import LaunchesPresentation

/// `spacex watch --on KIND,…`: each kind told once it is asked for, only the kinds asked, by the
/// names events are told with.
@Suite struct WatchKindsTests {
  private static let net = Date(timeIntervalSince1970: 1_800_000_000)
  private static let launch = Launch(
    id: "x", flightNumber: nil, name: "Fixture", date: net, datePrecision: .hour, isUpcoming: true,
    launchDay: LaunchDay(status: .go))

  /// One change recorded for each change event `watch` tells.
  private static let changes: [String: LaunchChange] = {
    func change(
      _ kind: LaunchChange.Kind, _ from: String?, _ to: String?, _ precisions: (String?, String?) = (nil, nil)
    )
      -> LaunchChange
    {
      LaunchChange(
        seenAt: net, launchID: "x", launchName: "Fixture", kind: kind, from: from, to: to,
        fromPrecision: precisions.0, toPrecision: precisions.1)
    }
    let (early, late) = ("2027-01-15T08:00:00Z", "2027-01-15T09:00:00Z")
    return [
      "slip": change(.date, early, late, ("MIN", "MIN")), "earlier": change(.date, late, early, ("MIN", "MIN")),
      "newDate": change(.date, early, late, ("M", "MIN")), "hold": change(.status, "1", "5"),
      "resumed": change(.status, "5", "1"), "scrub": change(.status, "1", "2"), "liftoff": change(.status, "1", "6"),
      "outcome": change(.status, "6", "3"), "status": change(.status, "2", "1"),
      "webcastLive": change(.webcast, "false", "true"), "webcastEnded": change(.webcast, "true", "false"),
      "pad": change(.pad, "SLC-40", "LC-39A"), "name": change(.name, "A", "B"), "new": change(.new, nil, nil),
    ]
  }()

  private static func event(_ kind: LaunchDayWatch.Event.Kind) -> LaunchDayWatch.Event {
    LaunchDayWatch.Event(kind: kind, launch: launch, seenAt: net, asOf: nil)
  }

  @Test func everyChangeKind_IsNamedAsWatchTellsIt() {
    for (name, change) in Self.changes {
      #expect(WatchEventWords.name(Self.event(.change(change))) == name)
    }
    #expect(Set(Self.changes.keys) == Set(WatchKinds.changeEvents))
  }

  @Test(arguments: WatchKinds.changeEvents)
  func onOneChangeKind_OnlyThatKindIsTold(kind: String) throws {
    let kinds = try WatchKinds(on: kind, at: nil, defaultMilestones: [3600])
    let told = Self.changes.filter { kinds.wants(Self.event(.change($0.value))) }.map(\.key)
    #expect(told == [kind])
    #expect(kinds.milestones.isEmpty && kinds.timeline == nil, "no milestone and no timeline unless asked")
  }

  @Test func withoutOn_EveryChangeAndTheMilestones_NoTimeline() throws {
    let kinds = try WatchKinds(on: nil, at: nil, defaultMilestones: [86_400, 3600, 600])
    #expect(Self.changes.values.allSatisfy { kinds.wants(Self.event(.change($0))) })
    #expect(kinds.milestones == [86_400, 3600, 600] && kinds.timeline == nil)
    let at = try WatchKinds(on: nil, at: [300], defaultMilestones: [3600])
    #expect(at.milestones == [300])
  }

  @Test func milestones_AsAtWritesThem_AndAtAddsToOn() throws {
    let kinds = try WatchKinds(on: "hold,1h,T-10m", at: [86_400], defaultMilestones: [3600])
    #expect(kinds.milestones == [86_400, 3600, 600])
    #expect(kinds.changes == ["hold"])
  }

  @Test func timelineEvents_AllOrOneByName() throws {
    let meco = TimelineEvent(typeID: 12, abbrev: "MECO", offset: 146)
    let landing = TimelineEvent(typeID: 19, abbrev: "Stage 1 Landing", offset: 499)
    let all = try WatchKinds(on: "timeline", at: nil, defaultMilestones: [])
    #expect(all.wants(Self.event(.timeline(meco))) && all.wants(Self.event(.timeline(landing))))
    for on in ["MECO", "meco", "timeline:MECO"] {
      let one = try WatchKinds(on: on, at: nil, defaultMilestones: [])
      #expect(one.wants(Self.event(.timeline(meco))) && !one.wants(Self.event(.timeline(landing))), "\(on)")
    }
    let spaced = try WatchKinds(on: "timeline:Stage 1 Landing", at: nil, defaultMilestones: [])
    #expect(spaced.wants(Self.event(.timeline(landing))) && !spaced.wants(Self.event(.timeline(meco))))
    #expect(!spaced.wants(Self.event(.change(try #require(Self.changes["liftoff"])))))
    #expect(WatchEventWords.name(Self.event(.timeline(meco))) == "timeline:MECO")
    let none = try WatchKinds(on: nil, at: nil, defaultMilestones: [])
    #expect(!none.wants(Self.event(.timeline(meco))), "the default tells no timeline event")
  }

  @Test func anUnknownKind_IsAUsageErrorNamingTheKinds() {
    for on in ["slpi", "hold,,liftoff", "timeline:", "T-soon"] {
      #expect(throws: UsageError.self, "\(on)") { try WatchKinds(on: on, at: nil, defaultMilestones: []) }
    }
  }
}

/// Completion offers only values `--on` accepts.
@Suite struct WatchKindsCompletionTests {
  @Test func everyOfferedValue_IsAccepted() throws {
    for value in WatchKinds.completions {
      #expect(throws: Never.self, "\(value)") { _ = try WatchKinds(on: value, at: nil, defaultMilestones: []) }
    }
  }
}
