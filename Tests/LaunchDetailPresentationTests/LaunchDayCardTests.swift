import AppContainer
import Core
import Foundation
import LaunchDetailData
import LaunchDetailDomain
import LaunchesData
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchDetailPresentation

/// The launch card on launch day: every stream, official first, live only as Launch Library 2's
/// fresh copy says; the timeline, the plan's events at their offsets from liftoff and their
/// times of day from the current NET, after liftoff marked planned until LL2 says the rocket flies.
@Suite struct LaunchDayCardTests {
  /// Event types and offsets as LL2 lists them for a Falcon 9 flight (a drone-ship landing).
  private static let events: [TimelineEvent] = [
    (1, -2_280), (3, -2_100), (4, -960), (5, -420), (8, -60), (9, -3), (10, 0), (11, 68), (12, 146), (13, 149),
    (14, 156), (15, 177), (16, 383), (19, 499), (20, 520), (35, 3_693),
  ].map { TimelineEvent(typeID: $0.0, abbrev: nil, offset: $0.1) }

  /// Streams as LL2 lists them for a Falcon 9 flight: two re-streams ranked below SpaceX's own.
  private static func webcasts() throws -> [LaunchWebcast] {
    let start = try #require(APIDate.parse("2026-12-03T22:05:00Z"))
    return [
      LaunchWebcast(
        url: WebLink(checked: "https://www.youtube.com/watch?v=restream"), publisher: "SPACE AFFAIRS", typeID: 4,
        typeName: "Unofficial Re-stream", language: "en", priority: 8, start: start.addingTimeInterval(-1_800)),
      LaunchWebcast(
        url: WebLink(checked: "https://www.youtube.com/watch?v=unofficial"), publisher: "Spaceflight Now", typeID: 3,
        typeName: "Unofficial Webcast", language: "en", priority: 9, start: start.addingTimeInterval(-3_600)),
      LaunchWebcast(
        url: WebLink(checked: "https://x.com/i/broadcasts/official"), publisher: "SpaceX", typeID: 1,
        typeName: "Official Webcast", language: "en", priority: 10, start: start,
        end: start.addingTimeInterval(3 * 3_600)),
    ]
  }

  /// Notes in words made up for the test (LL2's own are its editors' prose), in LL2's order.
  private static func notes() throws -> [LaunchNote] {
    [
      LaunchNote(
        id: 3, comment: "Moved 15 minutes later in the window.", url: WebLink(checked: "https://example.test/notes/3"),
        author: "Editor A", at: APIDate.parse("2026-12-03T20:40:00Z")),
      LaunchNote(
        id: 1, comment: "Static fire complete.", author: "Editor B", at: APIDate.parse("2026-11-30T09:05:00Z")),
      LaunchNote(
        id: 2, comment: "Booster assigned; drone ship on its way to the landing zone.",
        url: WebLink(checked: "https://example.test/notes/2"), author: "Editor A",
        at: APIDate.parse("2026-12-01T17:30:00Z")),
    ]
  }

  private func detail(status: LaunchStatusWord = .go) async throws -> LaunchDetail<Launch> {
    var detail = try await AppContainer.assemble(core: .sample(), features: [.launchesData, .launchDetailData])
      .resolve((any LaunchDetailRepository<Launch>).self).detail("O3b mPower 1,2", refresh: false).value
    detail.launch.date = try #require(APIDate.parse("2026-12-03T22:15:00Z"))
    detail.launch.datePrecision = .hour
    detail.launch.launchDay.status = status
    detail.launch.launchDay.timeline = Self.events + [TimelineEvent(typeID: 91, abbrev: "Own name", offset: 600)]
    detail.launch.launchDay.webcasts = try Self.webcasts()
    detail.launch.launchDay.notes = try Self.notes()
    return detail
  }

  private func formatter(_ language: Language, zone: DisplayZone = DateText.utc, now: Date) -> DisplayFormatter {
    var settings = Settings()
    settings.language = language
    return DisplayFormatter(settings: settings, timeZone: zone, now: now)
  }

