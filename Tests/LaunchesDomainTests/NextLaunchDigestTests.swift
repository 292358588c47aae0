import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// The record of the launches to come a status line reads (``NextLaunchDigest``): what it keeps,
/// how it is read back, and when it declines to tell.
@Suite struct NextLaunchDigestTests {
  private static let inputs = [
    NextLaunchDigest.Input(key: "ALL launches", fetchedAt: 1_767_225_600.125),
    NextLaunchDigest.Input(key: "LL2 launches", fetchedAt: 1_767_225_601.5),
  ]

  private static func entry(_ name: String, _ date: String, precision: DatePrecision = .hour) -> NextLaunchDigest.Entry
  {
    NextLaunchDigest.Entry(
      name: name,
      timing: LaunchTiming(
        date: APIDate.parse(date)!, precision: precision, isSettled: false, isUpcoming: true, status: .go),
      webcastLive: false)
  }

  @Test func keepsTheLaunchesNextLooksAt_InItsOrder() throws {
    let digest = NextLaunchDigest(upcoming: LaunchCatalog.mock, inputs: Self.inputs, launchLibraryKey: "LL2 launches")
    // The mock's upcoming launches, earliest first (ties by flight number, then id), as `next` reads them.
    #expect(digest.entries.map(\.name) == ["Twin A", "Twin B", "O3b mPower 1,2", "Future Mission"])
    #expect(digest.entries[2].timing.precision == .month && !digest.isTruncated)
    let now = APIDate.parse("2022-10-09T12:00:00Z")!
    let next = try LaunchCatalog.mock.nextLaunch(rocket: nil, now: now)
    #expect(digest.next(now: now)?.name == next?.name && next != nil)
  }

  @Test func readsBackWhatItWrote() {
    var launch = Self.entry("Starlink\t17-39\nGroup", "2026-01-01T00:40:00Z")
    launch.webcastLive = true
    launch.timing.status = nil
    let digest = NextLaunchDigest(
      inputs: Self.inputs, launchLibraryKey: "LL2 launches",
      entries: [launch, Self.entry("Later", "2026-01-04T00:00:00Z", precision: .day)], isTruncated: true)
    let read = NextLaunchDigest(decoding: digest.encoded())
    // A name never carries the record's separators: they are read as spaces.
    var expected = digest
    expected.entries[0].name = "Starlink 17-39 Group"
    #expect(read == expected)
    #expect(
      read?.inputs.map(\.fetchedAt) == Self.inputs.map(\.fetchedAt), "fetch times exactly, to compare with headers")
  }

  @Test(arguments: [
    "", "spacex-next-launches 2\n", "spacex-next-launches 1\nsomething\n",
    "spacex-next-launches 1\ninput\tALL launches\n", "spacex-next-launches 1\nlaunch\t1.0\thour\t0\t1\t1\t0\n",
    "spacex-next-launches 1\nlaunch\t1.0\tsometime\t0\t1\t1\t0\tName\n",
    "spacex-next-launches 1\nlaunch\t1.0\thour\t0\t1\t1\t0\tName\textra\n",
    "spacex-next-launches 1\nlaunch\tnan\thour\t0\t1\t1\t0\tName\n",
  ])
  func declinesWhatItDidNotWrite(text: String) {
    #expect(NextLaunchDigest(decoding: Data(text.utf8)) == nil, "\(text.debugDescription)")
  }

  @Test func truncated_TellsOnlyWhatTheLeftOutLaunchesCannotChange() {
    let kept = [Self.entry("First", "2026-01-01T01:00:00Z"), Self.entry("Second", "2026-01-03T00:00:00Z")]
    let digest = NextLaunchDigest(inputs: Self.inputs, launchLibraryKey: nil, entries: kept, isTruncated: true)
    // Launches left out come after the last kept: more than a day away, none can be next or make the rule stricter.
    #expect(digest.next(now: APIDate.parse("2026-01-01T00:00:00Z")!)?.name == "First")
    // Within a day of the last kept one, one left out may matter: the record declines.
    #expect(digest.next(now: APIDate.parse("2026-01-02T06:00:00Z")!) == nil)
    var whole = digest
    whole.isTruncated = false
    #expect(whole.next(now: APIDate.parse("2026-01-02T06:00:00Z")!)?.name == "Second")
  }

  @Test func answers_OnlyWhileEveryInputIsTheOneRecorded_AndFresh_OrUnreadable() {
    let digest = NextLaunchDigest(
      inputs: Self.inputs, launchLibraryKey: "LL2 launches", entries: [Self.entry("First", "2026-01-02T00:00:00Z")],
      isTruncated: false)
    let now = Date(timeIntervalSince1970: Self.inputs[1].fetchedAt + 60)
    let recorded = Dictionary(uniqueKeysWithValues: Self.inputs.map { ($0.key, $0.fetchedAt) })
    let answer = digest.answer(now: now, window: 3600, mergesLaunchLibrary: true) { recorded[$0] }
    #expect(answer?.entry.name == "First")
    #expect(answer?.provenance.part(.launchLibrary)?.fetchedAt.timeIntervalSince1970 == Self.inputs[1].fetchedAt)
    #expect(answer?.provenance.part(.launchLibrary)?.isStale == false)
    #expect(digest.answer(now: now, window: 3600, mergesLaunchLibrary: false) { recorded[$0] } == nil, "LL2 off")
    #expect(digest.answer(now: now, window: 30, mergesLaunchLibrary: true) { recorded[$0] } == nil, "past the window")
    let refetched = digest.answer(now: now, window: 3600, mergesLaunchLibrary: true) {
      $0 == "ALL launches" ? recorded[$0]! + 1 : recorded[$0]
    }
    #expect(refetched == nil, "an input fetched again since")
    #expect(digest.answer(now: now, window: 3600, mergesLaunchLibrary: true) { _ in nil } == nil, "every input gone")
    // One copy gone or unreadable: the record stands for it as recorded, and names it.
    let oneGone = digest.answer(now: now, window: 3600, mergesLaunchLibrary: true) {
      $0 == "LL2 launches" ? nil : recorded[$0]
    }
    #expect(oneGone?.entry.name == "First" && oneGone?.unread == ["LL2 launches"])
    #expect(oneGone?.provenance.part(.launchLibrary)?.fetchedAt.timeIntervalSince1970 == Self.inputs[1].fetchedAt)
  }
}