  private func timeline(_ card: Card) throws -> [String] {
    try #require(card.sections.first { $0.key == "timeline" }).entries.map(\.value)
  }

  /// Ten minutes before liftoff, from a copy fetched two minutes ago that says the webcast is live;
  /// its counts one of ours that LL2 counts otherwise, one only LL2's, one ours it agrees with.
  @Test func card_ShowsFactsWebcastsTimelineAndNotes_AtEachWidth_InBothLanguages() async throws {
    var detail = try await detail()
    detail.launch.launchDay.webcastLive = true
    detail.facts = LaunchFacts(
      year: 2026, providerYear: .init(value: 95, source: .catalog, launchLibraryValue: 96),
      padYear: .init(value: 12, source: .launchLibrary), padTurnaround: .init(value: 325_016, source: .catalog))
    detail.launch.launchLibraryFacts = LaunchLibraryFacts(
      orbit: LaunchOrbit(name: "Geostationary Transfer Orbit", abbrev: "GTO"),
      flightClub: WebLink(checked: "https://flightclub.io/result?llId=fixture"))
    detail.launch.programs = ["O3b mPOWER"]
    let now = detail.launch.date.addingTimeInterval(-10 * 60)
    for language in [Language.en, .ru] {
      let card = LaunchDetailPresenter.card(
        for: detail, formatter: formatter(language, now: now), countdown: false, liveAsOf: now.addingTimeInterval(-120))
      for width in [60, 80, 120] {
        let text = card.text(width: width)
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
        Snapshot.assert(text, named: "\(language.rawValue)-\(width)")
      }
    }
  }

  @Test func eachEvent_IsAtItsOffset_AndItsTimeFromTheNET() async throws {
    let lines = try timeline(LaunchDetailPresenter.card(for: try await detail(), formatter: formatter(.en, now: .now)))
    #expect(lines.count == Self.events.count + 1)
    #expect(lines.first == "T−00:38:00  21:37  GO for propellant load")
    #expect(lines.contains("T+00:00:00  22:15  Liftoff"))
    #expect(lines.contains("T+00:08:19  22:23  Stage 1 landing ·\u{00A0}planned"))
    #expect(lines.contains("T+00:10:00  22:25  Own name ·\u{00A0}planned"), "a type we do not name: LL2's name")
    #expect(lines.last == "T+01:01:33  23:16  Payload separation ·\u{00A0}planned")
  }

  @Test func aSlip_MovesEveryTimeOfDay_NotTheOffsets() async throws {
    var detail = try await detail()
    let before = try timeline(LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, now: .now)))
    detail.launch.date += 10 * 60
    let after = try timeline(LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, now: .now)))
    #expect(after.first == "T−00:38:00  21:47  GO for propellant load")
    #expect(zip(before, after).allSatisfy { $0.prefix(10) == $1.prefix(10) && $0 != $1 })
  }

  @Test func timesOfDay_AreTheUsersZones() async throws {
    let zone: TimeZone = try #require(TimeZone(identifier: "America/New_York"))
    let newYork = DisplayZone(zone)
    let detail = try await detail()
    let card = LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, zone: newYork, now: .now))
    #expect(try timeline(card).contains("T+00:00:00  17:15  Liftoff"))
    let zoneName = DateText.zoneName(newYork, at: detail.launch.date)
    #expect(card.sections.first { $0.key == "timeline" }?.title.hasPrefix("Timeline (\(zoneName))") == true)
  }

  @Test func afterLiftoff_PlannedUntilTheRocketFlies_NominalAlways() async throws {
    for status in LaunchStatusWord.allCases {
      let card = LaunchDetailPresenter.card(for: try await detail(status: status), formatter: formatter(.en, now: .now))
      let after = try timeline(card).filter { $0.hasPrefix("T+") && !$0.hasPrefix("T+00:00:00") }
      let flies = [.inFlight, .payloadDeployed, .success].contains(status)
      #expect(after.allSatisfy { $0.hasSuffix(" ·\u{00A0}planned") != flies }, "\(status)")
      #expect(card.sections.first { $0.key == "timeline" }?.title.contains("not telemetry") == true)
    }
  }

  /// A NET known to the day (or TBD's hour) has no times of day to give: offsets only.
  @Test func aNETNotKnownToTheHour_GivesOffsetsOnly() async throws {
    var detail = try await detail()
    detail.launch.datePrecision = .day
    #expect(
      try timeline(LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, now: .now))).first
        == "T−00:38:00  GO for propellant load")
    detail.launch.datePrecision = .hour
    detail.launch.launchDay.status = .toBeDetermined
    #expect(
      try timeline(LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, now: .now))).first
        == "T−00:38:00  GO for propellant load")
  }

  /// `launches.get` and the launch screen send the same: every event with its planned time, every
  /// stream ranked, live as the card says it.
  @Test func rpcItem_CarriesTimelineAndWebcasts() async throws {
    var detail = try await detail()
    detail.launch.launchDay.webcastLive = true
    let now = detail.launch.date.addingTimeInterval(-10 * 60)
    let item = LaunchDetailItem(detail, formatter: formatter(.ru, now: now))
    let timeline = try #require(item.detail.timeline)
    #expect(timeline.count == Self.events.count + 1)
    let liftoff = try #require(timeline.first { $0.typeId == 10 })
    #expect(liftoff.at == detail.launch.date && liftoff.offset == 0 && !liftoff.planned && liftoff.name == "Старт")
    #expect(timeline.filter(\.planned).allSatisfy { $0.offset > 0 } && timeline.last?.planned == true)
    let webcasts = try #require(item.detail.webcasts)
    #expect(webcasts.map(\.publisher) == ["SpaceX", "Spaceflight Now", "SPACE AFFAIRS"])
    #expect(webcasts.first?.official == true && webcasts.allSatisfy { $0.live == true })
    detail.launch.launchDay.webcastLive = nil
    let unknown = LaunchDetailItem(detail, formatter: formatter(.en, now: now))
    #expect(unknown.detail.webcasts?.allSatisfy { $0.live == nil } == true, "an old copy: unknown, never no")
    #expect(unknown.detail.notes?.map(\.id) == [3, 2, 1], "newest first")
    let json = String(decoding: try JSONEncoder().encode(unknown), as: UTF8.self)
    #expect(json.contains(#""timeline":["#) && json.contains(#""webcasts":["#))
  }

  /// The ticking `next` line says where the plan stands where the window has room for it; in a
  /// narrow one the plan goes first, so the line never wraps (rewritten in place, a wrapped line
  /// leaves its first rows behind at every tick).
  @Test func tickingLine_SaysThePlan_WhereItFits() async throws {
    let detail = try await detail()
    let now = detail.launch.date.addingTimeInterval(-400)
    let sourced = Sourced(detail, provenance: Provenance(source: .cache, isStale: false, fetchedAt: now))
    for (width, plan) in [(120, true), (60, false)] {
      var formatter = formatter(.ru, now: now)
      formatter.width = width
      let countdown = LiveCountdown(sourced, log: QuietLog(), formatter: formatter) { sourced }
      let line = try #require(countdown.line(at: now))
      #expect(line.hasPrefix("Срок: Т−00:06:40"))
      #expect(line.contains("Захолаживание двигателей ▸ Разрешение на пуск через 5 мин 40 с") == plan, "\(width)")
      #expect(DisplayWidth.of(line) <= width)
    }
  }

  /// A hold in the last hour stops the clock where the ledger first saw it, however long it
  /// lasts, past the NET too; one further out leaves the countdown to the NET running.
  @Test func aHold_StopsTheClock_InTheLastHourOfTheCount() async throws {
    var detail = try await detail(status: .hold)
    let net = detail.launch.date
    let held = LaunchChange(
      seenAt: net.addingTimeInterval(-7 * 60), launchID: detail.launch.id, launchName: detail.launch.name,
      kind: .status, from: "1", to: "5")
    let log = QuietLog(held: [held])
    for (after, language) in [(-300.0, Language.en), (120, .en), (1_800, .ru)] {
      let now = net.addingTimeInterval(after)
      let sourced = Sourced(detail, provenance: Provenance(source: .cache, isStale: false, fetchedAt: now))
      let line = LiveCountdown(sourced, log: log, formatter: formatter(language, now: now)) { sourced }.line(at: now)
      let expected =
        language == .en
        ? "Hold · T−00:07:00 (count stopped at 22:08)" : "Задержка · Т−00:07:00 (отсчёт остановлен в 22:08)"
      #expect(line == expected, "\(after) s after the NET")
    }
    detail.launch.date = net.addingTimeInterval(3 * 86_400)
    let sourced = Sourced(detail, provenance: Provenance(source: .cache, isStale: false, fetchedAt: net))
    let far = LiveCountdown(sourced, log: log, formatter: formatter(.en, now: net)) { sourced }.line(at: net)
    #expect(far?.hasPrefix("Hold · Due: T−3d") == true, "\(far ?? "nil")")
  }

  /// Another process's sync (a second `spacex next`, `watch`, an editor) stores a copy that put
  /// the launch on hold: the ticking line reads it from the cache and says the change, sending
  /// nothing of its own (its copy is within the rule, so no sync of its own is due).
  @Test(.timeLimit(WallClockBounds.hangGuard)) func tickingLine_FollowsAnotherProcesssSync_WithoutARequest()
    async throws
  {
    let detail = try await detail()
    let now = detail.launch.date.addingTimeInterval(-900)
    let sourced = Sourced(detail, provenance: Provenance(source: .cache, isStale: false, fetchedAt: now - 30))
    let log = SharedCopyLog(storedAt: now - 30)
    let shown = Locked(sourced)
    let countdown = LiveCountdown(sourced, log: log, formatter: formatter(.en, now: now)) { shown.withLock { $0 } }
    #expect(countdown.frame(at: now).said.isEmpty)
    #expect(log.refreshes.withLock { $0 } == 0, "a copy within the rule is not synced")

    var held = detail
    held.launch.launchDay.status = .hold
    let change = LaunchChange(
      seenAt: now, launchID: detail.launch.id, launchName: detail.launch.name, kind: .status, from: "1", to: "5")
    shown.withLock { $0 = Sourced(held, provenance: Provenance(source: .cache, isStale: false, fetchedAt: now - 5)) }
    log.store(now - 5, recording: change)

    var said: [String] = []
    var line: String?
    try await WallClockBounds.untilDone {
      let frame = countdown.frame(at: now)
      (said, line) = (frame.said, frame.line)
      return !said.isEmpty
    }
    #expect(said == ["\(detail.launch.name): Hold: Go → Hold"])
    #expect(line == "Hold · T−00:15:00 (count stopped at 22:00)", "\(line ?? "nil")")
    #expect(log.refreshes.withLock { $0 } == 0, "nothing sent")
    #expect(countdown.frame(at: now).said.isEmpty, "said once")
  }

  @Test func noTimeline_NoSection() async throws {
    var detail = try await detail()
    for timeline in [nil, [TimelineEvent]()] {
      detail.launch.launchDay.timeline = timeline
      let card = LaunchDetailPresenter.card(for: detail, formatter: formatter(.en, now: .now))
      #expect(!card.sections.contains { $0.key == "timeline" })
    }
  }
}

/// Which streams a card calls live: none unless LL2's fresh copy says the launch's webcast is;
/// then those saying so themselves, else those on air by their times, else the first ranked.
@Suite struct LaunchWebcastTests {
  private static let now = Date(timeIntervalSince1970: 1_800_000_000)

  private static func stream(
    _ name: String, official: Bool = false, priority: Int? = nil, start: TimeInterval? = nil, end: TimeInterval? = nil,
    live: Bool? = nil
  ) -> LaunchWebcast {
    LaunchWebcast(
      url: WebLink(checked: "https://example.test/\(name)"), typeID: official ? 1 : 3, priority: priority,
      start: start.map { now.addingTimeInterval($0) }, end: end.map { now.addingTimeInterval($0) }, live: live)
  }

  @Test func ranked_OfficialFirst_ThenLaunchLibrarysRank_ThenItsOrder() {
    let streams = [
      Self.stream("a", priority: 8), Self.stream("b", priority: 9), Self.stream("c", official: true, priority: 1),
      Self.stream("d"), Self.stream("e", priority: 9),
    ]
    #expect(streams.ranked.map(\.url.absoluteString.last) == ["c", "b", "e", "a", "d"])
  }

  @Test func live_OnlyWhenLaunchLibrarySaysTheLaunchIs() {
    var day = LaunchDay(webcasts: [Self.stream("a", official: true, start: -60, live: true)])
    for flag in [nil, false] {
      day.webcastLive = flag
      #expect(day.liveWebcasts(at: Self.now).isEmpty, "times and a stream's own word alone never say live")
    }
    day.webcastLive = true
    #expect(day.liveWebcasts(at: Self.now).count == 1)
  }

  @Test func live_ByTheStreamsOwnWord_ThenItsTimes_ThenTheFirstRanked() {
    var day = LaunchDay(webcastLive: true)
    day.webcasts = [Self.stream("a", official: true, start: -60), Self.stream("b", live: true)]
    #expect(day.liveWebcasts(at: Self.now).map(\.url.absoluteString.last) == ["b"])
    day.webcasts = [Self.stream("a", official: true, start: 60), Self.stream("b", start: -60, end: 60)]
    #expect(day.liveWebcasts(at: Self.now).map(\.url.absoluteString.last) == ["b"], "a starts in a minute")
    day.webcasts = [Self.stream("a", start: -5 * 3_600), Self.stream("b", official: true, start: -60, end: -30)]
    #expect(day.liveWebcasts(at: Self.now).map(\.url.absoluteString.last) == ["b"], "none on air: the first ranked")
    #expect(Self.stream("x", start: -4 * 3_600 + 1).isScheduled(at: Self.now) == true, "no end: four hours")
    #expect(Self.stream("x", start: -4 * 3_600).isScheduled(at: Self.now) == false)
    #expect(Self.stream("x").isScheduled(at: Self.now) == nil)
  }
}

@Suite struct LaunchNoteOrderTests {
  @Test func newestFirst_UndatedLast_InLaunchLibrarysOrder() {
    let at = { (seconds: TimeInterval?) in seconds.map { Date(timeIntervalSince1970: $0) } }
    let notes = [
      LaunchNote(id: 1, comment: "a", at: at(10)), LaunchNote(id: 2, comment: "b", at: nil),
      LaunchNote(id: 3, comment: "c", at: at(30)), LaunchNote(id: 4, comment: "d", at: nil),
      LaunchNote(id: 5, comment: "e", at: at(10)),
    ]
    #expect(notes.newestFirst.map(\.id) == [3, 1, 5, 2, 4])
  }
}

/// A change log that never syncs, holding `held` (nothing, unless given).
private struct QuietLog: LaunchChangeLog {
  var held: [LaunchChange] = []
  func changes(since moment: Date) -> [LaunchChange] { held.filter { $0.seenAt >= moment } }
  func changes(of launch: Launch) -> [LaunchChange] { held.of(launch) }
  func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh {
    LaunchRefresh(changes: [])
  }
  var canRefresh: Bool { false }
}

/// The ledger and the synced copy's time as another process's sync leaves them; counts this
/// process's own syncs.
private final class SharedCopyLog: LaunchChangeLog {
  private let state: Locked<(storedAt: Date, held: [LaunchChange])>
  let refreshes = Locked(0)
  init(storedAt: Date) { state = Locked((storedAt, [])) }
  func store(_ moment: Date, recording change: LaunchChange) { state.withLock { $0 = (moment, $0.held + [change]) } }
  var syncedAt: Date? { state.withLock { $0.storedAt } }
  func changes(since moment: Date) -> [LaunchChange] { state.withLock { $0.held }.filter { $0.seenAt >= moment } }
  func changes(of launch: Launch) -> [LaunchChange] { state.withLock { $0.held }.of(launch) }
  func refresh(priority: RequestBudget.Priority, ifOlderThan age: TimeInterval?) async -> LaunchRefresh {
    refreshes.withLock { $0 += 1 }
    return LaunchRefresh(changes: [])
  }
  var canRefresh: Bool { true }
}
